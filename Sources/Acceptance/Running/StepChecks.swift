/// How a test framework's own checks inside a step (Swift Testing's `#expect` and `#require`,
/// XCTest's `XCTAssert…`) fail that step: a bridge runs each step and hook through its
/// ``StepChecks`` for the run, which catches the issues the framework recorded while the code ran
/// and throws them as the step's failure.
///
/// Without it, a failed `#expect` records an issue on the test while the step itself reports
/// "passed", and the rest of the scenario runs as if it had.
package struct StepChecks: Sendable {
  /// Runs `code`; throws the framework's failures recorded during it as one ``StepFailure``
  /// (or the error the code threw, when it recorded none).
  package typealias Wrap =
    @Sendable (_ code: @Sendable () async throws -> Void) async throws -> Void

  /// The wrapper of the run in this task, if a bridge set one.
  @TaskLocal package static var current: StepChecks?

  /// Runs the code through the framework's checks.
  package let wrap: Wrap

  /// Checks that run code through `wrap`.
  package init(wrap: @escaping Wrap) { self.wrap = wrap }

  /// Runs `code` through the current task's checks, or directly when no bridge set any.
  static func run(_ code: @Sendable () async throws -> Void) async throws {
    guard let checks = current else { return try await code() }
    try await checks.wrap(code)
  }

  /// The failure for the `messages` a framework recorded while a step ran.
  package static func failure(_ messages: [String]) -> StepFailure {
    StepFailure(
      messages.count == 1
        ? messages[0]
        : "\(messages.count) checks failed:\n"
          + messages.map { "  - \($0)" }.joined(separator: "\n"))
  }
}
