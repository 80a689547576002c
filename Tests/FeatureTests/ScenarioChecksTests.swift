import Acceptance
import AppSteps
import AppTesting
import Foundation
import ProfileApp
import Synchronization
import TestSupport
import Testing

/// The checks after every scenario, and the catalog's examples, run on small features written here.
@Suite struct ScenarioChecksTests {
  /// Runs `steps` as the one scenario of a feature, with `tags`, and returns the summary.
  private func run(
    _ steps: String, tags: String = "", dryRun: Bool = false,
    makeWorld: @escaping @Sendable () async -> AppWorld = { AppWorld() },
    failures: FailureLog = FailureLog()
  ) async throws -> RunSummary {
    let folder = try TemporaryFolder(
      "scenario-checks",
      files: ["check.feature": "Feature: checks\n\n  \(tags)\n  Scenario: one\n\(steps)\n"])
    var options = RunOptions.appTests
    options.paths = [FeaturePath(parsing: folder.path("check.feature"))]
    options.dryRun = dryRun
    let runner = Runner(
      steps: AppSteps.library().registry, options: options, reporters: [failures],
      makeWorld: makeWorld)
    return await runner.run()
  }

  private let slowLogin = """
        Given a user is registered with email "ada@example.com" and password "Secret1"
        And the login service takes 1.5 seconds to answer
        When user enters correct email and password and taps on login button
        And the request completes
        Then app should navigate to home screen
    """

  @Test func aCallOverTheBudgetFailsTheScenario() async throws {
    let failures = FailureLog()
    let summary = try await run(slowLogin, failures: failures)
    #expect(summary.scenarios[.failed] == 1)
    #expect(failures.messages.first?.contains("took longer than the latency budget") == true)
  }

  @Test func aSlowCallStillInFlightAtTheEndIsMeasuredToo() async throws {
    let summary = try await run(
      slowLogin.replacingOccurrences(of: "    And the request completes\n", with: "")
        .replacingOccurrences(
          of: "Then app should navigate to home screen",
          with: "Then the loading indicator should appear"))
    #expect(summary.scenarios[.failed] == 1)
  }

  @Test func theSlowServiceTagAllowsIt() async throws {
    let summary = try await run(slowLogin, tags: "@slow-service")
    #expect(summary.scenarios[.passed] == 1)
  }

  @Test func aStepAllowsIt() async throws {
    let summary = try await run(
      "    Given the service is allowed to exceed the budget\n" + slowLogin)
    #expect(summary.scenarios[.passed] == 1)
  }

  private let brokenSignup = """
        Given the user is on the Login screen
        When the user taps the "Sign up" button
    """

  @Test func aScreenWithoutLabelsFailsTheScenario() async throws {
    let failures = FailureLog()
    let summary = try await run(brokenSignup, makeWorld: BrokenSignup.world, failures: failures)
    #expect(summary.scenarios[.failed] == 1)
    #expect(
      failures.messages.first?.contains("Sign up screen: button \"signup.submit\" has no label")
        == true)
  }

  @Test func theExemptTagAllowsIt() async throws {
    let summary = try await run(brokenSignup, tags: "@a11y-exempt", makeWorld: BrokenSignup.world)
    #expect(summary.scenarios[.passed] == 1)
  }

  @Test(arguments: [
    (
      "When 99999999999999999999999 minutes pass",
      "99999999999999999999999 minutes is longer than the clock can run"
    ),
    (
      "Then the login service should have been called 99999999999999999999999 times",
      "Cannot convert '99999999999999999999999' to {int} (Int)"
    ),
    (
      #"When the user enters "ab" repeated 9223372036854775807 times in the "Email" field"#,
      #""ab" repeated 9223372036854775807 times is longer than the 1048576 bytes"#
    ),
  ])
  func aNumberOutOfRangeFailsItsStepInWords(step: String, message: String) async throws {
    let failures = FailureLog()
    let summary = try await run(
      "    Given the user is on the Login screen\n    \(step)", failures: failures)
    #expect(summary.scenarios[.failed] == 1)
    #expect(failures.messages.first?.contains(message) == true, "\(failures.messages)")
  }

  @Test func everyCatalogExampleMatchesExactlyOneStep() async throws {
    let examples = AppSteps.library().catalog.entries.compactMap(\.exampleStep).map { "    " + $0 }
    let summary = try await run(examples.joined(separator: "\n"), dryRun: true)
    #expect(summary.steps[.undefined] == nil)
    #expect(summary.steps[.ambiguous] == nil)
    #expect(summary.stepCount == examples.count)
  }
}

/// The real Sign up module whose layout has lost the label of its submit button: a module defect
/// that only the audit of the rendered screen can find.
final class BrokenSignup: SignupPresenting {
  weak var view: (any SignupView)?
  var screenID: ScreenID { .signup }

  func viewDidLoad() {
    var layout = SignupModels.layout
    for index in layout.items.indices where layout.items[index].element.role == .button {
      layout.items[index].element.label = ""
    }
    view?.showLayout(layout)
  }
  func viewWillAppear() {}
  func didChange(_ field: FormField, to text: String) {}
  func didTapSubmit() {}

  /// A world whose Sign up module has this presenter.
  static func world() async -> AppWorld {
    let world = AppWorld()
    await world.breakSignup()
    return world
  }
}

extension AppWorld {
  /// Replaces the Sign up module with one whose presenter is a ``BrokenSignup``.
  fileprivate func breakSignup() {
    harness.modules.register(.signup) { [recording = harness.recording] _, _ in
      let view = SignupRecorder(recording: recording)
      let presenter = BrokenSignup()
      presenter.view = view
      view.presenter = presenter
      return view
    }
  }
}

/// The messages of the failed steps and hooks of a run.
final class FailureLog: RunReporter, Sendable {
  private let store = Mutex<[String]>([])

  /// The messages, in order.
  var messages: [String] { store.withLock { $0 } }

  func report(_ event: RunEvent) async {
    guard case .testStepFinished(_, _, let result) = event, result.status == .failed else { return }
    store.withLock { $0.append(result.message ?? "") }
  }
}
