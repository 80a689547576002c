import ProfileApp

/// The Signup view of tests: records every presenter call and forwards input to the presenter.
@MainActor
public final class SignupRecorder: RecorderView, SignupView {
  public var presenter: (any SignupPresenting)?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .signup, recording: recording) }

  public func setSubmitEnabled(_ enabled: Bool) {
    record(.buttonEnabled("Create account", enabled))
  }
  public func showLoading() { record(.loading(true)) }
  public func hideLoading() { record(.loading(false)) }
  public func showFieldErrors(_ errors: [FieldErrorViewModel]) { record(.fieldErrors(errors)) }
  public func showAlert(_ alert: AlertViewModel) { record(.alert(alert)) }

  public override func type(_ text: String, into id: String) throws(HarnessError) {
    guard let field = SignupElement(rawValue: id)?.field else {
      return try super.type(text, into: id)
    }
    presenter?.didChange(field, to: text)
  }

  public override func tap(_ id: String) throws(HarnessError) {
    guard SignupElement(rawValue: id) == .submit else { return try super.tap(id) }
    presenter?.didTapSubmit()
  }
}
