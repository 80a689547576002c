import CucumberExpressions

/// The words of a step text or of a step definition, as "did you mean" compares them: lowercased
/// words without the punctuation around them, with quoted text, numbers and parameters as
/// placeholders, so that `I add "milk" 2 times` and `I add {string} {int} time(s)` have the same
/// words.
enum StepWord: Equatable {
  /// A word, lowercased.
  case text(String)
  /// Words a pattern allows in one place (`in/on`).
  case alternatives([String])
  /// Quoted text (`"milk"`, `'milk'`).
  case quoted
  /// A number (`2`, `-1.5`).
  case number
  /// A parameter of a pattern (`{int}`), by name; `""` for `{}` and a regular expression's group.
  case parameter(String)

  /// The most words a text is split into; a longer step gets no suggestion.
  static let limit = 32
  /// The most characters of a text that are read.
  static let characterLimit = 1_000

  /// The words of a step text, or `nil` when it has more than ``limit`` words or
  /// ``characterLimit`` characters.
  static func words(ofStep text: String) -> [StepWord]? {
    guard text.utf8.count <= characterLimit * 4, text.count <= characterLimit else { return nil }
    return scan(Array(text.unicodeScalars), inPattern: false)
  }

  /// The words of a pattern: a Cucumber Expression with each parameter a placeholder and each
  /// optional text kept (`cuke(s)` is `cukes`), or a regular expression with each group a
  /// placeholder. At most ``limit`` + 1 words, so that a longer pattern still compares as long.
  static func words(ofPattern pattern: StepPattern) -> [StepWord] {
    let flat: String
    switch pattern {
    case .cucumberExpression(let source):
      flat = (try? CucumberExpressionParser.parse(source)).map(flatten) ?? source
    case .regularExpression(let source):
      flat = flattenRegex(source)
    }
    return scan(
      Array(flat.unicodeScalars.prefix(characterLimit)), inPattern: true, truncating: true)
      ?? []
  }

  private static let parameterStart: Unicode.Scalar = "\u{E000}"
  private static let parameterEnd: Unicode.Scalar = "\u{E001}"

  /// The expression's text with each parameter between the placeholder marks and each
  /// alternation's alternatives joined by `/`.
  private static func flatten(_ node: Node) -> String {
    switch node.kind {
    case .text: node.token ?? ""
    case .parameter: " \(parameterStart)\(node.text)\(parameterEnd) "
    case .alternation: (node.nodes ?? []).map(flatten).joined(separator: "/")
    case .optional, .alternative, .expression: (node.nodes ?? []).map(flatten).joined()
    }
  }

  /// A regular expression's text without its anchors, each top-level group a placeholder, and
  /// without backslashes and quantifiers.
  private static func flattenRegex(_ source: String) -> String {
    var scalars = Array(source.unicodeScalars)
    if scalars.first == "^" { scalars.removeFirst() }
    if scalars.last == "$" { scalars.removeLast() }
    var flat = String.UnicodeScalarView()
    var depth = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\\" {
        if depth == 0, index < scalars.count { flat.append(scalars[index]) }
        index += 1
      } else if scalar == "(" {
        if depth == 0 {
          flat.append(contentsOf: " \(parameterStart)\(parameterEnd) ".unicodeScalars)
        }
        depth += 1
      } else if scalar == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0, !"?*+".unicodeScalars.contains(scalar) {
        flat.append(scalar)
      }
    }
    return String(flat)
  }

  /// Splits `scalars` into words; `nil` when there are more than ``limit`` of them, unless
  /// `truncating`, which stops after ``limit`` + 1.
  private static func scan(
    _ scalars: [Unicode.Scalar], inPattern: Bool, truncating: Bool = false
  ) -> [StepWord]? {
    var words: [StepWord] = []
    var current = String.UnicodeScalarView()
    var index = 0
    func finishWord() {
      defer { current.removeAll() }
      guard let word = word(String(current), inPattern: inPattern) else { return }
      words.append(word)
    }
    while index < scalars.count, words.count <= limit {
      let scalar = scalars[index]
      if scalar.properties.isWhitespace {
        finishWord()
        index += 1
      } else if inPattern, scalar == parameterStart {
        finishWord()
        let end = scalars[index...].firstIndex(of: parameterEnd) ?? scalars.count
        words.append(.parameter(String(String.UnicodeScalarView(scalars[(index + 1)..<end]))))
        index = end + 1
      } else if let end = closingQuote(scalars, at: index, wordStarted: !current.isEmpty) {
        finishWord()
        words.append(.quoted)
        index = end + 1
      } else {
        current.append(scalar)
        index += 1
      }
    }
    finishWord()
    guard words.count <= limit || truncating else { return nil }
    return Array(words.prefix(limit + 1))
  }

  /// The index of the quote that closes a quoted text opening at `index`: any `"`, or a `'` that
  /// starts a word and is closed before a word ends (not the apostrophe of `user's`).
  private static func closingQuote(_ scalars: [Unicode.Scalar], at index: Int, wordStarted: Bool)
    -> Int?
  {
    let quote = scalars[index]
    guard quote == "\"" || (quote == "'" && !wordStarted) else { return nil }
    guard let end = scalars[(index + 1)...].firstIndex(of: quote) else { return nil }
    if quote == "'", end + 1 < scalars.count, scalars[end + 1].properties.isAlphabetic {
      return nil
    }
    return end
  }

  /// A word without the punctuation around it: a number, words a pattern allows in one place, or
  /// the word lowercased; `nil` when nothing is left.
  private static func word(_ raw: String, inPattern: Bool) -> StepWord? {
    let scalars = Array(raw.unicodeScalars)
    guard let first = scalars.firstIndex(where: isWordScalar),
      let last = scalars.lastIndex(where: isWordScalar)
    else { return nil }
    let trimmed = String(String.UnicodeScalarView(scalars[first...last])).lowercased()
    if isNumber(trimmed) { return .number }
    if inPattern, trimmed.contains("/") {
      return .alternatives(trimmed.split(separator: "/").map(String.init))
    }
    return .text(trimmed)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// `12`, `-7`, `3.5`, `1,000`.
  private static func isNumber(_ text: String) -> Bool {
    let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    return body.first?.isNumber == true && body.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
  }
}
