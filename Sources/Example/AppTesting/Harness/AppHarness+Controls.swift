import ProfileApp

/// Driving pickers, segmented controls, date pickers and switches, found by label or identifier.
///
/// ```swift
/// try harness.choose("Canada", in: "Country")
/// try harness.pickDate(CalendarDate(year: 1990, month: 2, day: 28)!, in: "Birth date")
/// try harness.choose("Female", in: "Gender")
/// try harness.setSwitch("Show name on profile", to: false)
/// ```
extension AppHarness {
  /// Chooses `option` (its title, or identifier such as a country code) in the picker or segmented
  /// control whose label (or identifier) is `control`.
  public func choose(_ option: String, in control: String) throws(HarnessError) {
    let (driver, element) = try controlDriver(control)
    try naming(control) { () throws(HarnessError) in try driver.choose(option, in: element.id) }
  }

  /// Picks `date` in the date picker whose label (or identifier) is `control`.
  public func pickDate(_ date: CalendarDate, in control: String) throws(HarnessError) {
    let (driver, element) = try controlDriver(control)
    try naming(control) { () throws(HarnessError) in try driver.pickDate(date, in: element.id) }
  }

  /// Turns the switch whose label (or identifier) is `name` on or off.
  public func setSwitch(_ name: String, to isOn: Bool) throws(HarnessError) {
    let (driver, element) = try controlDriver(name)
    try naming(name) { () throws(HarnessError) in try driver.setSwitch(element.id, to: isOn) }
  }

  /// The options of the picker or segmented control whose label (or identifier) is `control`, as
  /// the presenter gave them to the view.
  public func options(of control: String) throws(HarnessError) -> [String] {
    let (driver, element) = try controlDriver(control)
    var options: [String] = []
    try naming(control) { () throws(HarnessError) in options = try driver.options(of: element.id) }
    return options
  }

  private func controlDriver(
    _ name: String
  ) throws(HarnessError) -> (any ControlDriving, AccessibilityElement) {
    let (recorder, element) = try findUsable(name)
    guard let driver = recorder as? any ControlDriving else {
      throw .notEditable(name, on: recorder.recordedScreen)
    }
    return (driver, element)
  }
}
