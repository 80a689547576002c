import Gherkin
import Testing

/// The dialects of gherkin-languages.json, read whole or one language at a time.
@Suite("Dialects")
struct DialectTests {
  @Test func oneLanguageReadsAsItReadsAmongAll() throws {
    #expect(GherkinDialect.all.count > 70)
    for (language, dialect) in GherkinDialect.all {
      #expect(GherkinDialect.named(language) == dialect, "\(language)")
    }
    let english = try #require(GherkinDialect.named("en"))
    #expect(english.given.contains("Given "))
    #expect(english.feature.contains("Feature"))
  }

  @Test func aLanguageNotListedHasNoDialect() {
    #expect(GherkinDialect.named("xx") == nil)
    // A code that only starts a listed one ("en-au", "en-lol", ...) is not that language.
    #expect(GherkinDialect.named("e") == nil)
    #expect(GherkinDialect.named("") == nil)
  }
}
