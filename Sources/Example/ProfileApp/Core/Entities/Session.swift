/// A signed-in user and the token the service issued for them.
public struct Session: Sendable, Equatable, Hashable {
  /// Who is signed in.
  public var user: User
  /// The opaque token of this session.
  public var token: String

  /// Creates a session.
  public init(user: User, token: String) {
    self.user = user
    self.token = token
  }
}
