/// ICU's character classes, as the regexps of the built-in parameter types use them, decided per
/// scalar for ``ScalarMatcher``.
enum ScalarClasses {
  /// ICU's `\d`: a decimal digit of any script.
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ("0"..."9").contains(scalar) }
    return scalar.properties.generalCategory == .decimalNumber
  }

  /// ICU's `\s`: `\p{White_Space}` (its documentation says `[\t\n\f\r\p{Z}]`, but the engine also
  /// takes the vertical tab and U+0085).
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\t", "\n", "\u{0B}", "\u{0C}", "\r", " ": true
    default: !scalar.isASCII && scalar.properties.isWhitespace
    }
  }

  /// The line terminators that ICU's `.` does not match.
  static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
    default: false
    }
  }
}
