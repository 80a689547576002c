/// Signup's business logic: a validation worker per field, then the auth service.
public final class SignupInteractor: SignupInteracting {
  private let service: any AuthService
  private let session: SessionStore

  /// Creates the interactor.
  public init(service: any AuthService, session: SessionStore) {
    self.service = service
    self.session = session
  }

  public func validate(_ request: SignupModels.Request) -> Result<NewAccount, SignupModels.Refusal>
  {
    var issues: FieldIssues = [:]
    func checked(_ field: FormField, with validator: some Validator) -> String {
      switch validator.validate(request[field]) {
      case .success(let value): return value
      case .failure(let issue):
        issues[field] = issue
        return request[field]
      }
    }
    let account = NewAccount(
      firstName: checked(.firstName, with: NameValidator()),
      lastName: checked(.lastName, with: NameValidator()),
      email: checked(.email, with: EmailValidator()),
      password: checked(.password, with: PasswordValidator()),
      phone: checked(.phone, with: PhoneValidator()))
    return issues.isEmpty ? .success(account) : .failure(SignupModels.Refusal(issues: issues))
  }

  public func signup(_ account: NewAccount) async -> SignupModels.Response {
    switch await session.start({ () async throws(AuthError) in try await service.signup(account) })
    {
    case .success(let session): .signedUp(session.user)
    case .failure(let error): .failed(error)
    }
  }
}
