import ProfileApp

/// The accounts a scenario registered, in order: what "correct credentials" and "wrong credentials"
/// mean in steps, without any email written in Swift.
///
/// ```swift
/// var book = AccountBook()
/// book.add(NewAccount(firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
///                     password: "Secret1", phone: "+441234567890"))
/// try book.correct.email   // "ada@example.com": the first account registered
/// try book.wrong.email     // "unregistered.ada@example.com": no account has it
/// ```
public struct AccountBook: Sendable, Equatable {
  /// Why the book cannot answer.
  public struct Missing: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was asked for.
    public var message: String

    public var description: String { message }
  }

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

  /// The account whose credentials are "correct": the first one registered.
  public var correct: NewAccount {
    get throws(Missing) {
      guard let first = accounts.first else {
        throw Missing(
          message: "No account is registered in this scenario, so there are no correct "
            + "credentials; register one first, for example with \"Given these users are "
            + "registered:\" and a table")
      }
      return first
    }
  }

  /// Credentials that match no registered account: the correct email with a prefix, and another
  /// password.
  public var wrong: (email: String, password: String) {
    get throws(Missing) {
      let base = try correct
      var email = "unregistered." + base.email
      while account(email: email) != nil { email = "unregistered." + email }
      return (email, String(base.password.reversed()) + "0")
    }
  }

  private func index(of email: String) -> Int? {
    accounts.firstIndex { $0.email.lowercased() == email.lowercased() }
  }
}
