/// The values that cross the layers of the Signup module.
public enum SignupModels {
  /// The fields of the form, in order.
  public static let fields: [FormField] = [.firstName, .lastName, .email, .password, .phone]

  /// The issues each field's validation worker can report.
  public static let issues: [FormField: [ValidationIssue]] = [
    .firstName: NameValidator.issues, .lastName: NameValidator.issues,
    .email: EmailValidator.issues, .password: PasswordValidator.issues,
    .phone: PhoneValidator.issues,
  ]

  /// The service failures Sign up explains.
  public static let failures: [AuthError] = [
    .emailAlreadyRegistered, .tooManyRequests, .unreachable, .timedOut, .serverError(code: 500),
  ]

  /// Every message the Sign up screen can show: each field's, then the service's.
  public static let messages =
    fields.flatMap { field in
      (issues[field] ?? []).map { ValidationMessages.text(for: $0, in: field) }
    } + failures.map(ErrorMessages.text(for:))

  /// The Sign up screen: title, a field per ``fields`` entry, the "Create account" button, and the
  /// progress indicator while the account is created.
  public static let layout = ScreenLayout(
    [
      .always(
        AccessibilityElement(
          id: SignupElement.title.rawValue, role: .staticText, label: "Create your account"))
    ]
      + fields.map { field in
        let id = "signup.\(field.rawValue)"
        let label = ValidationMessages.label(of: field)
        return .always(
          field == .password
            ? AccessibilityElement(
              id: id, role: .secureField, label: label,
              hint: "At least 6 letters and digits, with upper- and lower-case letters and a digit")
            : AccessibilityElement(id: id, role: .textField, label: label))
      } + [
        .always(
          AccessibilityElement(
            id: SignupElement.submit.rawValue, role: .button, label: "Create account")),
        .whileLoading(
          AccessibilityElement(
            id: SignupElement.progress.rawValue, role: .progressIndicator,
            label: "Creating your account")),
      ])

  /// What the user typed, untouched, by field.
  public struct Request: Sendable, Equatable {
    /// The text of each field; a missing field is empty.
    public var fields: [FormField: String]

    /// Creates a request.
    public init(fields: [FormField: String] = [:]) { self.fields = fields }

    /// The request that enters every field of `account`.
    public init(_ account: NewAccount) {
      fields = [
        .firstName: account.firstName, .lastName: account.lastName, .email: account.email,
        .password: account.password, .phone: account.phone,
      ]
    }

    /// The text of `field`.
    public subscript(field: FormField) -> String {
      get { fields[field] ?? "" }
      set { fields[field] = newValue }
    }
  }

  /// The fields refused by their validation workers.
  public struct Refusal: Error, Sendable, Equatable {
    /// Each refused field with its issue.
    public var issues: FieldIssues

    /// Creates a refusal.
    public init(issues: FieldIssues) { self.issues = issues }
  }

  /// What the interactor hands the presenter: the outcome of a request, in business terms.
  public enum Response: Sendable, Equatable {
    /// Fields were refused before any service call.
    case refused(Refusal)
    /// The account was created and its session started.
    case signedUp(User)
    /// The service refused or failed.
    case failed(AuthError)
  }

  /// What the Sign up screen shows for a response, worded for the user.
  public struct ViewModel: Sendable, Equatable {
    /// Every refused field's message, in form order; `nil` leaves the shown messages as they are.
    public var fieldErrors: [FieldErrorViewModel]?
    /// The alert explaining a failure; `nil` for none.
    public var alert: AlertViewModel?

    /// Creates a view model.
    public init(fieldErrors: [FieldErrorViewModel]? = nil, alert: AlertViewModel? = nil) {
      self.fieldErrors = fieldErrors
      self.alert = alert
    }
  }
}
