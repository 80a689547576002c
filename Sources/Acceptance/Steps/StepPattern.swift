import CucumberExpressions

/// The text pattern of a step definition: a Cucumber Expression (a string literal) or a regular
/// expression (`.regex("^I have (\\d+) cukes$")`).
public enum StepPattern: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// A Cucumber Expression such as `I have {int} cuke(s)`.
  case cucumberExpression(String)
  /// A regular expression; its capture groups become the arguments.
  case regularExpression(String)

  /// A regular expression pattern.
  public static func regex(_ pattern: String) -> StepPattern { .regularExpression(pattern) }

  public init(stringLiteral value: String) { self = .cucumberExpression(value) }

  /// The pattern as written.
  public var source: String {
    switch self {
    case .cucumberExpression(let source), .regularExpression(let source): source
    }
  }

  public var description: String {
    switch self {
    case .cucumberExpression(let source): source
    case .regularExpression(let source): "/\(source)/"
    }
  }
}
