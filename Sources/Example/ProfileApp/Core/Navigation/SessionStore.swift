/// Who is signed in, as far as the running app knows; interactors set it, routers consult it.
public final class SessionStore {
  /// The current session, or `nil` when signed out.
  public private(set) var current: Session?

  /// Creates a store, signed out unless a session is given.
  public init(_ session: Session? = nil) { current = session }

  /// Keeps the signed-in user as the service now knows it (after a profile change).
  public func update(_ user: User) {
    current?.user = user
  }

  /// Records a new session after sign-in or sign-up.
  public func start(_ session: Session) { current = session }

  /// Runs a service call that signs in and starts the session it returns.
  ///
  /// ```swift
  /// await session.start { () async throws(AuthError) in try await service.login(email: e, password: p) }
  /// ```
  public func start(
    _ signIn: () async throws(AuthError) -> Session
  ) async -> Result<Session, AuthError> {
    do {
      let session = try await signIn()
      start(session)
      return .success(session)
    } catch {
      return .failure(error)
    }
  }

  /// Runs a service call that needs the session; a `notSignedIn` answer ends the session here too,
  /// with that reason.
  ///
  /// ```swift
  /// await session.call { () async throws(AuthError) in try await service.users() }
  /// ```
  public func call<Value>(
    _ call: () async throws(AuthError) -> Value
  ) async -> Result<Value, AuthError> {
    do {
      return .success(try await call())
    } catch {
      if error == .notSignedIn { end(because: error) }
      return .failure(error)
    }
  }

  /// Why the last session ended, when the service ended it (not a log-out); Login tells the user.
  public private(set) var endReason: AuthError?

  /// Forgets the session: after a log-out (no `reason`), or because the service ended it.
  public func end(because reason: AuthError? = nil) {
    current = nil
    endReason = reason
  }

  /// The reason the last session ended, once: Login shows it when it opens, then forgets it.
  public func takeEndReason() -> AuthError? {
    defer { endReason = nil }
    return endReason
  }
}
