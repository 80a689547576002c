/// A country the profile form offers, by ISO 3166-1 alpha-2 code, with its English name.
///
/// ```swift
/// Country.withCode("CA")?.name  // "Canada"
/// ```
public struct Country: Sendable, Equatable, Hashable, Identifiable {
  /// The ISO 3166-1 alpha-2 code, upper case.
  public var id: String
  /// The English name shown to the user.
  public var name: String

  /// Creates a country.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  /// The predefined list the profile form's picker offers, sorted by name.
  public static let all: [Country] = [
    Country(id: "AR", name: "Argentina"), Country(id: "AU", name: "Australia"),
    Country(id: "BR", name: "Brazil"), Country(id: "CA", name: "Canada"),
    Country(id: "FR", name: "France"), Country(id: "DE", name: "Germany"),
    Country(id: "IN", name: "India"), Country(id: "JP", name: "Japan"),
    Country(id: "KE", name: "Kenya"), Country(id: "MX", name: "Mexico"),
    Country(id: "NZ", name: "New Zealand"), Country(id: "NG", name: "Nigeria"),
    Country(id: "ES", name: "Spain"), Country(id: "GB", name: "United Kingdom"),
    Country(id: "US", name: "United States"),
  ]

  /// The country of the list with this code, or `nil`.
  public static func withCode(_ code: String) -> Country? { all.first { $0.id == code } }
}
