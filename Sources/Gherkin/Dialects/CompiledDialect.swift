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
  /// The keywords' bytes in one block, for matching without copying a ``Keyword`` (and
  /// retaining its three arrays and string) for each keyword tried.
  private let flat: FlatKeywords

  init(_ texts: [String], stepTypes: [String: StepKeywordType] = [:]) {
    keywords = texts.map { Keyword($0, stepType: stepTypes[$0]) }
    var firstBytes = [Bool](repeating: false, count: 256)
    for keyword in keywords {
      if let first = keyword.bytes.first { firstBytes[Int(first)] = true }
    }
    self.firstBytes = firstBytes
    flat = FlatKeywords(keywords)
  }

  /// Whether some keyword may start with `byte`.
  @inline(__always)
  func mayStart(with byte: UInt8) -> Bool { firstBytes[Int(byte)] }

  /// The first keyword (followed by `:` when `title`) that the text of `line` after its indent
  /// starts with, or nil.
  @inline(__always)
  func firstMatch(in line: GherkinLine, title: Bool) -> KeywordHit? {
    guard mayStart(with: line.firstByte), let base = line.bytes.baseAddress else { return nil }
    return flat.firstMatch(
      base + line.trimmedStart, count: line.end - line.trimmedStart, title: title)
  }
}

/// A keyword found at the start of a line.
struct KeywordHit {
  /// The keyword's length in bytes, without the `:` of a title.
  let count: Int
  let text: String
  let stepType: StepKeywordType?
}

/// Keywords as bytes in one block, each followed by `:` (its title form): immutable once made.
private final class FlatKeywords: @unchecked Sendable {
  private let bytes: UnsafeMutablePointer<UInt8>
  /// Where each keyword starts in `bytes`, its length without the `:`, its text (a keyword's
  /// text is short: most are small strings, copied without reference counting) and step kind.
  private let entries: UnsafeMutablePointer<Entry>
  private let count: Int

  private struct Entry {
    let start: Int
    let count: Int
    let text: String
    let stepType: StepKeywordType?
  }

  init(_ keywords: [Keyword]) {
    count = keywords.count
    bytes = .allocate(capacity: max(1, keywords.reduce(0) { $0 + $1.bytes.count + 1 }))
    entries = .allocate(capacity: max(1, count))
    var offset = 0
    for (index, keyword) in keywords.enumerated() {
      let length = keyword.bytes.count
      (entries + index).initialize(
        to: Entry(start: offset, count: length, text: keyword.text, stepType: keyword.stepType))
      (bytes + offset).initialize(from: keyword.titleBytes, count: length + 1)
      offset += length + 1
    }
  }

  deinit {
    bytes.deallocate()
    entries.deinitialize(count: count)
    entries.deallocate()
  }

  /// The first keyword (with its `:` when `title`) that `text` starts with.
  @inline(__always)
  func firstMatch(_ text: UnsafePointer<UInt8>, count available: Int, title: Bool) -> KeywordHit? {
    let extra = title ? 1 : 0
    for index in 0..<count {
      let start = entries[index].start
      let length = entries[index].count
      let needed = length &+ extra
      guard needed <= available else { continue }
      let keyword = bytes + start
      var offset = 0
      while offset < needed && text[offset] == keyword[offset] { offset &+= 1 }
      if offset == needed {
        return KeywordHit(
          count: length, text: entries[index].text, stepType: entries[index].stepType)
      }
    }
    return nil
  }
}

/// Which keyword groups of a dialect have a keyword starting with a given byte.
struct StartingGroups: OptionSet {
  let rawValue: UInt8
  static let feature = StartingGroups(rawValue: 1)
  static let background = StartingGroups(rawValue: 2)
  static let rule = StartingGroups(rawValue: 4)
  static let scenario = StartingGroups(rawValue: 8)
  static let examples = StartingGroups(rawValue: 16)
  static let steps = StartingGroups(rawValue: 32)
}

/// A dialect's keywords prepared for the token matchers: byte forms and step keyword kinds.
final class CompiledDialect: @unchecked Sendable {
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
  /// For each byte, the ``StartingGroups`` with a keyword starting with it: a line is tested
  /// against a group only past this check, which reads no reference-counted value. Never freed
  /// while the dialect lives, and compiled dialects live as long as the process.
  let startingGroups: UnsafePointer<StartingGroups>

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
    let table = UnsafeMutablePointer<StartingGroups>.allocate(capacity: 256)
    table.initialize(repeating: [], count: 256)
    for (group, set) in [
      (feature, StartingGroups.feature), (background, .background), (rule, .rule),
      (scenario, .scenario), (examples, .examples), (steps, .steps),
    ] {
      for keyword in group.keywords {
        if let first = keyword.bytes.first { table[Int(first)].insert(set) }
      }
    }
    startingGroups = UnsafePointer(table)
  }

  deinit { startingGroups.deallocate() }

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
