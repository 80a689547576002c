/// The Login module: an email and password form that signs the user in.
///
/// Every protocol of the module is listed here, as in Infinum's VIPER templates.

/// What the Login presenter tells its view (the submit button is Login); implemented by a view
/// controller or a recorder.
public protocol LoginView: ModuleView, LayoutView, SubmittingView {
  /// The presenter this view reports events to; the view holds it strongly.
  var presenter: (any LoginPresenting)? { get set }
}

extension LoginView {
  /// The Login screen.
  public var screenID: ScreenID { .login }
  /// The presenter, as the navigator sees it.
  public var screen: (any ScreenPresenting)? { presenter }
}

/// The events a Login view sends to its presenter.
public protocol LoginPresenting: ScreenPresenting {
  /// The user edited `field` (``FormField/email`` or ``FormField/password``).
  func didChange(_ field: FormField, to text: String)
  /// The user tapped Login.
  func didTapLogin()
  /// The user tapped the "Sign up" link.
  func didTapSignup()
}

/// The Login business logic.
public protocol LoginInteracting: AnyObject {
  /// Checks the form without calling the service.
  func validate(_ request: LoginModels.Request) -> Result<
    LoginModels.Credentials, LoginModels.Refusal
  >
  /// ``LoginModels/Response/sessionEnded(_:)`` when the service ended the last session, once;
  /// asked when Login opens.
  func sessionEnd() -> LoginModels.Response?
  /// Asks the auth service and, on success, starts the session: ``LoginModels/Response/signedIn(_:)``
  /// or ``LoginModels/Response/failed(_:)``.
  func login(_ credentials: LoginModels.Credentials) async -> LoginModels.Response
}

/// Where Login can go.
public protocol LoginRouting: AnyObject {
  /// Opens `route`.
  func route(to route: LoginRoute) throws(NavigationError)
}

/// The destinations of Login.
public enum LoginRoute: Sendable, Equatable {
  /// Home of the signed-in user, as the new root.
  case home(User)
  /// The sign-up form, pushed.
  case signup
}

/// The accessibility identifiers of the Login screen's elements.
public enum LoginElement: String, Sendable, CaseIterable {
  /// The screen title.
  case title = "login.title"
  /// The email field.
  case email = "login.email"
  /// The password field.
  case password = "login.password"
  /// The Login button.
  case submit = "login.submit"
  /// The "Sign up" link.
  case signup = "login.signup"
  /// The progress indicator, present while signing in.
  case progress = "login.progress"
}
