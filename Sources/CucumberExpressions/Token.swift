/// A lexical token of a Cucumber Expression, as produced by ``CucumberExpressionTokenizer``.
///
/// `start` and `end` count Unicode code points (scalars) from the start of the expression.
package struct Token: Sendable, Equatable {
  /// The kinds of token; the raw values are the names used by the official test data.
  package enum Kind: String, Sendable {
    /// The start of the expression (always the first token).
    case startOfLine = "START_OF_LINE"
    /// The end of the expression (always the last token).
    case endOfLine = "END_OF_LINE"
    /// A run of spaces.
    case whiteSpace = "WHITE_SPACE"
    /// `(`, which opens optional text.
    case beginOptional = "BEGIN_OPTIONAL"
    /// `)`, which closes optional text.
    case endOptional = "END_OPTIONAL"
    /// `{`, which opens a parameter.
    case beginParameter = "BEGIN_PARAMETER"
    /// `}`, which closes a parameter.
    case endParameter = "END_PARAMETER"
    /// `/`, which separates alternatives.
    case alternation = "ALTERNATION"
    /// Any other text, with escapes resolved.
    case text = "TEXT"

    /// The kind of token an unescaped code point starts.
    static func of(_ scalar: Unicode.Scalar) -> Kind {
      switch scalar {
      case " ": .whiteSpace
      case "/": .alternation
      case "{": .beginParameter
      case "}": .endParameter
      case "(": .beginOptional
      case ")": .endOptional
      default: .text
      }
    }

    /// Whether a backslash may escape `scalar`.
    static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\\" || of(scalar) != .text
    }

    /// The character of a delimiter token, for error messages.
    var symbol: String {
      switch self {
      case .beginOptional: "("
      case .endOptional: ")"
      case .beginParameter: "{"
      case .endParameter: "}"
      case .alternation: "/"
      default: ""
      }
    }

    /// What a delimiter token is for, for error messages.
    var purpose: String {
      switch self {
      case .beginOptional, .endOptional: "optional text"
      case .beginParameter, .endParameter: "a parameter"
      case .alternation: "alternation"
      default: ""
      }
    }
  }

  /// The kind of token.
  package let kind: Kind
  /// The token's text with escapes removed.
  package let text: String
  /// The code-point offset where the token starts.
  package let start: Int
  /// The code-point offset just past the token.
  package let end: Int

  /// Creates a token.
  package init(kind: Kind, text: String, start: Int, end: Int) {
    self.kind = kind
    self.text = text
    self.start = start
    self.end = end
  }
}
