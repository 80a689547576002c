import VirtualTime

/// Writes the end of a console report: the problems, scenarios and steps by status, the time, the
/// random seed.
struct SummaryWriter: Sendable {
  let style: ConsoleStyle

  /// The summary block of a finished run.
  func text(_ summary: RunSummary) -> String {
    var text = ""
    if !summary.problems.isEmpty { text += problems(summary.problems) }
    text += counts(summary.scenarioCount, "scenario", summary.scenarios) + "\n"
    text += counts(summary.stepCount, "step", summary.steps) + "\n"
    text += "\(summary.duration.formatted) (wall time)\n"
    for note in summary.notes { text += note + "\n" }
    if !summary.snippets.isEmpty {
      text += "\nYou can implement the undefined steps with these snippets:\n\n"
      text += summary.snippets.joined(separator: "\n\n") + "\n\n"
    }
    if let seed = summary.seed {
      text += RunOptions.Order.replayHint(seed: seed) + "\n"
    }
    return text
  }

  /// The problems found outside any scenario, one per line.
  func problems(_ problems: [RunProblem]) -> String {
    problems.map { style.paint("Error: \($0.message)", as: .failed) + "\n" }.joined() + "\n"
  }

  /// "12 scenarios (1 failed, 11 passed)", the worst status first.
  func counts(_ total: Int, _ noun: String, _ byStatus: [StepStatus: Int]) -> String {
    let parts = StepStatus.allCases.reversed().compactMap { status -> String? in
      guard let count = byStatus[status], count > 0 else { return nil }
      return style.paint("\(count) \(status.rawValue)", as: status)
    }
    let head = "\(total) \(noun)\(total == 1 ? "" : "s")"
    return parts.isEmpty ? head : "\(head) (\(parts.joined(separator: ", ")))"
  }
}
