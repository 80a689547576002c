import ProfileApp

/// The auth operations, each answered after its latency (or its fault) and logged.
extension MockAuthService {
  public func login(email: String, password: String) async throws(AuthError) -> Session {
    try await call(.login) { () throws(AuthError) -> Session in
      let key = email.lowercased()
      if let threshold = lockoutThreshold, failedLogins[key, default: 0] >= threshold {
        throw .lockedOut
      }
      guard let account = accounts.first(where: { $0.has(email: key) }),
        account.password == password
      else {
        failedLogins[key, default: 0] += 1
        throw .invalidCredentials
      }
      failedLogins[key] = nil
      return startSession(for: account.user)
    }
  }

  public func signup(_ account: NewAccount) async throws(AuthError) -> Session {
    try await call(.signup) { () throws(AuthError) -> Session in
      if accounts.contains(where: { $0.has(email: account.email) }) {
        throw .emailAlreadyRegistered
      }
      return startSession(for: register(account))
    }
  }

  public func users() async throws(AuthError) -> [User] {
    try await call(.users) { () throws(AuthError) -> [User] in
      guard currentSession != nil else { throw .notSignedIn }
      return accounts.map(\.user)
    }
  }

  public func user(id: String) async throws(AuthError) -> User {
    try await call(.user) { () throws(AuthError) -> User in
      guard currentSession != nil else { throw .notSignedIn }
      guard let account = accounts.first(where: { $0.user.id == id }) else {
        throw .userNotFound
      }
      return account.user
    }
  }

  public func profile() async throws(AuthError) -> UserProfile? {
    try await call(.loadProfile) { () throws(AuthError) -> UserProfile? in
      guard let session = currentSession else { throw .notSignedIn }
      return profiles[session.user.id]
    }
  }

  public func saveProfile(_ profile: UserProfile) async throws(AuthError) -> UserProfile {
    try await call(.saveProfile) { () throws(AuthError) -> UserProfile in
      guard let session = currentSession else { throw .notSignedIn }
      let owner = accounts.first { $0.has(email: profile.email) }
      if let owner, owner.user.id != session.user.id { throw .emailAlreadyRegistered }
      profiles[session.user.id] = profile
      if let index = accounts.firstIndex(where: { $0.user.id == session.user.id }) {
        accounts[index].user = accounts[index].user.updated(with: profile)
        currentSession?.user = accounts[index].user
      }
      return profile
    }
  }

  public func logout() async throws(AuthError) {
    try await call(.logout) { () throws(AuthError) in currentSession = nil }
  }
}
