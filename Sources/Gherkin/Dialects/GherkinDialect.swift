/// The keywords of one Gherkin spoken language, as listed in gherkin-languages.json.
public struct GherkinDialect: Sendable, Equatable {
  /// The language code used in `# language:` headers, e.g. `en` or `fr`.
  public let language: String
  /// The English name of the language.
  public let name: String
  /// The name of the language in that language.
  public let native: String
  /// Keywords that open a feature.
  public let feature: [String]
  /// Keywords that open a background.
  public let background: [String]
  /// Keywords that open a rule.
  public let rule: [String]
  /// Keywords that open a scenario.
  public let scenario: [String]
  /// Keywords that open a scenario outline.
  public let scenarioOutline: [String]
  /// Keywords that open an examples table.
  public let examples: [String]
  /// `Given` step keywords, with their trailing space.
  public let given: [String]
  /// `When` step keywords, with their trailing space.
  public let when: [String]
  /// `Then` step keywords, with their trailing space.
  public let then: [String]
  /// `And` step keywords, with their trailing space.
  public let and: [String]
  /// `But` step keywords, with their trailing space.
  public let but: [String]

  /// Creates a dialect from its keyword lists.
  public init(
    language: String, name: String, native: String,
    feature: [String], background: [String], rule: [String],
    scenario: [String], scenarioOutline: [String], examples: [String],
    given: [String], when: [String], then: [String], and: [String], but: [String]
  ) {
    self.language = language
    self.name = name
    self.native = native
    self.feature = feature
    self.background = background
    self.rule = rule
    self.scenario = scenario
    self.scenarioOutline = scenarioOutline
    self.examples = examples
    self.given = given
    self.when = when
    self.then = then
    self.and = and
    self.but = but
  }

  /// Every known dialect, keyed by language code.
  public static let all: [String: GherkinDialect] = Dictionary(
    generated.map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })

  /// The dialect for `language`, or nil when gherkin-languages.json has no such language.
  public static func named(_ language: String) -> GherkinDialect? {
    all[language]
  }
}
