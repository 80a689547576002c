import ProfileApp

/// What a step enters in the profile form; a `nil` field is left as it is.
///
/// ```swift
/// try harness.fillProfileForm(
///   ProfileFormInput(name: "Ada Lovelace", country: "Canada",
///                    birthDate: CalendarDate(iso: "1990-02-28"), gender: "Female", showsName: false))
/// ```
public struct ProfileFormInput: Sendable, Equatable {
  /// The name field's text.
  public var name: String?
  /// The email field's text.
  public var email: String?
  /// The country's name or code.
  public var country: String?
  /// The birth date.
  public var birthDate: CalendarDate?
  /// The gender segment's title or identifier.
  public var gender: String?
  /// The "Show name on profile" switch.
  public var showsName: Bool?

  /// Creates an input.
  public init(
    name: String? = nil, email: String? = nil, country: String? = nil,
    birthDate: CalendarDate? = nil, gender: String? = nil, showsName: Bool? = nil
  ) {
    self.name = name
    self.email = email
    self.country = country
    self.birthDate = birthDate
    self.gender = gender
    self.showsName = showsName
  }
}
