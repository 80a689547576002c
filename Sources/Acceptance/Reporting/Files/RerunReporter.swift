import Gherkin
import Synchronization

/// The `rerun` format: the scenarios that did not pass, as `path:line` operands, one line per file
/// (`features/login.feature:12:30`), so that `acceptance @rerun.txt` runs exactly those again, as
/// cucumber-js does. Only a scenario's final attempt counts; undefined and pending scenarios count
/// only in a strict run. A run where everything passed writes an empty file.
///
/// ```sh
/// acceptance --format rerun:rerun.txt || acceptance @rerun.txt
/// ```
public final class RerunReporter: SynchronousRunReporter {
  private let output: TextOutput
  private let strict: Bool
  /// The failing lines of each file, files in the order they first failed.
  private let failing = Mutex<[(uri: String, lines: [Int])]>([])

  /// A reporter that writes to `output`; `strict` (the default, as ``RunOptions/strict``) makes
  /// undefined and pending scenarios fail.
  public init(output: TextOutput, strict: Bool = true) {
    self.output = output
    self.strict = strict
  }

  /// It lists the failed scenarios as they end.
  public var needsWholePlan: Bool { false }

  public func handle(_ event: RunEvent) {
    switch event {
    case .testCaseFinished(let attempt, let status, let willBeRetried):
      guard !willBeRetried, status.failsRun(strict: strict) else { return }
      let testCase = attempt.testCase
      failing.withLock { failing in
        if let index = failing.firstIndex(where: { $0.uri == testCase.pickle.uri }) {
          failing[index].lines.append(testCase.line)
        } else {
          failing.append((testCase.pickle.uri, [testCase.line]))
        }
      }
    case .runFinished:
      let text = failing.withLock { failing in
        failing.map { file in
          ([file.uri] + file.lines.sorted().map(String.init)).joined(separator: ":") + "\n"
        }.joined()
      }
      output.write(text)
    default:
      break
    }
  }
}
