import ProfileApp

/// The Login view of tests: records every presenter call and forwards input to the presenter.
public final class LoginRecorder: RecorderView, LoginView {
  public var presenter: (any LoginPresenting)?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) {
    super.init(screen: .login, recording: recording, submitID: LoginElement.submit.rawValue)
  }

  override func relayTyping(_ text: String, into id: String) throws(HarnessError) {
    switch LoginElement(rawValue: id) {
    case .email: presenter?.didChange(.email, to: text)
    case .password: presenter?.didChange(.password, to: text)
    default: try super.relayTyping(text, into: id)
    }
  }

  override func relayTap(_ id: String) throws(HarnessError) {
    switch LoginElement(rawValue: id) {
    case .submit: presenter?.didTapLogin()
    case .signup: presenter?.didTapSignup()
    default: try super.relayTap(id)
    }
  }

  override func relayReturn(in id: String) throws(HarnessError) {
    guard LoginElement(rawValue: id) == .password else { return try super.relayReturn(in: id) }
    presenter?.didTapLogin()
  }
}
