import Gherkin
import TagExpressions

/// What a scenario's tags ask of the run besides choosing it: `@timeout:SECONDS` gives its steps a
/// timeout of their own, and the run's ``RunOptions/serialTags`` (`@serial` by default) make it run
/// alone when scenarios run side by side.
struct ScenarioRules: Sendable {
  /// The prefix of the tag that sets a scenario's own step timeout: `@timeout:30`.
  static let timeoutPrefix = "@timeout:"
  /// The longest timeout a tag may set: a day.
  static let longestTimeout = 86_400.0

  private let serial: TagExpression?

  /// Rules with no serial scenarios.
  init() { serial = nil }

  /// Rules whose serial scenarios are those `serialTags` matches.
  /// - Throws: ``RunProblem`` for an invalid tag expression.
  init(serialTags: String?) throws(RunProblem) {
    do {
      serial = try serialTags.map(TagExpression.parse)
    } catch {
      throw RunProblem("serial tags '\(serialTags ?? "")': \(error)")
    }
  }

  /// Whether a scenario tagged `tags` must run alone.
  func runsAlone(_ tags: Set<String>) -> Bool { serial?.evaluate(tags) ?? false }

  /// The step timeout that the tags of `testCase` set, or `nil` without a `@timeout:` tag. Of
  /// several, the last wins: the scenario's over its rule's over its feature's.
  /// - Throws: ``RunProblem`` at the scenario's file and line for a value that is not a number of
  ///   seconds above 0 and at most a day.
  func timeout(of testCase: TestCase) throws(RunProblem) -> Duration? {
    guard
      let tag = testCase.pickle.tags.last(where: { $0.name.hasPrefix(Self.timeoutPrefix) })?.name
    else { return nil }
    let value = tag.dropFirst(Self.timeoutPrefix.count)
    guard let seconds = Double(value), seconds > 0, seconds <= Self.longestTimeout else {
      throw RunProblem(
        "\(testCase.uri):\(testCase.line): the tag \(tag) needs a number of seconds above 0 and "
          + "at most \(Int(Self.longestTimeout)), such as @timeout:30",
        source: SourceReference(uri: testCase.uri, location: Location(line: testCase.line)))
    }
    return .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}
