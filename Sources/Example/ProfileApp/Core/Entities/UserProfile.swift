/// A saved profile: what the profile form produces and the Profile screen shows.
///
/// The age is not stored: it is computed from ``birthDate`` against `now` whenever it is shown.
public struct UserProfile: Sendable, Equatable, Hashable {
  /// The name, trimmed.
  public var name: String
  /// The email address, trimmed.
  public var email: String
  /// The country chosen from ``Country/all``.
  public var country: Country
  /// The birth date.
  public var birthDate: CalendarDate
  /// The stated gender.
  public var gender: Gender
  /// Whether the Profile screen shows the name.
  public var showsName: Bool

  /// Creates a profile.
  public init(
    name: String, email: String, country: Country, birthDate: CalendarDate, gender: Gender,
    showsName: Bool
  ) {
    self.name = name
    self.email = email
    self.country = country
    self.birthDate = birthDate
    self.gender = gender
    self.showsName = showsName
  }
}
