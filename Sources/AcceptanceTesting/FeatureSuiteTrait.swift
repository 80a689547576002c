import Acceptance
import Foundation
public import Testing

#if compiler(>=6.1)
  /// Runs a ``FeatureSuite`` as one run around the test that carries it: the `beforeAll` hooks
  /// before its first scenario, the `afterAll` hooks after its last, and the reports of
  /// `ACCEPTANCE_FORMAT` written then, whole, however Swift Testing schedules the scenarios.
  ///
  /// ```swift
  /// import AcceptanceTesting
  /// import CalculatorSteps
  /// import Testing
  ///
  /// let calculator = FeatureSuite(steps: CalculatorSteps.registry, paths: ["Features"]) {
  ///   CalculatorWorld()
  /// }
  ///
  /// @Test(.acceptance(calculator), arguments: calculator.scenarios)
  /// func calculatorScenario(_ scenario: FeatureScenario) async {
  ///   await calculator.run(scenario)
  /// }
  /// ```
  ///
  /// On a `@Suite`, it runs around the suite's tests. An `afterAll` hook that fails, or a report
  /// that cannot be written, is an issue of the test.
  public struct FeatureSuiteTrait: TestTrait, SuiteTrait, TestScoping {
    private let suite: ObjectIdentifier
    /// Starts the run; returns what went wrong (a failed `beforeAll` hook, a report that cannot
    /// be opened).
    private let start: @Sendable () async -> [RunProblem]
    private let finish: @Sendable () async -> [RunProblem]
    /// The root of the suite's package, against which problems name their files.
    private let root: URL
    /// Whether a scenario recorded the start's problems (each one records them, as "not run").
    private let startProblemsRecorded: @Sendable () -> Bool

    init<World>(_ suite: FeatureSuite<World>) {
      self.suite = ObjectIdentifier(suite.session)
      start = { await suite.session.start() }
      finish = { await suite.finish() }
      root = suite.packageRoot
      startProblemsRecorded = { suite.notes.startProblemsRecorded }
    }

    /// Only the suite or test it is on: not each of a suite's tests.
    public var isRecursive: Bool { false }

    /// The scope of the whole test (all its cases) or suite, never of one case.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? self : nil
    }

    /// Starts the run, runs the test's cases, and finishes the run, even when the test throws.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      let startProblems = await start()
      do {
        try await SuiteScope.$open.withValue(SuiteScope.open.union([suite])) {
          try await function()
        }
      } catch {
        await end(startProblems)
        throw error
      }
      await end(startProblems)
    }

    /// Finishes the run; records its problems, and those of its start when no scenario did (none
    /// was selected), so that a failed `beforeAll` hook always fails the test.
    private func end(_ startProblems: [RunProblem]) async {
      if !startProblemsRecorded() {
        for problem in startProblems {
          recordProblem("not run: \(problem.message)", at: problem.source, root: root)
        }
      }
      for problem in await finish() {
        recordProblem(problem.message, at: problem.source, root: root)
      }
    }
  }

  extension Trait where Self == FeatureSuiteTrait {
    /// Runs `suite` as one run around this test: its `beforeAll` and `afterAll` hooks once, and
    /// its reports (`ACCEPTANCE_FORMAT`) written when the test's last case has run.
    public static func acceptance<World>(_ suite: FeatureSuite<World>) -> Self {
      FeatureSuiteTrait(suite)
    }
  }
#endif
