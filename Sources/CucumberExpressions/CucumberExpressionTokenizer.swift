/// Splits a Cucumber Expression into ``Token``s, resolving backslash escapes.
///
/// ```swift
/// let tokens = try CucumberExpressionTokenizer.tokenize("I have {int} cukes")
/// // START_OF_LINE, TEXT "I", WHITE_SPACE, TEXT "have", WHITE_SPACE, BEGIN_PARAMETER, ...
/// ```
package enum CucumberExpressionTokenizer {
  /// The tokens of `expression`, from `START_OF_LINE` to `END_OF_LINE`.
  ///
  /// - Throws: ``CucumberExpressionError`` for an escape of a character that cannot be escaped,
  ///   or a backslash at the end of the expression.
  package static func tokenize(_ expression: String) throws -> [Token] {
    var state = State(expression: expression)
    var count = 0
    for scalar in expression.unicodeScalars {
      try state.consume(scalar)
      count += 1
    }
    if state.treatAsText {
      let last = count - 1
      throw ExpressionProblem.endOfLineEscaped.error(in: expression, start: last, end: last)
    }
    state.flushRemainingBuffer()
    if count == 0 {
      state.tokens.append(Token(kind: .startOfLine, text: "", start: 0, end: 0))
    }
    state.tokens.append(Token(kind: .endOfLine, text: "", start: count, end: count))
    return state.tokens
  }

  /// The tokenizer's progress through the expression.
  private struct State {
    let expression: String
    var tokens: [Token] = []
    var buffer = String.UnicodeScalarView()
    var bufferCount = 0
    var previousKind = Token.Kind.startOfLine
    var treatAsText = false
    var escaped = 0
    var bufferStart = 0

    init(expression: String) {
      self.expression = expression
    }

    mutating func consume(_ scalar: Unicode.Scalar) throws {
      if !treatAsText && scalar == "\\" {
        escaped += 1
        treatAsText = true
        return
      }
      let kind = try kindOf(scalar)
      treatAsText = false
      if shouldStartNewToken(kind) {
        tokens.append(convertBuffer(to: previousKind))
      }
      previousKind = kind
      buffer.append(scalar)
      bufferCount += 1
    }

    mutating func flushRemainingBuffer() {
      if bufferCount > 0 {
        tokens.append(convertBuffer(to: previousKind))
      }
    }

    private func kindOf(_ scalar: Unicode.Scalar) throws -> Token.Kind {
      guard treatAsText else { return Token.Kind.of(scalar) }
      guard Token.Kind.canEscape(scalar) else {
        let index = bufferStart + bufferCount + escaped
        throw ExpressionProblem.cannotEscape.error(in: expression, start: index, end: index)
      }
      return .text
    }

    private func shouldStartNewToken(_ kind: Token.Kind) -> Bool {
      kind != previousKind || (kind != .whiteSpace && kind != .text)
    }

    private mutating func convertBuffer(to kind: Token.Kind) -> Token {
      var escapes = 0
      if kind == .text {
        escapes = escaped
        escaped = 0
      }
      let end = bufferStart + bufferCount + escapes
      let token = Token(kind: kind, text: String(buffer), start: bufferStart, end: end)
      buffer = String.UnicodeScalarView()
      bufferCount = 0
      bufferStart = end
      return token
    }
  }
}
