public import Gherkin

/// Code that runs around each scenario or step, optionally only for scenarios whose tags match.
package struct Hook<World: Sendable>: Sendable {
  /// When a hook runs.
  package enum Phase: String, Sendable {
    /// Before the first step of a scenario, after the world is made.
    case beforeScenario
    /// After the last step of a scenario, even when it failed.
    case afterScenario
    /// Before each step.
    case beforeStep
    /// After each step, even when it failed.
    case afterStep
  }

  /// The body as the runner calls it: the world, the scenario and, for a step hook, the step.
  typealias Body = @Sendable (World, ScenarioInfo, StepInfo?) async throws -> Void

  /// When the hook runs.
  package let phase: Phase
  /// A name for reports, if given.
  package let name: String?
  /// The tag expression that limits the hook to matching scenarios, if given.
  package let tagExpression: String?
  /// Where the hook was registered.
  package let location: CodeLocation
  let body: Body
}

/// Code that runs once before or after the whole run.
package struct RunHook: Sendable {
  /// When a run hook runs.
  package enum Phase: String, Sendable {
    /// Before the first scenario.
    case beforeAll
    /// After the last scenario, even when scenarios failed.
    case afterAll
  }

  /// When the hook runs.
  package let phase: Phase
  /// A name for reports, if given.
  package let name: String?
  /// Where the hook was registered.
  package let location: CodeLocation
  let body: @Sendable () async throws -> Void
}

/// What a hook knows of the scenario it runs for.
public struct ScenarioInfo: Sendable {
  /// The test case it stands for: one reference to its own test case, so that making one for each
  /// step of a scenario touches nothing that other scenarios share.
  private let testCase: TestCase
  /// The worst status of the steps so far (`passed` before any step ran).
  public let status: StepStatus

  init(testCase: TestCase, status: StepStatus) {
    self.testCase = testCase
    self.status = status
  }

  /// The compiled scenario: name, tags, steps, uri.
  public var pickle: Pickle { testCase.pickle }

  /// The scenario's name.
  public var name: String { pickle.name }
  /// The names of the scenario's tags, inherited ones included.
  public var tags: [String] { pickle.tags.map(\.name) }
}
