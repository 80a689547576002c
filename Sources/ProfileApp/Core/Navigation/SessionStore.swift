/// Who is signed in, as far as the running app knows; interactors set it, routers consult it.
@MainActor
public final class SessionStore {
  /// The current session, or `nil` when signed out.
  public private(set) var current: Session?

  /// Creates a store, signed out unless a session is given.
  public init(_ session: Session? = nil) { current = session }

  /// Records a new session after sign-in or sign-up.
  public func start(_ session: Session) { current = session }

  /// Forgets the session after sign-out.
  public func end() { current = nil }
}
