/// UserList's business logic: the service's user list and user details.
public final class UserListInteractor: UserListInteracting {
  private let service: any AuthService
  private let session: SessionStore

  /// Creates the interactor.
  public init(service: any AuthService, session: SessionStore) {
    self.service = service
    self.session = session
  }

  public func load(_ request: UserListModels.Request) async -> UserListModels.Response {
    let result: Result<UserListModels.Response, AuthError> =
      switch request {
      case .users:
        await session.call { () async throws(AuthError) in .users(try await service.users()) }
      case .user(let id):
        await session.call { () async throws(AuthError) in .user(try await service.user(id: id)) }
      }
    switch result {
    case .success(let response): return response
    case .failure(let error): return .failed(error, request)
    }
  }
}
