/// UserList's business logic: the service's user list and user details.
@MainActor
public final class UserListInteractor: UserListInteracting {
  private let service: any AuthService
  private let session: SessionStore

  /// Creates the interactor.
  public init(service: any AuthService, session: SessionStore) {
    self.service = service
    self.session = session
  }

  public func users() async -> Result<[User], AuthError> {
    await session.call { () async throws(AuthError) in try await service.users() }
  }

  public func user(id: String) async -> Result<User, AuthError> {
    await session.call { () async throws(AuthError) in try await service.user(id: id) }
  }
}
