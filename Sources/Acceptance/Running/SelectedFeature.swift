import Gherkin

/// The scenarios of one feature file chosen to run, with what planning them needs: made and
/// planned on the thread that reads the file. Not generic in the world, so that planning its
/// scenarios looks up no type metadata.
struct SelectedFeature: Sendable {
  /// A pickle that passed the filters, with the scenario hooks that apply to it.
  struct Scenario: Sendable {
    let pickle: Pickle
    /// The pickle's tag names.
    let tags: Set<String>
    let before: [PlannedHook]
    let after: [PlannedHook]

    /// How many test steps its test case has: one per hook and step.
    var testStepCount: Int { before.count + pickle.steps.count + after.count }
  }

  let document: GherkinDocument
  let scenarios: [Scenario]
  /// The ids of the test cases, reserved in file order on the thread that reads the files, so that
  /// ids do not depend on which thread gets to the generator first. Each scenario has one per test
  /// step, one for its test case and `attempts` for the attempts at running it; after them come one
  /// per step, for the suggestions of the undefined ones.
  let ids: IdGenerator

  /// The scenarios of `feature` that `filter` accepts, with the ids of up to `attempts` attempts
  /// at each reserved; nil for a file that did not parse.
  init?<World>(
    _ feature: LoadedFeature, filter: ScenarioFilter, steps: CompiledSteps<World>,
    attempts: Int, ids: IdGenerator
  ) {
    guard let document = feature.document else { return nil }
    let lines = feature.lines.isEmpty ? nil : LineSelection(document, lines: feature.lines)
    var scenarios: [Scenario] = []
    var idCount = 0
    // Consecutive scenarios mostly have the same tags (their feature's and rule's): the tag set and
    // hooks of the one before are then reused, not made again.
    var previousNames: [String] = []
    var tags: Set<String> = []
    var before = steps.plannedHooks(.beforeScenario, tags: tags)
    var after = steps.plannedHooks(.afterScenario, tags: tags)
    for pickle in feature.pickles {
      if !pickle.tags.elementsEqual(previousNames, by: { $0.name == $1 }) {
        previousNames = pickle.tags.map(\.name)
        tags = Set(previousNames)
        before = steps.plannedHooks(.beforeScenario, tags: tags)
        after = steps.plannedHooks(.afterScenario, tags: tags)
      }
      guard filter.accepts(pickle, tagNames: tags, lines: lines) else { continue }
      let scenario = Scenario(pickle: pickle, tags: tags, before: before, after: after)
      idCount += scenario.testStepCount + 1 + attempts + pickle.steps.count
      scenarios.append(scenario)
    }
    self.document = document
    self.scenarios = scenarios
    self.ids = ids.reserve(idCount)
  }
}
