import Synchronization

/// A keyword with its UTF-8 bytes, ready for byte-level matching.
struct Keyword: Sendable {
  let text: String
  let bytes: [UInt8]
  /// The keyword followed by `:`, as title lines write it.
  let titleBytes: [UInt8]
  /// For step keywords: the kind, `unknown` when the keyword is in several lists.
  let stepType: StepKeywordType?

  init(_ text: String, stepType: StepKeywordType? = nil) {
    self.text = text
    self.stepType = stepType
    bytes = Array(text.utf8)
    titleBytes = bytes + [UInt8(ascii: ":")]
  }
}

/// A list of keywords plus the set of their first bytes, to reject most lines with one lookup.
struct KeywordGroup: Sendable {
  let keywords: [Keyword]
  private let firstBytes: [Bool]

  init(_ texts: [String], stepTypes: [String: StepKeywordType] = [:]) {
    keywords = texts.map { Keyword($0, stepType: stepTypes[$0]) }
    var firstBytes = [Bool](repeating: false, count: 256)
    for keyword in keywords {
      if let first = keyword.bytes.first { firstBytes[Int(first)] = true }
    }
    self.firstBytes = firstBytes
  }

  /// Whether some keyword may start with `byte`.
  @inline(__always)
  func mayStart(with byte: UInt8) -> Bool { firstBytes[Int(byte)] }
}

/// A dialect's keywords prepared for the token matchers: byte forms and step keyword kinds.
final class CompiledDialect: Sendable {
  let name: String
  let feature: KeywordGroup
  let background: KeywordGroup
  let rule: KeywordGroup
  /// Scenario keywords followed by scenario outline keywords.
  let scenario: KeywordGroup
  let examples: KeywordGroup
  /// Every step keyword, longest first (UTF-16 length, stable), as the reference sorts them.
  let steps: KeywordGroup
  /// The step keywords except `* `, without duplicates, longest first (for Markdown).
  let markdownSteps: KeywordGroup

  init(_ dialect: GherkinDialect) {
    name = dialect.language
    feature = KeywordGroup(dialect.feature)
    background = KeywordGroup(dialect.background)
    rule = KeywordGroup(dialect.rule)
    scenario = KeywordGroup(dialect.scenario + dialect.scenarioOutline)
    examples = KeywordGroup(dialect.examples)
    let all = dialect.given + dialect.when + dialect.then + dialect.and + dialect.but
    var kinds: [String: [StepKeywordType]] = [:]
    for (list, kind) in [
      (dialect.given, StepKeywordType.context), (dialect.when, .action), (dialect.then, .outcome),
      (dialect.and + dialect.but, .conjunction),
    ] {
      for keyword in list { kinds[keyword, default: []].append(kind) }
    }
    let stepTypes = kinds.mapValues { $0.count == 1 ? $0[0] : .unknown }
    steps = KeywordGroup(Self.longestFirst(all), stepTypes: stepTypes)
    var seen: Set<String> = []
    let unique = all.filter { $0 != "* " && seen.insert($0).inserted }
    markdownSteps = KeywordGroup(Self.longestFirst(unique), stepTypes: stepTypes)
  }

  private static func longestFirst(_ keywords: [String]) -> [String] {
    keywords.enumerated()
      .sorted { lhs, rhs in
        let (left, right) = (lhs.element.utf16.count, rhs.element.utf16.count)
        return left != right ? left > right : lhs.offset < rhs.offset
      }
      .map(\.element)
  }

  /// The dialects compiled so far: each is compiled when a file first asks for it.
  private static let cache = Mutex<[String: CompiledDialect]>([:])

  /// The compiled dialect for a language code, or nil when there is no such language.
  static func named(_ language: String) -> CompiledDialect? {
    cache.withLock { cache in
      if let compiled = cache[language] { return compiled }
      guard let dialect = GherkinDialect.named(language) else { return nil }
      let compiled = CompiledDialect(dialect)
      cache[language] = compiled
      return compiled
    }
  }
}
