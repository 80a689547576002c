import ProfileApp

/// The Sign up view of tests: records every presenter call and forwards input to the presenter.
public final class SignupRecorder: RecorderView, SignupView {
  public var presenter: (any SignupPresenting)?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) {
    super.init(screen: .signup, recording: recording, submitID: SignupElement.submit.rawValue)
  }

  public func showFieldErrors(_ errors: [FieldErrorViewModel]) {
    var messages: [String: String] = [:]
    for error in errors {
      guard let id = SignupElement(error.field)?.rawValue else { continue }
      messages[id] = error.message
    }
    show(errors: messages)
    record(.fieldErrors(errors))
  }

  override func relayTyping(_ text: String, into id: String) throws(HarnessError) {
    guard let field = SignupElement(rawValue: id)?.field else {
      return try super.relayTyping(text, into: id)
    }
    presenter?.didChange(field, to: text)
  }

  override func relayTap(_ id: String) throws(HarnessError) {
    guard SignupElement(rawValue: id) == .submit else { return try super.relayTap(id) }
    presenter?.didTapSubmit()
  }

  override func relayReturn(in id: String) throws(HarnessError) {
    guard SignupElement(rawValue: id) == .phone else { return try super.relayReturn(in: id) }
    presenter?.didTapSubmit()
  }
}
