import Testing

@testable import Acceptance

/// The dictionary key of step texts and AST node ids: equal exactly when the texts are.
@Suite("Text key")
struct TextKeyTests {
  /// Texts around the 8-byte blocks the hash reads, and pairs that differ in one byte only.
  static let texts = [
    "", "a", "1234567", "12345678", "123456789", "I log in as \"ana@example.com\"",
    "I log in as \"ana@example.com!\"", "I log in as \"ana@example.org\"",
    "Ich melde mich an: Jürgen",
    "Ich melde mich an: Jurgen", "0", "00", "\u{0}", "\u{0}\u{0}",
  ]

  /// Every byte counts in the hash too, not only in the comparison: two texts that differ get
  /// different hash values (and so, mostly, different buckets).
  @Test(arguments: texts)
  func aKeyEqualsTheKeyOfItsTextOnly(text: String) {
    // A copy made anew, not the same storage, as a pickle's text and a resolved text are.
    let copy = String(decoding: Array(text.utf8), as: UTF8.self)
    #expect(TextKey(text) == TextKey(copy))
    #expect(TextKey(text).hashValue == TextKey(copy).hashValue)
    for other in Self.texts where other != text {
      #expect(TextKey(text) != TextKey(other))
      #expect(TextKey(text).hashValue != TextKey(other).hashValue)
    }
  }

  @Test func aDictionaryFindsEachTextAmongManyWithTheSameLength() {
    let texts = (0..<2_000).map { "the user number \(100_000 + $0) logs in" }
    var places: [TextKey: Int] = [:]
    for (place, text) in texts.enumerated() { places[TextKey(text)] = place }
    #expect(places.count == texts.count)
    for (place, text) in texts.enumerated() { #expect(places[TextKey(text)] == place) }
    #expect(places[TextKey("the user number 99999 logs in")] == nil)
  }
}
