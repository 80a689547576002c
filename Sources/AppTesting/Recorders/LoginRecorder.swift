import ProfileApp

/// The Login view of tests: records every presenter call and forwards input to the presenter.
@MainActor
public final class LoginRecorder: RecorderView, LoginView {
  public var presenter: (any LoginPresenting)?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .login, recording: recording) }

  public func setLoginEnabled(_ enabled: Bool) { record(.buttonEnabled("Login", enabled)) }
  public func showLoading() { record(.loading(true)) }
  public func hideLoading() { record(.loading(false)) }
  public func showAlert(_ alert: AlertViewModel) { record(.alert(alert)) }

  public override func type(_ text: String, into id: String) throws(HarnessError) {
    switch LoginElement(rawValue: id) {
    case .email: presenter?.didChange(.email, to: text)
    case .password: presenter?.didChange(.password, to: text)
    default: try super.type(text, into: id)
    }
  }

  public override func tap(_ id: String) throws(HarnessError) {
    switch LoginElement(rawValue: id) {
    case .submit: presenter?.didTapLogin()
    case .signup: presenter?.didTapSignup()
    default: try super.tap(id)
    }
  }
}
