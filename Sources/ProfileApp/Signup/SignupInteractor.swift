/// Signup's business logic: a validation worker per field, then the auth service.
@MainActor
public final class SignupInteractor: SignupInteracting {
  private let service: any AuthService
  private let session: SessionStore
  private let validators: [FormField: any Validator] = [
    .firstName: NameValidator(), .lastName: NameValidator(), .email: EmailValidator(),
    .password: PasswordValidator(), .phone: PhoneValidator(),
  ]

  /// Creates the interactor.
  public init(service: any AuthService, session: SessionStore) {
    self.service = service
    self.session = session
  }

  public func validate(_ request: SignupModels.Request) -> Result<NewAccount, SignupModels.Refusal>
  {
    var values: [FormField: String] = [:]
    var issues: FieldIssues = [:]
    for (field, validator) in validators {
      switch validator.validate(request[field]) {
      case .success(let value): values[field] = value
      case .failure(let issue): issues[field] = issue
      }
    }
    guard issues.isEmpty else { return .failure(SignupModels.Refusal(issues: issues)) }
    return .success(
      NewAccount(
        firstName: values[.firstName, default: ""], lastName: values[.lastName, default: ""],
        email: values[.email, default: ""], password: values[.password, default: ""],
        phone: values[.phone, default: ""]))
  }

  public func signup(_ account: NewAccount) async -> Result<Session, AuthError> {
    do {
      let newSession = try await service.signup(account)
      session.start(newSession)
      return .success(newSession)
    } catch {
      return .failure(error)
    }
  }
}
