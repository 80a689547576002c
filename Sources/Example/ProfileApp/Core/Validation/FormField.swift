/// The input fields that the forms of the app share; also the key of a field error.
public enum FormField: String, Sendable, Equatable, Hashable, CaseIterable {
  /// The given name.
  case firstName
  /// The family name.
  case lastName
  /// The email address.
  case email
  /// The password.
  case password
  /// The phone number.
  case phone
}
