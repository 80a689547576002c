/// The values that cross the layers of the Login module.
public enum LoginModels {
  /// The message of the alert shown when a field is empty.
  public static let missingFieldsMessage = "Please fill all fields"

  /// The service failures Login explains, the last one also when it opens after the service ended
  /// the session.
  public static let failures: [AuthError] = [
    .invalidCredentials, .lockedOut, .tooManyRequests, .unreachable, .timedOut,
    .serverError(code: 500), .notSignedIn,
  ]

  /// Every message the Login screen can show.
  public static let messages =
    [missingFieldsMessage, ValidationMessages.text(for: .invalidFormat, in: .email)]
    + failures.map(ErrorMessages.text(for:))

  /// The Login screen: title, email and password fields, the Login button, the "Sign up" link,
  /// and the progress indicator while signing in.
  public static let layout = ScreenLayout([
    .always(
      AccessibilityElement(
        id: LoginElement.title.rawValue, role: .staticText, label: "Log in to your account")),
    .always(
      AccessibilityElement(id: LoginElement.email.rawValue, role: .textField, label: "Email")),
    .always(
      AccessibilityElement(
        id: LoginElement.password.rawValue, role: .secureField, label: "Password")),
    .always(AccessibilityElement(id: LoginElement.submit.rawValue, role: .button, label: "Login")),
    .always(
      AccessibilityElement(
        id: LoginElement.signup.rawValue, role: .button, label: "Sign up",
        hint: "Creates a new account")),
    .whileLoading(
      AccessibilityElement(
        id: LoginElement.progress.rawValue, role: .progressIndicator, label: "Logging in")),
  ])

  /// What the user typed, untouched.
  public struct Request: Sendable, Equatable {
    /// The email field's text.
    public var email: String
    /// The password field's text.
    public var password: String

    /// Creates a request.
    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }
  }

  /// A request that passed validation, ready for the service: the email trimmed, the password as
  /// typed.
  public struct Credentials: Sendable, Equatable {
    /// The trimmed email.
    public var email: String
    /// The password, as typed.
    public var password: String

    /// Creates credentials.
    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }
  }

  /// Why a request was refused before any service call.
  public enum Refusal: Error, Sendable, Equatable {
    /// A field is empty or whitespace only.
    case missingFields
    /// The email is not an email address.
    case invalidEmail
  }

  /// What the interactor hands the presenter: the outcome of a request, in business terms.
  public enum Response: Sendable, Equatable {
    /// The request was refused before any service call.
    case refused(Refusal)
    /// The service signed the user in; the session has started.
    case signedIn(User)
    /// The service refused or failed.
    case failed(AuthError)
    /// The service ended the previous session for this reason (told once, when Login opens).
    case sessionEnded(AuthError)
  }

  /// What the Login screen shows for a response, worded for the user.
  public struct ViewModel: Sendable, Equatable {
    /// The alert explaining a refusal or a failure; `nil` when the user is signed in.
    public var alert: AlertViewModel?

    /// Creates a view model.
    public init(alert: AlertViewModel?) { self.alert = alert }
  }
}
