import Synchronization

/// How a test framework's own checks inside a step (Swift Testing's `#expect` and `#require`,
/// XCTest's `XCTAssert…`) fail that step: a bridge runs each step and hook through its
/// ``StepChecks`` for the run, which catches the issues the framework recorded while the code ran
/// and throws them as the step's failure.
///
/// Without it, a failed `#expect` records an issue on the test while the step itself reports
/// "passed", and the rest of the scenario runs as if it had.
///
/// `FeatureSuite` and `XCTFeatureRunner` use theirs. A command line whose steps use `#expect` runs
/// under Swift Testing's checks (from `AcceptanceTesting`), since outside a test Swift Testing
/// drops a failed `#expect` silently:
///
/// ```swift
/// let code = await StepChecks.swiftTesting.during {
///   await RunCommand.main(
///     arguments: Array(CommandLine.arguments.dropFirst()), steps: CalculatorSteps.registry
///   ) { CalculatorWorld() }
/// }
/// ```
public struct StepChecks: Sendable {
  /// Runs `code`; throws the framework's failures recorded during it as one ``StepFailure``
  /// (or the error the code threw, when it recorded none).
  package typealias Wrap =
    @Sendable (_ code: @Sendable () async throws -> Void) async throws -> Void

  /// The wrapper of the run in this task, if a bridge set one.
  @TaskLocal package static var current: StepChecks?

  /// Runs the code through the framework's checks.
  let wrap: Wrap

  /// Checks that run code through `wrap`.
  package init(wrap: @escaping Wrap) { self.wrap = wrap }

  /// Checks that run the code through `inner`'s checks, inside these: a check of either framework
  /// that fails fails the step (with these checks' messages when both recorded some).
  package func enclosing(_ inner: StepChecks) -> StepChecks {
    StepChecks { code in try await wrap { try await inner.wrap(code) } }
  }

  /// Runs `run` (a whole run) with every step and hook in it under these checks.
  public func during<Result: Sendable>(
    isolation: isolated (any Actor)? = #isolation, _ run: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: run, isolation: isolation)
  }

  /// Runs `code` through the current task's checks, or directly when no bridge set any.
  @inline(__always)
  static func run(_ code: @Sendable () async throws -> Void) async throws {
    guard let checks = current else { return try await code() }
    try await checks.wrap(code)
  }

  /// Makes a value with `make` through the current task's checks (a world: a check that fails in
  /// its initializer fails it as a throw would), or directly when no bridge set any.
  static func value<Value: Sendable>(
    _ make: @Sendable () async throws -> Value
  ) async throws -> Value {
    guard let checks = current else { return try await make() }
    let made = Mutex<Value?>(nil)
    try await checks.wrap {
      let value = try await make()
      made.withLock { $0 = value }
    }
    // The checks return only when the code returned, having set the value.
    guard let value = made.withLock({ $0 }) else {
      throw StepFailure("the checks did not run the code")
    }
    return value
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
