/// The account backend the modules talk to: sign-in, sign-up, the user list, the signed-in user's
/// profile and sign-out.
///
/// Implementations are actors (the mock in `AuthSimulator`, a network client in a real app). Errors are
/// always ``AuthError``; nothing returned ever contains a password.
public protocol AuthService: Sendable {
  /// Signs in; the email is compared case-insensitively, the password exactly.
  func login(email: String, password: String) async throws(AuthError) -> Session
  /// Registers a new account and signs it in.
  func signup(_ account: NewAccount) async throws(AuthError) -> Session
  /// Every registered user, in registration order; needs a session.
  func users() async throws(AuthError) -> [User]
  /// One registered user by identifier; needs a session.
  func user(id: String) async throws(AuthError) -> User
  /// The signed-in user's saved profile, or `nil` when none is saved yet; needs a session.
  func profile() async throws(AuthError) -> UserProfile?
  /// Saves the signed-in user's profile and returns it as stored; needs a session.
  func saveProfile(_ profile: UserProfile) async throws(AuthError) -> UserProfile
  /// Ends the current session.
  func logout() async throws(AuthError)
}
