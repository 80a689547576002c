import Gherkin

/// The scenarios of one feature file chosen to run, with what planning them needs: made and
/// planned on the thread that reads the file.
struct SelectedFeature<World: Sendable>: Sendable {
  /// A pickle that passed the filters, with the scenario hooks that apply to it.
  struct Scenario: Sendable {
    let pickle: Pickle
    /// The pickle's tag names.
    let tags: Set<String>
    let before: [CompiledSteps<World>.CompiledHook]
    let after: [CompiledSteps<World>.CompiledHook]

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
  init?(
    _ feature: LoadedFeature, filter: ScenarioFilter, steps: CompiledSteps<World>,
    attempts: Int, ids: IdGenerator
  ) {
    guard let document = feature.document else { return nil }
    let lines = feature.lines.isEmpty ? nil : LineSelection(document, lines: feature.lines)
    var scenarios: [Scenario] = []
    var idCount = 0
    for pickle in feature.pickles {
      let tags = Set(pickle.tags.map(\.name))
      guard filter.accepts(pickle, tagNames: tags, lines: lines) else { continue }
      let scenario = Scenario(
        pickle: pickle, tags: tags, before: steps.hooks(.beforeScenario, tags: tags),
        after: steps.hooks(.afterScenario, tags: tags))
      idCount += scenario.testStepCount + 1 + attempts + pickle.steps.count
      scenarios.append(scenario)
    }
    self.document = document
    self.scenarios = scenarios
    self.ids = ids.reserve(idCount)
  }
}
