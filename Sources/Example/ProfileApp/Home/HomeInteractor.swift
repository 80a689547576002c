/// Home's business logic: who is signed in, and log-out.
public final class HomeInteractor: HomeInteracting {
  private let signedIn: User
  private let service: any AuthService
  private let session: SessionStore

  /// Creates the interactor for `user`.
  public init(user: User, service: any AuthService, session: SessionStore) {
    signedIn = user
    self.service = service
    self.session = session
  }

  /// The signed-in user as the app knows them now (a saved profile may have renamed them).
  public func signedInUser() -> HomeModels.Response { .signedIn(user) }

  /// The saved profile; a `notSignedIn` answer ends the app's session too.
  public func savedProfile() async -> HomeModels.Response {
    switch await session.call({ () async throws(AuthError) in try await service.profile() }) {
    case .success(let saved?): .profile(saved)
    case .success(nil): .noProfile(user)
    case .failure(let error): .failed(error)
    }
  }

  public func logout() async -> HomeModels.Response {
    try? await service.logout()
    session.end()
    return .loggedOut
  }

  private var user: User { session.current?.user ?? signedIn }
}
