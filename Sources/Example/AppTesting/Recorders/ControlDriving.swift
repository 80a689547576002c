import ProfileApp

/// A recorder whose screen has controls beyond fields and buttons: pickers, segmented controls, date
/// pickers and switches. The harness's ``AppHarness/choose(_:in:)``,
/// ``AppHarness/pickDate(_:in:)`` and ``AppHarness/setSwitch(_:to:)`` drive it.
public protocol ControlDriving: RecorderView {
  /// Chooses `option` (its title or identifier) in the picker or segmented control `id`.
  func choose(_ option: String, in id: String) throws(HarnessError)
  /// Picks `date` in the date picker `id`.
  func pickDate(_ date: CalendarDate, in id: String) throws(HarnessError)
  /// Turns the switch `id` on or off.
  func setSwitch(_ id: String, to isOn: Bool) throws(HarnessError)
  /// The titles of the options the presenter gave the picker or segmented control `id`.
  func options(of id: String) throws(HarnessError) -> [String]
}
