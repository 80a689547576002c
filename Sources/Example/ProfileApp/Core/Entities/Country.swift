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

  /// The country of the list with this code, or `nil`.
  public static func withCode(_ code: String) -> Country? { all.first { $0.id == code } }
}
