import Acceptance
import AppSteps
import AppTesting
import AuthSimulator
import ProfileApp
import Synchronization
import Testing
import VirtualTime

/// The budget and accessibility scenarios of `Features/` can fail: each `@nfr` scenario fails when
/// the service is three times slower than configured, and each `@a11y` scenario fails when the
/// screens lose their labels.
@Suite struct NonFunctionalScenariosTests {
  @Test func everyBudgetScenarioFailsWhenTheServiceIsSlowerThanConfigured() async {
    let results = await run(tags: "@nfr and not @a11y", steps: AppSteps.library().registry) {
      AppWorld { MockAuthService(clock: StretchedClock(base: $0, factor: 3), executor: $1) }
    }
    #expect(results.count >= 5)
    for (name, status) in results {
      #expect(status == .failed, "\(name) passed with a service three times too slow")
    }
  }

  @Test func everyAccessibilityScenarioFailsWhenTheScreensLoseTheirLabels() async {
    var steps = AppSteps.library().registry
    steps.beforeStep { (world: isolated AppWorld, _: ScenarioInfo) in
      world.harness.dropLabels()
    }
    steps.afterStep { (world: isolated AppWorld, _: ScenarioInfo) in
      world.harness.dropLabels()
    }
    let results = await run(tags: "@a11y", steps: steps) { AppWorld() }
    #expect(results.count >= 10)
    for (name, status) in results {
      #expect(status == .failed, "\(name) passed with screens that have no labels")
    }
  }

  @Test func bothPassUnbroken() async {
    let results = await run(tags: "@nfr or @a11y", steps: AppSteps.library().registry) {
      AppWorld()
    }
    #expect(!results.isEmpty)
    for (name, status) in results { #expect(status == .passed, "\(name) failed") }
  }

  /// The status of each scenario of `Features/` whose tags match `tags`, by name.
  private func run(
    tags: String, steps: StepRegistry<AppWorld>,
    makeWorld: @escaping @Sendable () async -> AppWorld
  ) async -> [(String, StepStatus)] {
    var options = RunOptions.appTests
    options.tags = tags
    let statuses = ScenarioStatuses()
    let runner = Runner(
      steps: steps, options: options, reporters: [statuses], makeWorld: makeWorld)
    _ = await runner.run()
    return statuses.all
  }
}

/// Each finished scenario's name and status.
private final class ScenarioStatuses: RunReporter, Sendable {
  private let store = Mutex<[(String, StepStatus)]>([])

  var all: [(String, StepStatus)] { store.withLock { $0 } }

  func report(_ event: RunEvent) async {
    guard case .testCaseFinished(let attempt, let status, _) = event else { return }
    store.withLock { $0.append((attempt.testCase.displayName, status)) }
  }
}

/// A clock on which every sleep lasts `factor` times as long as asked: a service slower than its
/// configuration says.
private struct StretchedClock: Clock {
  let base: VirtualClock
  let factor: Int

  var now: VirtualClock.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: VirtualClock.Instant, tolerance: Duration?) async throws {
    let start = base.now
    try await base.sleep(until: start.advanced(by: start.duration(to: deadline) * factor))
  }
}

extension AppHarness {
  /// Takes the label off every field, button and control of every screen shown, as a module that
  /// lost its labels would.
  fileprivate func dropLabels() {
    for case let recorder as RecorderView in navigation.stack {
      var layout = recorder.layout
      for index in layout.items.indices where layout.items[index].element.role.isInteractive {
        layout.items[index].element.label = ""
      }
      recorder.showLayout(layout)
    }
  }
}
