import Gherkin

/// What planning a run starts from (its compiled steps, its filters and rules, and their problems),
/// and the planning of its feature files, file by file.
struct PlanSetup<World: Sendable>: Sendable {
  /// One feature file as planned: the file (none for the last, which only carries problems), the
  /// test cases of its selected scenarios, and what went wrong.
  struct PlannedFile {
    let feature: LoadedFeature?
    let testCases: [PlannedTestCase]
    /// The ids reserved for the file, from which the suggestions of its undefined steps take
    /// theirs once its test cases have taken their own (see ``SelectedFeature/ids``).
    let ids: IdGenerator
    let problems: [RunProblem]
  }

  /// How many attempts at each test case have their ids reserved when it is planned: the first,
  /// and up to nine retries (an attempt beyond them takes an id from the run's generator).
  var reservedAttempts: Int { 1 + min(options.retry, 9) }

  let options: RunOptions
  /// The step definitions, for the snippets' suggestions.
  let registry: StepRegistry<World>
  let steps: CompiledSteps<World>
  /// The filter of `--tags` and `--name`; `nil` when one is invalid (then nothing runs).
  let filter: ScenarioFilter?
  let rules: ScenarioRules
  /// The problems of the steps, the filters and the rules.
  let problems: [RunProblem]

  init(options: RunOptions, registry: StepRegistry<World>, steps: CompiledSteps<World>) {
    self.options = options
    self.registry = registry
    self.steps = steps
    var problems = steps.problems.map { RunProblem($0.description, source: $0.location?.source) }
    do {
      filter = try ScenarioFilter(tags: options.tags, names: options.names)
    } catch {
      filter = nil
      problems.append(error)
    }
    do {
      rules = try ScenarioRules(serialTags: options.serialTags)
    } catch {
      rules = ScenarioRules()
      problems.append(error)
    }
    self.problems = problems
  }

  /// Reads the files of the run's paths and plans the test cases of their selected scenarios on
  /// the calling thread, handing each file to `planned` in order as soon as it is planned; returns
  /// how many scenarios the files have. One planner serves the whole run, so that each step text
  /// is matched once.
  func planFiles(ids: IdGenerator, _ planned: (PlannedFile) -> Void) -> Int {
    var scenariosInFiles = 0
    var planner = TestCasePlanner(steps: steps, rules: rules, attempts: reservedAttempts)
    FeatureLoader(ids: ids).load(options.paths) { item in
      switch item {
      case .feature(let feature):
        scenariosInFiles += feature.pickles.count
        let problems = feature.result.errors.map { RunProblem($0.description, source: $0.source) }
        guard let filter,
          let selected = SelectedFeature(
            feature, filter: filter, steps: steps, attempts: reservedAttempts, ids: ids)
        else {
          planned(PlannedFile(feature: feature, testCases: [], ids: ids, problems: problems))
          return
        }
        let known = planner.problems.count
        let testCases = planner.plan(selected)
        planned(
          PlannedFile(
            feature: feature, testCases: testCases, ids: selected.ids,
            problems: problems + planner.problems[known...]))
      case .problem(let problem):
        planned(PlannedFile(feature: nil, testCases: [], ids: ids, problems: [problem]))
      }
    }
    return scenariosInFiles
  }

  /// The warning that the filters selected few or no scenarios, if they did.
  func warnings(selected: Int, of scenariosInFiles: Int, problems: [RunProblem]) -> [RunWarning] {
    // A path that failed to load is a problem already; no need to say that nothing ran as well.
    filter == nil || options.paths.isEmpty || (scenariosInFiles == 0 && !problems.isEmpty)
      ? [] : RunWarning.selection(selected: selected, of: scenariosInFiles)
  }

  /// The snippets of the undefined steps of `testCases` (none looked for when they have none).
  func snippets(for testCases: [PlannedTestCase], ids: IdGenerator) -> [Snippet] {
    guard testCases.contains(where: \.hasUndefinedStep) else { return [] }
    return Snippet.all(
      for: testCases.map { $0.testCase }, parameterTypes: steps.parameterTypes,
      catalog: StepCatalog(registry), ids: ids)
  }
}
