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
    dialects(in: nil).map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })

  /// The dialect for `language`, or nil when gherkin-languages.json has no such language.
  ///
  /// Only that language's paragraph of the table is read: a run in one language does not make
  /// the thousand keyword strings of the others.
  public static func named(_ language: String) -> GherkinDialect? {
    dialects(in: language).first
  }

  /// The dialects of ``table``, in its order: all of them, or those of `language`.
  private static func dialects(in language: String?) -> [GherkinDialect] {
    let lines = table.utf8.split(separator: UInt8(ascii: "\n"))
    let header = language.map { Array($0.utf8) + [UInt8(ascii: "|")] }
    // A paragraph's lines: its header, then one per kind of keyword.
    let linesPerDialect = 12
    return stride(from: 0, to: lines.count, by: linesPerDialect).compactMap { first in
      if let header, !lines[first].starts(with: header) { return nil }
      func fields(_ line: Int) -> [String] {
        lines[first + line].split(separator: UInt8(ascii: "|")).map {
          String(decoding: $0, as: UTF8.self)
        }
      }
      let names = fields(0)
      return GherkinDialect(
        language: names[0], name: names[1], native: names[2], feature: fields(1),
        background: fields(2), rule: fields(3), scenario: fields(4), scenarioOutline: fields(5),
        examples: fields(6), given: fields(7), when: fields(8), then: fields(9), and: fields(10),
        but: fields(11))
    }
  }
}
