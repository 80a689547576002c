import CucumberExpressions
import Gherkin

/// A test case with the code behind each of its steps; a class, so that ordering and running test
/// cases moves one reference each.
///
/// It names that code by its place in the ``CompiledSteps`` it was planned with, which are the ones
/// that run it, so that it is not generic in the world: planning, handing out and freeing test
/// cases then look up no type metadata (which cost the planning thread a tenth of its
/// instructions).
package final class PlannedTestCase: Sendable {
  /// What a test step does when it runs.
  enum Action: Sendable {
    /// The scenario hook at this place (``CompiledSteps/hook(at:)``).
    case hook(Int)
    /// The body of the definition at this place (``CompiledSteps/definition(at:)``), which
    /// receives the test step's ``TestStep/bodyValues()``.
    case step(Int)
    case cannotRun(StepStatus, message: String)
  }

  package let testCase: TestCase
  /// The ids of the attempts at running the test case, reserved when it was planned so that they do
  /// not depend on which test case starts first.
  let attemptIds: IdGenerator
  /// One action per test step of `testCase`, in the same order.
  let actions: [Action]
  /// The scenario's tag names, for hooks (the step hooks among them are picked when it runs).
  let tags: Set<String>
  /// Whether a step is undefined, so that snippets are only looked for where there are some.
  let hasUndefinedStep: Bool
  /// The step timeout of the scenario's `@timeout:` tag, if it has one.
  let timeout: Duration?
  /// Whether the scenario matches the serial tags: it never runs at the same time as another.
  package let runsAlone: Bool

  init(
    testCase: TestCase, attemptIds: IdGenerator, actions: [Action], hasUndefinedStep: Bool,
    tags: Set<String>, timeout: Duration? = nil, runsAlone: Bool = false
  ) {
    self.testCase = testCase
    self.attemptIds = attemptIds
    self.actions = actions
    self.hasUndefinedStep = hasUndefinedStep
    self.tags = tags
    self.timeout = timeout
    self.runsAlone = runsAlone
  }

  /// Whether the test step at `index` is a Gherkin step: every test step but the hooks.
  func isGherkinStep(at index: Int) -> Bool {
    if case .hook = actions[index] { return false }
    return true
  }
}

/// Makes test cases from pickles: matches every step against the definitions and adds the hooks whose
/// tag expressions match.
struct TestCasePlanner<World: Sendable>: Sendable {
  let steps: CompiledSteps<World>
  /// What the scenarios' tags ask besides selection: a timeout, running alone.
  let rules: ScenarioRules
  /// How many attempts at each test case have their ids reserved with it.
  let attempts: Int
  /// The scenarios whose tags ask for something invalid (a `@timeout:` that is not a number).
  private(set) var problems: [RunProblem] = []

  /// How each step text resolved, so that a text that repeats (in backgrounds, outlines, or the
  /// many scenarios that share a phrase) is matched once: the place in ``resolutions`` of each text
  /// (a dictionary of plain integers, keyed by a ``TextKey``, quick to hash). Both are emptied
  /// when they reach ``resolutionLimit`` texts, so that their memory stays bounded.
  private var resolutionIndex: [TextKey: Int] = [:]
  private var resolutions: [StepResolution] = []
  /// The most step texts ``resolutions`` keeps.
  private static var resolutionLimit: Int { 8192 }

  init(steps: CompiledSteps<World>, rules: ScenarioRules = ScenarioRules(), attempts: Int = 1) {
    self.steps = steps
    self.rules = rules
    self.attempts = attempts
  }

  /// The test cases of the scenarios of `feature`, in order.
  mutating func plan(_ feature: SelectedFeature) -> [PlannedTestCase] {
    let index = DocumentIndex(feature.document)
    return feature.scenarios.map { plan($0, in: index, ids: feature.ids) }
  }

  private mutating func plan(
    _ scenario: SelectedFeature.Scenario, in document: DocumentIndex, ids: IdGenerator
  ) -> PlannedTestCase {
    let pickle = scenario.pickle
    var testSteps: [TestStep] = []
    var actions: [PlannedTestCase.Action] = []
    var hasUndefinedStep = false
    testSteps.reserveCapacity(scenario.testStepCount)
    actions.reserveCapacity(scenario.testStepCount)

    func add(hook: PlannedHook) {
      testSteps.append(
        TestStep(id: ids.newId(), kind: .hook(hook.info), match: .hook, keyword: nil, line: nil))
      actions.append(.hook(hook.place))
    }

    for hook in scenario.before { add(hook: hook) }
    for pickleStep in pickle.steps {
      let resolution = resolve(pickleStep)
      let astStep = document.keywordAndLocation(of: pickleStep)
      testSteps.append(
        TestStep(
          id: ids.newId(), kind: .step(pickleStep), match: resolution.match,
          keyword: astStep?.keyword, line: astStep?.location.line,
          column: astStep?.location.column))
      actions.append(resolution.action)
      hasUndefinedStep = hasUndefinedStep || resolution.isUndefined
    }
    for hook in scenario.after.reversed() { add(hook: hook) }

    let testCase = TestCase(
      id: ids.newId(), pickle: pickle,
      featureKeyword: document.featureKeyword, featureName: document.featureName,
      rule: document.rule(pickle),
      scenarioKeyword: document.scenarioKeyword(of: pickle) ?? "Scenario",
      line: document.line(of: pickle), steps: testSteps)
    var timeout: Duration?
    do throws(RunProblem) {
      timeout = try rules.timeout(of: testCase)
    } catch {
      problems.append(error)
    }
    return PlannedTestCase(
      testCase: testCase, attemptIds: ids.reserve(attempts), actions: actions,
      hasUndefinedStep: hasUndefinedStep, tags: scenario.tags, timeout: timeout,
      runsAlone: rules.runsAlone(scenario.tags))
  }

  /// How a step's text resolves, matched against the definitions once per text.
  private mutating func resolve(_ pickleStep: PickleStep) -> StepResolution {
    let key = TextKey(pickleStep.text)
    if let index = resolutionIndex[key] { return resolutions[index] }
    let resolution = Self.resolution(of: pickleStep.text, steps.match(pickleStep.text))
    if resolutions.count == Self.resolutionLimit {
      resolutionIndex.removeAll(keepingCapacity: true)
      resolutions.removeAll(keepingCapacity: true)
    }
    resolutionIndex[key] = resolutions.count
    resolutions.append(resolution)
    return resolution
  }

  /// The match and action of a step whose text is `text`.
  private static func resolution(of text: String, _ match: StepMatch<World>) -> StepResolution {
    switch match {
    case .undefined:
      return StepResolution(
        match: .undefined, action: .cannotRun(.undefined, message: "Undefined step: \(text)"))
    case .ambiguous(let definitions):
      return StepResolution(
        match: .ambiguous(
          definitions.map { StepDefinitionMatch(definition: $0.0.info, arguments: $0.1) }),
        action: .cannotRun(
          .ambiguous, message: "Ambiguous step: \"\(text)\" matches more than one definition"))
    case .tooSlow(let definition, let error):
      return StepResolution(
        match: .defined(StepDefinitionMatch(definition: definition.info, arguments: [])),
        action: .cannotRun(
          .failed,
          message: "The step \"\(text)\" cannot be matched against the definition at "
            + "\(definition.info.location): \(error)"))
    case .defined(let definition, let arguments):
      return StepResolution(
        match: .defined(StepDefinitionMatch(definition: definition.info, arguments: arguments)),
        action: .step(definition.place))
    }
  }
}

/// What a step text resolved to: how it matched, as its test steps record it, and what its test
/// steps do; a class, so that every step with the text shares it for one retain. Not generic in the
/// world, so that looking it up needs no type metadata.
private final class StepResolution: Sendable {
  let match: TestStep.Match
  let action: PlannedTestCase.Action

  init(match: TestStep.Match, action: PlannedTestCase.Action) {
    self.match = match
    self.action = action
  }

  /// Whether no definition matches the text.
  var isUndefined: Bool {
    if case .undefined = match { return true }
    return false
  }
}

extension TestStep {
  /// The values the body of the matching definition receives: the typed values of the captured
  /// arguments, then the doc string or data table; none for a hook or an unmatched step.
  ///
  /// - Throws: what a parameter type's transformer throws.
  func bodyValues() throws -> [(any Sendable)?] {
    guard case .defined(let definition) = match else { return [] }
    var values = try definition.arguments.map { try $0.value() }
    if let pickleStep, pickleStep.argument != nil { values += pickleStep.stepArguments }
    return values
  }
}

extension PickleStep {
  /// The doc string and data table of the step, as step bodies receive them, in the order written.
  var stepArguments: [(any Sendable)?] {
    guard let argument else { return [] }
    var values: [(any Sendable)?] = []
    if let docString = argument.docString {
      values.append(DocString(content: docString.content, mediaType: docString.mediaType))
    }
    if let table = argument.dataTable {
      let value = DataTable(rows: table.rows.map { $0.cells.map(\.value) })
      // A step with both numbers them in the order written (without numbers, the doc string first).
      if let docString = argument.docString,
        (table.argumentIndex ?? 1) < (docString.argumentIndex ?? 0)
      {
        values.insert(value, at: 0)
      } else {
        values.append(value)
      }
    }
    return values
  }
}
