public import Gherkin

/// What happens during a run, in order, as reporters receive it.
public enum RunEvent: Sendable {
  /// The run begins; the features are read, the glue compiled, the test cases planned and ordered.
  /// In a run that plans as it goes for reporters that need no whole plan (see
  /// ``RunReporter/needsWholePlan``), the plan has the glue, the run's id and the problems of the
  /// glue and filters only; ``planned(_:)`` brings the rest.
  case runStarted(RunPlan)
  /// In a run that plans as it goes, the plan of the next feature file (its document, test cases
  /// and snippets) before its first test case starts; a run that plans everything first has it
  /// all in ``runStarted(_:)`` and sends no `planned`.
  case planned(RunPlan)
  /// A `beforeAll` or `afterAll` hook begins.
  case runHookStarted(RunHookAttempt)
  /// A `beforeAll` or `afterAll` hook ended.
  case runHookFinished(RunHookAttempt, StepResult)
  /// The test cases are about to run (after the `beforeAll` hooks passed); not sent in a run that
  /// plans as it goes for reporters that need no whole plan.
  case testCasesReady([TestCase])
  /// An attempt at a test case begins.
  case testCaseStarted(TestCaseAttempt)
  /// A test step begins.
  case testStepStarted(TestCaseAttempt, TestStep)
  /// A step or hook attached something to the report.
  case attachment(StepAttachment)
  /// A test step ended with its result.
  case testStepFinished(TestCaseAttempt, TestStep, StepResult)
  /// An attempt ended; the status is the worst of its steps'. With `--retry`, a failed attempt
  /// that will be retried says so.
  case testCaseFinished(TestCaseAttempt, StepStatus, willBeRetried: Bool)
  /// The run ended.
  case runFinished(RunSummary)
}

/// One attempt at running a test case (the first is attempt 0; `--retry` adds more).
public struct TestCaseAttempt: Sendable {
  /// The test case.
  public let testCase: TestCase
  /// The id of this attempt (`testCaseStarted` in Cucumber Messages).
  public let id: String
  /// The attempt number, from 0.
  public let attempt: Int
}

/// One run of a `beforeAll` or `afterAll` hook.
public struct RunHookAttempt: Sendable {
  /// The hook.
  public let hook: HookInfo
  /// The id of this run of the hook (`testRunHookStarted` in Cucumber Messages).
  public let id: String
}

/// Receives the events of a run: the console formats, report files, the Swift Testing bridge.
public protocol RunReporter: Sendable {
  /// Handles one event. Events arrive one at a time, in order.
  func report(_ event: RunEvent) async

  /// Whether the reporter needs every feature file and test case in ``RunEvent/runStarted(_:)``,
  /// before the first test case is reported (`true` unless it says otherwise). A run that keeps
  /// the order of the files plans each file while the ones before it run. When none of its
  /// reporters needs the whole plan, it forgets each test case once it has run, so that its memory
  /// does not grow with its scenarios, and the reporters get each file's plan in
  /// ``RunEvent/planned(_:)``; otherwise the reporters' events wait until the whole plan is made,
  /// then come after it, each with the time it happened.
  var needsWholePlan: Bool { get }
}

extension RunReporter {
  public var needsWholePlan: Bool { true }
}

/// A reporter that handles each event at once, without suspending, as every format of the library
/// does.
///
/// The runner hands it each event through ``handle(_:)``, in the code that runs the scenario: a
/// call to an `async` function costs hops between executors that a plain call does not, and a run
/// sends several events per step. Only ``RunEvent/runFinished(_:)`` still goes through
/// ``RunReporter/report(_:)``, so that a reporter can wait there until its output is written.
///
/// ```swift
/// struct FailedScenarios: SynchronousRunReporter {
///   let output: TextOutput
///   func handle(_ event: RunEvent) {
///     if case .testCaseFinished(let attempt, .failed, willBeRetried: false) = event {
///       output.write("failed: \(attempt.testCase.pickle.name)\n")
///     }
///   }
/// }
/// ```
public protocol SynchronousRunReporter: RunReporter {
  /// Handles one event. Events arrive one at a time, in order.
  func handle(_ event: RunEvent)
}

extension SynchronousRunReporter {
  /// Handles the event with ``handle(_:)``.
  public func report(_ event: RunEvent) async { handle(event) }
}

/// What the run is about to do.
public struct RunPlan: Sendable {
  /// The feature files that were read, with their documents.
  package let features: [LoadedFeature]
  /// The step definitions, hooks and parameter types, with their ids.
  public let glue: Glue
  /// The id of the run (`testRunStarted` in Cucumber Messages).
  public let runId: String
  /// The test cases in the order they will run.
  public let testCases: [TestCase]
  /// Files that could not be read or parsed, and definitions that could not be compiled.
  public let problems: [RunProblem]
  /// What does not fail the run unless it is strict, such as filters that select no scenario.
  public let warnings: [RunWarning]
  /// The seed of a random order, so that it can be replayed.
  public let seed: UInt64?
  /// Swift code for each distinct undefined step, with the pickle steps it is for.
  public let snippets: [Snippet]

  /// The snippet of each undefined pickle step, by the pickle step's id.
  public var snippetsByPickleStep: [String: Snippet] {
    Dictionary(snippets.map { ($0.pickleStepId, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// Something that makes the run fail before or beside its scenarios: an unreadable or invalid
/// feature file, an invalid step definition or hook.
public struct RunProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The message, with the file, line and column where it applies.
  public let message: String
  /// Where it applies, for a test framework to point at: the line and column of a feature file
  /// that does not parse, the Swift file and line of an invalid step definition or of a hook that
  /// failed; `nil` where nowhere in particular (a path that does not exist, an invalid option).
  public let source: SourceReference?

  /// Creates a problem with its message and where it applies.
  public init(_ message: String, source: SourceReference? = nil) {
    self.message = message
    self.source = source
  }

  public var description: String { message }
}

/// The counts and times of a finished run.
public struct RunSummary: Sendable, Equatable {
  /// Test cases by status.
  public internal(set) var scenarios: [StepStatus: Int] = [:]
  /// Gherkin steps by status (hooks are not counted).
  public internal(set) var steps: [StepStatus: Int] = [:]
  /// Problems that failed the run outside any scenario.
  public internal(set) var problems: [RunProblem] = []
  /// Warnings about the run, such as filters that select no scenario; they fail a strict run.
  public internal(set) var warnings: [RunWarning] = []
  /// The real time the run took.
  public internal(set) var duration: Duration = .zero
  /// The seed of a random order.
  public internal(set) var seed: UInt64?
  /// Why the run stopped early, `nil` when it ran to its end; it is one of the ``problems`` too.
  public internal(set) var interruption: RunInterruption.Reason?
  /// Swift code for each distinct undefined step, to paste into a step library, after comments
  /// that name the closest defined steps ("did you mean").
  public internal(set) var snippets: [String] = []
  /// Lines that hooks or the host add to the end of the summary (for example simulated time).
  public var notes: [String] = []
  /// Whether the run passed; unless it is `--no-strict`, undefined and pending steps, and warnings,
  /// fail it.
  public internal(set) var passed = true

  /// The number of test cases.
  public var scenarioCount: Int { scenarios.values.reduce(0, +) }
  /// The number of Gherkin steps.
  public var stepCount: Int { steps.values.reduce(0, +) }
}
