/// Home's business logic: who is signed in, and log-out.
@MainActor
public final class HomeInteractor: HomeInteracting {
  public let user: User
  private let service: any AuthService
  private let session: SessionStore

  /// Creates the interactor for `user`.
  public init(user: User, service: any AuthService, session: SessionStore) {
    self.user = user
    self.service = service
    self.session = session
  }

  public func logout() async {
    try? await service.logout()
    session.end()
  }
}
