import ProfileApp

/// The Home view of tests: records every presenter call and forwards taps to the presenter.
public final class HomeRecorder: RecorderView, HomeView {
  public var presenter: (any HomePresenting)?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .home, recording: recording) }

  public func showWelcome(_ text: String) { record(.text(HomeElement.welcome.rawValue, text)) }

  public func setLogoutEnabled(_ enabled: Bool) {
    setEnabled(enabled, id: HomeElement.logout.rawValue)
  }

  override func relayTap(_ id: String) throws(HarnessError) {
    switch HomeElement(rawValue: id) {
    case .users: presenter?.didTapUsers()
    case .profile: presenter?.didTapProfile()
    case .logout: presenter?.didTapLogout()
    default: try super.relayTap(id)
    }
  }
}
