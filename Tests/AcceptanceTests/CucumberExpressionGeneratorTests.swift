import Acceptance
import CucumberExpressions
import Testing
import VirtualTime

/// The reference implementation's generator tests (`CucumberExpressionGeneratorTest.ts`), with
/// Swift type names in the parameter infos.
@Suite("Cucumber Expression generator")
struct CucumberExpressionGeneratorTests {
  struct Currency: Sendable {
    let code: String
  }

  typealias Info = GeneratedExpression.ParameterInfo

  /// The first suggestion for `text` is `expected`, with `infos`, and it matches `text`.
  func assertExpression(
    _ expected: String, _ infos: [Info], _ text: String,
    registry: ParameterTypeRegistry = ParameterTypeRegistry()
  ) throws {
    let generated = try #require(
      CucumberExpressionGenerator(registry: registry).generateExpressions(text).first)
    #expect(generated.source == expected)
    #expect(generated.parameterInfos == infos)
    let arguments = try CucumberExpression(generated.source, registry: registry).match(text)
    #expect(arguments?.count == infos.count, "\(generated.source) matches \(text)")
  }

  func sources(_ text: String, _ registry: ParameterTypeRegistry) -> [String] {
    CucumberExpressionGenerator(registry: registry).generateExpressions(text).map(\.source)
  }

  func direction() throws -> ParameterTypeRegistry {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "direction", regexps: ["(up|down)"]) { $0 })
    return registry
  }

  @Test func documentsExpressionGeneration() throws {
    let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
    let generated = try #require(
      generator.generateExpressions("I have 2 cucumbers and 1.5 tomato").first)
    #expect(generated.source == "I have {int} cucumbers and {float} tomato")
    #expect(generated.parameterNames == ["int", "float"])
    #expect(generated.parameterTypes.map(\.name) == ["int", "float"])
  }

  @Test func generatesExpressionsWithoutArguments() throws {
    try assertExpression("hello", [], "hello")
    try assertExpression("\\(iii)", [], "(iii)")
    try assertExpression("\\{iii}", [], "{iii}")
  }

  @Test func escapesSlashes() throws {
    let ints = (1...3).map { Info(type: "Int", name: "int", count: $0) }
    try assertExpression("The {int}\\/{int}\\/{int} hey", ints, "The 1814/05/17 hey")
  }

  @Test func generatesIntFloatAndString() throws {
    try assertExpression(
      "I have {int} cukes and {float} euro",
      [Info(type: "Int", name: "int", count: 1), Info(type: "Float", name: "float", count: 1)],
      "I have 2 cukes and 1.5 euro")
    try assertExpression(
      "I like {string} and {string}",
      [
        Info(type: "String", name: "string", count: 1),
        Info(type: "String", name: "string", count: 2),
      ],
      "I like \"bangers\" and 'mash'")
    try assertExpression(
      "I am {int}%% foobar", [Info(type: "Int", name: "int", count: 1)], "I am 20%% foobar")
    try assertExpression("{int}", [Info(type: "Int", name: "int", count: 1)], "99999")
    try assertExpression(
      "I have {float} cukes and {float} euro",
      [Info(type: "Float", name: "float", count: 1), Info(type: "Float", name: "float", count: 2)],
      "I have 2.5 cukes and 1.5 euro")
  }

  @Test func generatesCustomType() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(
      ParameterType(name: "currency", regexps: ["[A-Z]{3}"]) { Currency(code: $0) })
    try assertExpression(
      "I have a {currency} account", [Info(type: "Currency", name: "currency", count: 1)],
      "I have a EUR account", registry: registry)
  }

  @Test func prefersLeftmostMatchWhenThereIsOverlap() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "currency", regexps: ["c d"]) { Currency(code: $0) })
    try registry.define(ParameterType(name: "date", regexps: ["b c"]) { $0 })
    try assertExpression(
      "a {date} d e f g", [Info(type: "String", name: "date", count: 1)], "a b c d e f g",
      registry: registry)
  }

  @Test func generatesAllCombinations() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "currency", regexps: ["x"]) { $0 })
    try registry.define(ParameterType(name: "date", regexps: ["x"]) { $0 })
    #expect(
      sources("I have x and x and another x", registry) == [
        "I have {currency} and {currency} and another {currency}",
        "I have {currency} and {currency} and another {date}",
        "I have {currency} and {date} and another {currency}",
        "I have {currency} and {date} and another {date}",
        "I have {date} and {currency} and another {currency}",
        "I have {date} and {currency} and another {date}",
        "I have {date} and {date} and another {currency}",
        "I have {date} and {date} and another {date}",
      ])
  }

  @Test func matchesParameterTypesWithOptionalCaptureGroups() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "optional-flight", regexps: ["(1st flight)?"]) { $0 })
    try registry.define(ParameterType(name: "optional-hotel", regexps: ["(1 hotel)?"]) { $0 })
    #expect(
      sources("I reach Stage 4: 1st flight -1 hotel", registry).first
        == "I reach Stage {int}: {optional-flight} {int} hotel")
  }

  @Test func generatesAtMost256Expressions() throws {
    var registry = ParameterTypeRegistry()
    for index in 0..<4 {
      try registry.define(
        ParameterType(name: "my-type-\(index)", regexps: ["([a-z] )*?[a-z]"]) { $0 })
    }
    #expect(sources("a s i m p l e s t e p", registry).count == 256)
  }

  @Test func prefersExpressionWithLongestNonEmptyMatch() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "zero-or-more", regexps: ["[a-z]*"]) { $0 })
    try registry.define(ParameterType(name: "exactly-one", regexps: ["[a-z]"]) { $0 })
    #expect(
      sources("a simple step", registry) == [
        "{exactly-one} {zero-or-more} {zero-or-more}",
        "{zero-or-more} {zero-or-more} {zero-or-more}",
      ])
  }

  @Test(arguments: [
    ("I download a picture", "I download a picture"),
    ("I watch the muppet show", "I watch the muppet show"),
    ("I create a group", "I create a group"),
    ("When I go down the road", "When I go {direction} the road"),
    ("When I walk up the hill", "When I walk {direction} the hill"),
    ("up the hill, the road goes down", "{direction} the hill, the road goes {direction}"),
    ("direction is:down", "direction is:{direction}"),
    ("direction is down.", "direction is {direction}."),
  ])
  func suggestsParametersOnlyForWholeWords(text: String, expected: String) throws {
    #expect(sources(text, try direction()) == [expected])
  }
}

/// Long step texts: the generator's cost stays bounded and its suggestions stay those of short texts.
@Suite("Cucumber Expression generator on long texts")
struct CucumberExpressionGeneratorLengthTests {
  /// Words with the parameter each becomes, `nil` for plain text (a number inside a word is text).
  static let words: [(text: String, parameter: String?)] = [
    ("alpha", nil), ("12", "{int}"), ("3.5", "{float}"), (#""quoted text""#, "{string}"),
    ("-7", "{int}"), ("x12", nil), ("beta/gamma", nil), ("(note)", nil),
  ]

  @Test(arguments: [1, 2, 3, 4, 5])
  func aLongTextGetsEveryParameterOfItsWords(seed: UInt64) throws {
    var generator = SeededRandomNumberGenerator(seed: seed)
    var text = ""
    var expected = ""
    while text.utf16.count < 900 {
      let word = try #require(Self.words.randomElement(using: &generator))
      if !text.isEmpty {
        text += " "
        expected += " "
      }
      text += word.text
      expected +=
        word.parameter
        ?? word.text.replacingOccurrences(of: "/", with: "\\/").replacingOccurrences(
          of: "(", with: "\\(")
    }
    let generated = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
      .generateExpressions(text)
    #expect(generated.first?.source == expected)
  }

  @Test func aTextPastTheLimitIsSuggestedAsPlainText() {
    let text = String(repeating: "I have 2 cukes ", count: 80)
    #expect(text.utf16.count > CucumberExpressionGenerator.maximumLength)
    let generated = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
      .generateExpressions(text)
    #expect(generated.map(\.source) == [text])
    #expect(generated.first?.parameterInfos == [])
  }
}
