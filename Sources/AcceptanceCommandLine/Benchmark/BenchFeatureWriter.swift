import Acceptance
import Gherkin
import VirtualTime

/// Writes the text of one benchmark feature file in a given dialect.
struct BenchFeatureWriter {
  let dialect: GherkinDialect
  var random: SeededRandomNumberGenerator
  let index: Int
  private var text = ""

  private static let words = [
    "account", "balance", "user", "order", "payment", "invoice", "customer", "basket", "item",
    "price", "discount", "report", "session", "token", "profile", "address", "delivery", "stock",
    "warehouse", "refund", "subscription", "plan", "email", "notification", "café", "naïve",
  ]

  init(dialect: GherkinDialect, random: SeededRandomNumberGenerator, index: Int) {
    self.dialect = dialect
    self.random = random
    self.index = index
  }

  mutating func feature(targetBytes: Int) -> String {
    if dialect.language != "en" { text += "# language: \(dialect.language)\n" }
    text += "@feature-\(index) @smoke\n"
    text += "\(first(dialect.feature)): Feature number \(index) about \(phrase(3))\n"
    text += "  As a \(phrase(2)) I want \(phrase(4))\n  so that \(phrase(5)).\n\n"
    background(indent: "  ")
    while text.utf8.count < targetBytes * 2 / 3 { scenario(indent: "  ") }
    text += "  # Rules group the remaining scenarios\n"
    text += "  @rule-tag\n  \(first(dialect.rule)): \(phrase(3))\n\n"
    background(indent: "    ")
    while text.utf8.count < targetBytes { scenario(indent: "    ") }
    return text
  }

  private mutating func background(indent: String) {
    text += "\(indent)\(first(dialect.background)):\n"
    step(indent + "  ", kind: dialect.given)
    step(indent + "  ", kind: dialect.and)
    text += "\n"
  }

  private mutating func scenario(indent: String) {
    let outline = random.below(3) == 0
    text += "\(indent)@scenario-\(random.below(1000))\n"
    if outline {
      text += "\(indent)\(first(dialect.scenarioOutline)): \(phrase(4)) <name>\n"
    } else {
      text += "\(indent)\(first(dialect.scenario)): \(phrase(5))\n"
    }
    if random.below(4) == 0 { text += "\(indent)  \(phrase(8)).\n\n" }
    let inner = indent + "  "
    step(inner, kind: dialect.given, placeholder: outline)
    if random.below(3) == 0 { table(inner + "  ", rows: 2 + random.below(4), columns: 3) }
    step(inner, kind: dialect.when, placeholder: outline)
    if random.below(4) == 0 { docString(inner + "  ") }
    text += "\(inner)# \(phrase(3))\n"
    step(inner, kind: dialect.then, placeholder: outline)
    step(inner, kind: dialect.but)
    if outline {
      text += "\n\(inner)@examples\n\(inner)\(first(dialect.examples)): \(phrase(2))\n"
      text += "\(inner)  | name | amount | result |\n"
      for row in 0..<(2 + random.below(4)) {
        text += "\(inner)  | \(phrase(1))\(row) | \(random.below(1000)) | \\|\(phrase(1)) |\n"
      }
    }
    text += "\n"
  }

  private mutating func step(_ indent: String, kind: [String], placeholder: Bool = false) {
    let keyword = first(kind, skippingStar: true)
    let tail = placeholder ? " with <amount> and \"<result>\"" : " \(random.below(100))"
    text += "\(indent)\(keyword)\(phrase(6))\(tail)\n"
  }

  private mutating func table(_ indent: String, rows: Int, columns: Int) {
    for _ in 0..<rows {
      text += indent + "|"
      for _ in 0..<columns { text += " \(phrase(1)) |" }
      text += "\n"
    }
  }

  private mutating func docString(_ indent: String) {
    let fence = random.below(2) == 0 ? "\"\"\"" : "```"
    text += "\(indent)\(fence)json\n"
    text += "\(indent){\n\(indent)  \"\(phrase(1))\": \"\(phrase(4))\",\n"
    text += "\(indent)  \"count\": \(random.below(500))\n\(indent)}\n\(indent)\(fence)\n"
  }

  private mutating func phrase(_ count: Int) -> String {
    (0..<count).map { _ in random.pick(Self.words) }.joined(separator: " ")
  }

  private func first(_ keywords: [String], skippingStar: Bool = false) -> String {
    keywords.first { !skippingStar || $0 != "* " } ?? keywords.first ?? ""
  }
}
