import Acceptance
import CucumberExpressions
import VirtualTime

/// Measures how fast step text is matched, to check a build (use a release build for real
/// figures).
///
/// ```swift
/// let figures = try ExpressionBenchmark.run()
/// print(figures.microsecondsPerMatch, figures.microsecondsPerMiss)
/// ```
package enum ExpressionBenchmark {
  /// The average time of one `match`, in microseconds.
  package struct Figures: Sendable {
    /// `I add {int}` matching `I add 3`, arguments and typed value included.
    package let microsecondsPerMatch: Double
    /// `I subtract {int} from {int}` failing to match `I add 3`.
    package let microsecondsPerMiss: Double
    /// `^I add (-?\d+)$` matching `I add 3`, typed value included.
    package let microsecondsPerRegularExpressionMatch: Double
  }

  /// Runs each measurement `iterations` times.
  package static func run(iterations: Int = 100_000) throws -> Figures {
    let registry = ParameterTypeRegistry()
    let hit = try CucumberExpression("I add {int}", registry: registry)
    let miss = try CucumberExpression("I subtract {int} from {int}", registry: registry)
    let regex = try RegularExpression(#"^I add (-?\d+)$"#, registry: registry)
    return Figures(
      microsecondsPerMatch: try measure(hit, iterations),
      microsecondsPerMiss: try measure(miss, iterations),
      microsecondsPerRegularExpressionMatch: try measure(regex, iterations))
  }

  private static func measure(_ expression: some StepExpression, _ iterations: Int) throws
    -> Double
  {
    var matched = 0
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      for _ in 0..<iterations {
        if let arguments = expression.match("I add 3"), try arguments[0].value() != nil {
          matched += 1
        }
      }
    }
    withExtendedLifetime(matched) {}
    return elapsed.seconds * 1e6 / Double(max(iterations, 1))
  }
}
