/// The Signup module: a form for a new account that signs the user in and shows the user list.

/// What the Signup presenter tells its view (the submit button is "Create account").
public protocol SignupView: ModuleView, LayoutView, SubmittingView {
  /// The presenter this view reports events to; the view holds it strongly.
  var presenter: (any SignupPresenting)? { get set }
  /// Shows the message of every refused field together, replacing earlier ones (empty: none).
  func showFieldErrors(_ errors: [FieldErrorViewModel])
}

extension SignupView {
  /// The Signup screen.
  public var screenID: ScreenID { .signup }
  /// The presenter, as the navigator sees it.
  public var screen: (any ScreenPresenting)? { presenter }
}

/// The events a Signup view sends to its presenter.
public protocol SignupPresenting: ScreenPresenting {
  /// The user edited `field`.
  func didChange(_ field: FormField, to text: String)
  /// The user tapped "Create account".
  func didTapSubmit()
}

/// The Signup business logic.
public protocol SignupInteracting: AnyObject {
  /// Checks every field with its validation worker; returns the trimmed account or every issue.
  func validate(_ request: SignupModels.Request) -> Result<NewAccount, SignupModels.Refusal>
  /// Registers the account and starts the session: ``SignupModels/Response/signedUp(_:)`` or
  /// ``SignupModels/Response/failed(_:)``.
  func signup(_ account: NewAccount) async -> SignupModels.Response
}

/// Where Signup can go.
public protocol SignupRouting: AnyObject {
  /// Opens `route`.
  func route(to route: SignupRoute) throws(NavigationError)
}

/// The destinations of Signup.
public enum SignupRoute: Sendable, Equatable {
  /// The user list of the new user, over Home as the new root.
  case userList(User)
}

/// The accessibility identifiers of the Signup screen's elements.
public enum SignupElement: String, Sendable, CaseIterable {
  /// The screen title.
  case title = "signup.title"
  /// The first-name field.
  case firstName = "signup.firstName"
  /// The last-name field.
  case lastName = "signup.lastName"
  /// The email field.
  case email = "signup.email"
  /// The password field.
  case password = "signup.password"
  /// The phone field.
  case phone = "signup.phone"
  /// The "Create account" button.
  case submit = "signup.submit"
  /// The progress indicator, present while signing up.
  case progress = "signup.progress"

  /// The element of a field of the form; `nil` for a field the form does not have.
  public init?(_ field: FormField) {
    self.init(rawValue: "signup.\(field.rawValue)")
  }

  /// The form field of an input element, `nil` for the others.
  public var field: FormField? {
    SignupModels.fields.first { SignupElement($0) == self }
  }
}
