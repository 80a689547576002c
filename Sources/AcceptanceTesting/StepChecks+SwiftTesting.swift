public import Acceptance
import Synchronization
import Testing

extension StepChecks {
  /// Swift Testing's checks: a failed `#expect` or `#require` inside a step fails that step, with
  /// the check's message and the line of the Swift code, instead of being recorded beside a step
  /// that passed.
  ///
  /// The issue the check recorded is taken as known (it is the step's failure now, recorded at the
  /// step's `.feature` line), so each failure is counted once. A check that fails after its step
  /// has returned (in a task the step left running) is recorded as it is, an issue of the test.
  public static let swiftTesting = StepChecks { code in
    let issues = StepIssues()
    var thrown: (any Error)?
    await keepingChecks(in: issues) {
      do { try await step(code, in: issues) } catch { thrown = error }
    }
    if let thrown { throw thrown }
  }

  /// Runs one scenario's `run` (the runner's call) under Swift Testing's checks, with one
  /// known-issue scope around the whole scenario instead of one per step: a check that fails while
  /// a step, a hook or the world's initializer runs fails that step, as with ``swiftTesting``; one
  /// that fails while none runs (in a task a step left running) is recorded as it is, an issue of
  /// the test.
  ///
  /// For the Swift Testing bridge, which runs each scenario as a test case of its own: a scope per
  /// step made a run of thousands of scenarios about 4 % slower.
  static func swiftTestingScenario(_ run: () async -> [TestCaseResult]) async -> [TestCaseResult] {
    let issues = StepIssues()
    let checks = StepChecks { code in try await step(code, in: issues) }
    var results: [TestCaseResult] = []
    await keepingChecks(in: issues) { results = await checks.during(run) }
    return results
  }

  /// Runs `body` in a known-issue scope that keeps the checks failing in it for the step running
  /// then, in `issues`.
  private static func keepingChecks(
    in issues: StepIssues, isolation: isolated (any Actor)? = #isolation,
    _ body: () async -> Void
  ) async {
    await withKnownIssue(
      "a check inside a step fails the step", isIntermittent: true, isolation: isolation
    ) {
      await body()
    } matching: { issue in
      issues.keep(issue)
    }
  }

  /// Runs `code` as a step whose failed checks `issues` keeps, and throws them as its failure, or
  /// else the error it threw.
  private static func step(
    _ code: @Sendable () async throws -> Void, in issues: StepIssues
  ) async throws {
    let step = issues.stepStarted()
    var thrown: (any Error)?
    do { try await code() } catch { thrown = error }
    let messages = issues.stepEnded(step)
    guard messages.isEmpty else { throw failure(messages) }
    if let thrown { throw thrown }
  }

  /// The issue's words and the line of Swift code that recorded it.
  fileprivate static func describe(_ issue: Issue) -> String {
    let words = (["\(issue.kind)"] + issue.comments.map(\.rawValue)).joined(separator: ": ")
    guard let location = issue.sourceLocation else { return words }
    return "\(words) (at \(location.fileID):\(location.line))"
  }
}

/// The checks that failed while a step ran, kept for it as its failure; while no step runs, a
/// check that fails is left to Swift Testing.
///
/// A check that fails while steps overlap (one that timed out still runs beside the next) goes to
/// the one that started last, and each step takes only its own when it ends, so that a step that
/// returns late never takes another's failures.
private final class StepIssues: Sendable {
  private struct State {
    /// The messages of each running step, by its number, and their numbers in the order they
    /// started.
    var running: [Int: [String]] = [:]
    var order: [Int] = []
    var next = 0
  }

  private let state = Mutex(State())

  /// Says that a step started, and returns its number: until it ends, the checks that fail are
  /// kept for it.
  func stepStarted() -> Int {
    state.withLock { state in
      defer { state.next += 1 }
      state.running[state.next] = []
      state.order.append(state.next)
      return state.next
    }
  }

  /// Says that the step numbered `step` ended, and returns the messages kept for it.
  func stepEnded(_ step: Int) -> [String] {
    state.withLock { state in
      state.order.removeAll { $0 == step }
      return state.running.removeValue(forKey: step) ?? []
    }
  }

  /// Keeps the message of `issue` for the step that started last and returns `true` while a step
  /// runs; otherwise returns `false`, so that Swift Testing records the issue as it is.
  func keep(_ issue: Issue) -> Bool {
    state.withLock { state in
      guard let step = state.order.last else { return false }
      state.running[step, default: []].append(StepChecks.describe(issue))
      return true
    }
  }
}
