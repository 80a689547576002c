import ProfileApp

/// The Profile view of tests: records every presenter call and forwards the Edit tap.
///
/// Shows each line of the profile as a labelled value after the title, and records the shown
/// profile as `.list(ProfileElement.details, ["Name: Ada Lovelace", ...])`.
public final class ProfileRecorder: RecorderView, ProfileView {
  public var presenter: (any ProfilePresenting)?
  private var lines: [ProfileModels.Line] = []

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .profile, recording: recording) }

  public func showProfile(_ profile: ProfileModels.ViewModel) {
    lines = profile.lines
    record(.list(ProfileElement.details.rawValue, profile.lines.map(\.text)))
  }
  public func showAlert(_ alert: AlertViewModel) { record(.alert(alert)) }

  override func elements(following id: String) -> [AccessibilityElement] {
    guard id == ProfileElement.title.rawValue else { return [] }
    return lines.map {
      AccessibilityElement(
        id: $0.element.rawValue, role: .staticText, label: $0.label, value: $0.value)
    }
  }

  override func relayTap(_ id: String) throws(HarnessError) {
    guard ProfileElement(rawValue: id) == .edit else { return try super.relayTap(id) }
    presenter?.didTapEdit()
  }
}
