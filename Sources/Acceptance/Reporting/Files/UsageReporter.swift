import Synchronization

/// The `usage` and `usage-json` formats: for each step definition, its pattern and location, how
/// many steps it matched, and the mean and longest time they took, slowest first; definitions whose
/// steps did not run next, and the unused ones last. Written when the run ends, as cucumber-js's
/// usage formatters do.
///
/// Only each scenario's final attempt counts. Skipped steps count as matched but give no duration,
/// so `--dry-run --format usage` lists the unused definitions without running any step.
///
/// ```sh
/// acceptance --dry-run --format usage
/// acceptance --format usage-json:reports/usage.json
/// ```
public final class UsageReporter: SynchronousRunReporter {
  private let output: TextOutput
  private let asJSON: Bool
  private let recording = RunRecording()
  private let glue = Mutex<Glue?>(nil)

  /// A reporter that writes the usage table to `output` when the run ends, or the JSON array when
  /// `asJSON`.
  public init(output: TextOutput, asJSON: Bool = false) {
    self.output = output
    self.asJSON = asJSON
  }

  public func handle(_ event: RunEvent) {
    recording.record(event)
    switch event {
    case .runStarted(let plan):
      glue.withLock { $0 = plan.glue }
    case .runFinished:
      let usages = StepUsage.all(
        glue: glue.withLock { $0 } ?? Glue(items: []), recording: recording)
      output.write(asJSON ? UsageDocument.json(usages) : UsageDocument.table(usages))
    default:
      break
    }
  }
}
