/// Login's business logic: validation workers, then the auth service; starts the session on success.
public final class LoginInteractor: LoginInteracting {
  private let service: any AuthService
  private let session: SessionStore
  private let emailValidator = EmailValidator()

  /// Creates the interactor.
  public init(service: any AuthService, session: SessionStore) {
    self.service = service
    self.session = session
  }

  public func validate(
    _ request: LoginModels.Request
  ) -> Result<LoginModels.Credentials, LoginModels.Refusal> {
    let password = request.password
    if request.email.trimmed.isEmpty || password.trimmed.isEmpty { return .failure(.missingFields) }
    guard case .success(let email) = emailValidator.validate(request.email) else {
      return .failure(.invalidEmail)
    }
    return .success(LoginModels.Credentials(email: email, password: password))
  }

  public func sessionEnd() -> LoginModels.Response? {
    session.takeEndReason().map(LoginModels.Response.sessionEnded)
  }

  public func login(_ credentials: LoginModels.Credentials) async -> LoginModels.Response {
    let result = await session.start { () async throws(AuthError) in
      try await service.login(email: credentials.email, password: credentials.password)
    }
    switch result {
    case .success(let session): return .signedIn(session.user)
    case .failure(let error): return .failed(error)
    }
  }
}
