public import CucumberExpressions
public import Gherkin

/// One scenario as the runner runs it: a pickle, where it is written, and its test steps (hooks and
/// matched steps). Reporters receive it with every event of the scenario.
///
/// An immutable class, so that the plan, the run and every event share one instance.
public final class TestCase: Sendable {
  /// The id of the test case in Cucumber Messages.
  public let id: String
  /// The compiled scenario.
  public let pickle: Pickle
  /// The feature's keyword and name, as written.
  public let featureKeyword: String
  /// The feature's name.
  public let featureName: String
  /// The rule the scenario is written in, or `nil` for a scenario directly under the feature.
  public let rule: Rule?
  /// The scenario's keyword (`Scenario`, `Example`, `Scenario Outline`…).
  public let scenarioKeyword: String
  /// The line where the scenario (or its example row) is written.
  public let line: Int
  /// The hooks and steps in the order they run.
  public let steps: [TestStep]

  init(
    id: String, pickle: Pickle, featureKeyword: String, featureName: String, rule: Rule?,
    scenarioKeyword: String, line: Int, steps: [TestStep]
  ) {
    self.id = id
    self.pickle = pickle
    self.featureKeyword = featureKeyword
    self.featureName = featureName
    self.rule = rule
    self.scenarioKeyword = scenarioKeyword
    self.line = line
    self.steps = steps
  }

  /// The path of the feature file.
  public var uri: String { pickle.uri }

  /// `Feature › Scenario`, the name reports and Swift Testing show.
  public var displayName: String {
    featureName.isEmpty ? pickle.name : "\(featureName) › \(pickle.name)"
  }
}

/// One step of a test case: a hook, or a Gherkin step with how it matched.
///
/// An immutable class, so that the plan, the run and every event share one instance.
public final class TestStep: Sendable {
  /// What a test step is.
  public enum Kind: Sendable {
    /// A scenario hook.
    case hook(HookInfo)
    /// A Gherkin step.
    case step(PickleStep)
  }

  /// How a Gherkin step matched the step definitions.
  public enum Match: Sendable {
    /// One definition matches.
    case defined(StepDefinitionMatch)
    /// No definition matches.
    case undefined
    /// Several definitions match.
    case ambiguous([StepDefinitionMatch])
    /// A hook, which always has its code.
    case hook
  }

  /// The id of the test step in Cucumber Messages.
  public let id: String
  /// A hook or a step.
  public let kind: Kind
  /// How the step matched.
  public let match: Match
  /// The Gherkin keyword (`Given `, `And `…) for a step, `nil` for a hook.
  public let keyword: String?
  /// The line of the step in the feature file, or `nil` for a hook.
  public let line: Int?
  /// The column of the step's keyword, or `nil` for a hook.
  public let column: Int?

  init(
    id: String, kind: Kind, match: Match, keyword: String?, line: Int?, column: Int? = nil
  ) {
    self.id = id
    self.kind = kind
    self.match = match
    self.keyword = keyword
    self.line = line
    self.column = column
  }

  /// The pickle step, for a Gherkin step.
  public var pickleStep: PickleStep? {
    if case .step(let step) = kind { return step }
    return nil
  }

  /// Whether it is a hook, not a Gherkin step: ``pickleStep`` is `nil`, told without copying the
  /// pickle step (its text, ids and argument, a reference count each), as reporters ask at every
  /// step.
  package var isHook: Bool {
    if case .hook = kind { return true }
    return false
  }

  /// The text shown for the step: the step text, or the hook's name or phase.
  public var text: String {
    switch kind {
    case .step(let step): step.text
    case .hook(let hook): hook.name ?? hook.type.displayName
    }
  }

  /// Where the code of the step lives: the matching definition or the hook.
  public var codeLocation: CodeLocation? {
    switch (kind, match) {
    case (.hook(let hook), _): hook.location
    case (_, .defined(let match)): match.definition.location
    default: nil
    }
  }
}

/// The outcome of one test step or hook.
public struct StepResult: Sendable, Equatable {
  /// The status.
  public let status: StepStatus
  /// The real time the step took.
  public let duration: Duration
  /// What went wrong, for a failed, pending, undefined or ambiguous step, without locations.
  public let message: String?
  /// The Swift type of the error that failed the step, for a failed step.
  public let errorType: String?

  /// A result, with a message when there is something to say.
  public init(
    status: StepStatus, duration: Duration = .zero, message: String? = nil,
    errorType: String? = nil
  ) {
    self.status = status
    self.duration = duration
    self.message = message
    self.errorType = errorType
  }
}

/// A step definition that matches a step, with the arguments its expression captured.
public struct StepDefinitionMatch: Sendable {
  /// The definition.
  public let definition: StepDefinitionInfo
  /// The captured arguments, in order.
  public let arguments: [Argument]
}
