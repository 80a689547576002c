import Gherkin

/// How a run used one step definition: the steps it matched, and how long those that ran took.
///
/// Only a test case's final attempt counts, so a retried scenario is counted once. A step counts as
/// matched when this definition alone matches it (an ambiguous step counts for none), whether it
/// ran or was skipped; only the steps that ran (passed, failed or pending) give durations, so a dry
/// run counts every match but times none.
struct StepUsage {
  /// One step that the definition matched.
  struct Match {
    /// The step text, without keyword.
    let text: String
    /// The feature file.
    let uri: String
    /// The step's line in it.
    let line: Int
    /// The real time the step took, or `nil` when it did not run (skipped, dry run).
    let duration: Duration?
  }

  /// The definition.
  let definition: StepDefinitionInfo
  /// The steps it matched, slowest first, then the untimed ones, each group by text.
  let matches: [Match]

  /// The mean duration of the steps that ran, `nil` when none ran.
  var meanDuration: Duration? {
    let durations = matches.compactMap(\.duration)
    guard !durations.isEmpty else { return nil }
    return durations.reduce(.zero, +) / durations.count
  }

  /// The longest duration of the steps that ran, `nil` when none ran.
  var longestDuration: Duration? { matches.compactMap(\.duration).max() }

  /// The usage of every step definition of `glue` in the final attempts of `recording`: the
  /// definitions whose steps ran, slowest mean first; then those whose steps matched but did not
  /// run; then the unused ones. Within each group, in registration order.
  static func all(glue: Glue, recording: RunRecording) -> [StepUsage] {
    var matchesByDefinition: [String: [Match]] = [:]
    for (_, cases) in recording.casesByFeature {
      for recorded in cases {
        for (step, result) in recorded.steps {
          guard case .defined(let match) = step.match, let line = step.line else { continue }
          let ran = [.passed, .failed, .pending].contains(result.status)
          matchesByDefinition[match.definition.id, default: []].append(
            Match(
              text: step.text, uri: recorded.testCase.uri, line: line,
              duration: ran ? result.duration : nil))
        }
      }
    }
    let usages = glue.items.compactMap { item -> StepUsage? in
      guard case .stepDefinition(let definition) = item else { return nil }
      let matches = matchesByDefinition[definition.id] ?? []
      return StepUsage(definition: definition, matches: matches.sorted(by: Match.isSlower))
    }
    let timed = usages.filter { $0.meanDuration != nil }.enumerated().sorted { lhs, rhs in
      // Slowest mean first; a stable order for equal means.
      (lhs.element.meanDuration ?? .zero, rhs.offset) > (
        rhs.element.meanDuration ?? .zero, lhs.offset
      )
    }.map(\.element)
    let untimed = usages.filter { $0.meanDuration == nil && !$0.matches.isEmpty }
    let unused = usages.filter(\.matches.isEmpty)
    return timed + untimed + unused
  }
}

extension StepUsage.Match {
  /// Slowest first, untimed last, then by text, feature file and line.
  static func isSlower(_ lhs: Self, _ rhs: Self) -> Bool {
    switch (lhs.duration, rhs.duration) {
    case (let left?, let right?) where left != right: return left > right
    case (.some, .none): return true
    case (.none, .some): return false
    default: return (lhs.text, lhs.uri, lhs.line) < (rhs.text, rhs.uri, rhs.line)
    }
  }
}
