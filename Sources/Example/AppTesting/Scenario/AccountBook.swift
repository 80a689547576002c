import ProfileApp

/// The accounts a scenario registered, in order: what "correct credentials" and "wrong credentials"
/// mean in steps, without any email written in Swift.
///
/// ```swift
/// var book = AccountBook()
/// book.add(NewAccount(firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
///                     password: "Secret1", phone: "+441234567890"))
/// book.accounts.first?.email  // "ada@example.com": the correct credentials are the first account's
/// book.wrong.email            // "unregistered.ada@example.com": no account has it
/// ```
public struct AccountBook: Sendable, Equatable {
  /// The account a story uses when it registers none: Test User, `user@example.com`, `Secret1`.
  public static let standard = NewAccount(
    firstName: "Test", lastName: "User", email: "user@example.com", password: "Secret1",
    phone: "+15550100000")

  /// The accounts, in the order they were registered.
  public private(set) var accounts: [NewAccount] = []

  /// An empty book.
  public init() {}

  /// Adds `account`, replacing an earlier account with the same email (compared case-insensitively).
  public mutating func add(_ account: NewAccount) {
    if let index = index(of: account.email) {
      accounts[index] = account
    } else {
      accounts.append(account)
    }
  }

  /// The account registered with `email` (compared case-insensitively), if any.
  public func account(email: String) -> NewAccount? {
    index(of: email).map { accounts[$0] }
  }

  /// Credentials that match no registered account: the correct email (or the standard one when
  /// none is registered) with a prefix, and another password.
  public var wrong: (email: String, password: String) {
    let base = accounts.first ?? Self.standard
    var email = "unregistered." + base.email
    while account(email: email) != nil { email = "unregistered." + email }
    return (email, String(base.password.reversed()) + "0")
  }

  private func index(of email: String) -> Int? {
    accounts.firstIndex { $0.email.lowercased() == email.lowercased() }
  }
}
