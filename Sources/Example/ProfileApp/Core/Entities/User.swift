/// A registered account as the app shows it: never carries a password.
///
/// ```swift
/// let ada = User(id: "user-1", firstName: "Ada", lastName: "Lovelace",
///                email: "ada@example.com", phone: "+441234567890")
/// ada.fullName  // "Ada Lovelace"
/// ```
public struct User: Sendable, Equatable, Hashable, Identifiable {
  /// The service's stable identifier of the account.
  public var id: String
  /// The given name.
  public var firstName: String
  /// The family name.
  public var lastName: String
  /// The email address the user signs in with.
  public var email: String
  /// The phone number, digits with an optional leading `+`.
  public var phone: String

  /// Creates a user from its fields.
  public init(id: String, firstName: String, lastName: String, email: String, phone: String) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.phone = phone
  }

  /// First and last name separated by a space (the first name alone when there is no last name).
  public var fullName: String { lastName.isEmpty ? firstName : "\(firstName) \(lastName)" }

  /// The user with the name and email of a saved profile: the profile's last word is the last
  /// name, the words before it the first name.
  public func updated(with profile: UserProfile) -> User {
    var words = profile.name.split(separator: " ").map(String.init)
    let last = words.count > 1 ? words.removeLast() : ""
    return User(
      id: id, firstName: words.joined(separator: " "), lastName: last, email: profile.email,
      phone: phone)
  }
}
