/// Home's business logic: who is signed in, and log-out.
@MainActor
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
  public var user: User { session.current?.user ?? signedIn }

  /// The saved profile; a `notSignedIn` answer ends the app's session too.
  public func savedProfile() async -> Result<UserProfile?, AuthError> {
    await session.call { () async throws(AuthError) in try await service.profile() }
  }

  public func logout() async {
    try? await service.logout()
    session.end()
  }
}
