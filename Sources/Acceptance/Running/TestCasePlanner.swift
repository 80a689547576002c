import Gherkin

/// A test case with the code behind each of its steps; a class, so that ordering and running test
/// cases moves one reference each.
final class PlannedTestCase<World: Sendable>: Sendable {
  /// What a test step does when it runs.
  enum Action: Sendable {
    case hook(Hook<World>)
    case step(StepDefinition<World>.Body, [(any Sendable)?])
    case cannotRun(StepStatus, message: String)
  }

  let testCase: TestCase
  /// One action per test step of `testCase`, in the same order.
  let actions: [Action]
  /// The scenario's tag names, for hooks.
  let tags: Set<String>
  /// Whether a step is undefined, so that snippets are only looked for where there are some.
  let hasUndefinedStep: Bool

  init(testCase: TestCase, actions: [Action], tags: Set<String>) {
    self.testCase = testCase
    self.actions = actions
    self.tags = tags
    hasUndefinedStep = actions.contains { action in
      if case .cannotRun(.undefined, _) = action { return true }
      return false
    }
  }
}

/// Makes test cases from pickles: matches every step against the definitions and adds the hooks whose
/// tag expressions match.
struct TestCasePlanner<World: Sendable>: Sendable {
  let steps: CompiledSteps<World>
  let ids: IdGenerator

  /// How each text of a shared step matched, so that a text that repeats (backgrounds, outlines) is
  /// matched once.
  private var matches: [String: StepMatch<World>] = [:]

  init(steps: CompiledSteps<World>, ids: IdGenerator) {
    self.steps = steps
    self.ids = ids
  }

  mutating func plan(_ pickle: Pickle, in document: DocumentIndex) -> PlannedTestCase<World> {
    let tags = Set(pickle.tags.map(\.name))
    var testSteps: [TestStep] = []
    var actions: [PlannedTestCase<World>.Action] = []
    let before = steps.hooks(.beforeScenario, tags: tags)
    let after = steps.hooks(.afterScenario, tags: tags)
    let count = before.count + pickle.steps.count + after.count
    testSteps.reserveCapacity(count)
    actions.reserveCapacity(count)

    func add(hook: CompiledSteps<World>.CompiledHook) {
      testSteps.append(
        TestStep(id: ids.newId(), kind: .hook(hook.info), match: .hook, keyword: nil, line: nil))
      actions.append(.hook(hook.hook))
    }

    for hook in before { add(hook: hook) }
    for pickleStep in pickle.steps {
      let indexed = document.indexedStep(pickleStep)
      let (match, action) = resolve(pickleStep, shared: indexed?.shared ?? true)
      let astStep = indexed?.step
      testSteps.append(
        TestStep(
          id: ids.newId(), kind: .step(pickleStep), match: match, keyword: astStep?.keyword,
          line: astStep?.location.line, column: astStep?.location.column))
      actions.append(action)
    }
    for hook in after.reversed() { add(hook: hook) }

    let scenario = document.scenario(pickle)
    let testCase = TestCase(
      id: ids.newId(), pickle: pickle,
      featureKeyword: document.featureKeyword, featureName: document.featureName,
      scenarioKeyword: scenario?.keyword ?? "Scenario",
      line: document.line(of: pickle), steps: testSteps)
    return PlannedTestCase(testCase: testCase, actions: actions, tags: tags)
  }

  /// The match and action of a step; only the texts of `shared` steps (which may repeat) are kept.
  private mutating func resolve(
    _ pickleStep: PickleStep, shared: Bool
  ) -> (TestStep.Match, PlannedTestCase<World>.Action) {
    let match: StepMatch<World>
    if !shared {
      match = steps.match(pickleStep.text)
    } else if let known = matches[pickleStep.text] {
      match = known
    } else {
      match = steps.match(pickleStep.text)
      matches[pickleStep.text] = match
    }
    switch match {
    case .undefined:
      return (.undefined, .cannotRun(.undefined, message: "Undefined step: \(pickleStep.text)"))
    case .ambiguous(let definitions):
      return (
        .ambiguous(definitions.map { StepDefinitionMatch(definition: $0.0.info, arguments: $0.1) }),
        .cannotRun(
          .ambiguous,
          message: "Ambiguous step: \"\(pickleStep.text)\" matches more than one definition")
      )
    case .defined(let definition, let arguments):
      let match = TestStep.Match.defined(
        StepDefinitionMatch(definition: definition.info, arguments: arguments))
      do {
        var values = try arguments.map { try $0.value() }
        if pickleStep.argument != nil { values += pickleStep.stepArguments }
        return (match, .step(definition.definition.body, values))
      } catch {
        return (match, .cannotRun(.failed, message: "\(error)"))
      }
    }
  }
}

extension PickleStep {
  /// The doc string and data table of the step, as step bodies receive them, in the order written.
  var stepArguments: [(any Sendable)?] {
    guard let argument else { return [] }
    var ordered: [(index: Int, value: any Sendable)] = []
    if let docString = argument.docString {
      ordered.append(
        (
          docString.argumentIndex ?? 0,
          DocString(content: docString.content, mediaType: docString.mediaType)
        ))
    }
    if let table = argument.dataTable {
      ordered.append(
        (
          table.argumentIndex ?? 1,
          DataTable(rows: table.rows.map { $0.cells.map(\.value) })
        ))
    }
    return ordered.sorted { $0.index < $1.index }.map(\.value)
  }
}
