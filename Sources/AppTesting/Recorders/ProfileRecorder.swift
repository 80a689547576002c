import ProfileApp

/// The Profile view of tests: records every presenter call and forwards the Edit tap.
///
/// Records the shown profile as `.list(ProfileElement.details, ["Name: Ada Lovelace", ...])`.
@MainActor
public final class ProfileRecorder: RecorderView, ProfileView {
  public var presenter: (any ProfilePresenting)?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .profile, recording: recording) }

  public func showProfile(_ profile: ProfileModels.ViewModel) {
    record(.list(ProfileElement.details.rawValue, profile.lines.map(\.text)))
  }
  public func showAlert(_ alert: AlertViewModel) { record(.alert(alert)) }

  public override func tap(_ id: String) throws(HarnessError) {
    guard ProfileElement(rawValue: id) == .edit else { return try super.tap(id) }
    presenter?.didTapEdit()
  }
}
