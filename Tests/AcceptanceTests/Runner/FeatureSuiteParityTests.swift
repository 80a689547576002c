import Acceptance
import AcceptanceTesting
import Foundation
import Synchronization
import TestSupport
import Testing

/// The Swift Testing bridge does what the command line does: run hooks once per suite, retries,
/// report files, serial scenarios, and scenarios that Xcode can run again one by one.
@Suite("Swift Testing bridge: parity with the command line")
struct FeatureSuiteParityTests {
  static let feature = """
    Feature: Parity

      Scenario: First
        Given the step of First

      Scenario: Second
        Given the step of Second

      Scenario: Third
        Given the step of Third
    """

  /// Steps that log each scenario and run hook.
  static func steps(_ log: LineCollector) -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.beforeAll { log.add("beforeAll") }
    steps.afterAll { log.add("afterAll") }
    steps.given("the step of {word}") { (_, name: String) in log.add(name) }
    return steps
  }

  static func suite(
    _ fixture: RunnerFixture, _ steps: StepRegistry<LogWorld>,
    environment: [String: String] = [:], options: RunOptions = RunOptions()
  ) -> FeatureSuite<LogWorld> {
    FeatureSuite(
      steps: steps, paths: [fixture.folder.path], environment: environment, options: options
    ) { LogWorld() }
  }

  /// Runs every scenario of `suite` at once, as Swift Testing runs parallel cases, inside the
  /// suite's trait.
  static func runAll(_ suite: FeatureSuite<LogWorld>) async throws {
    let test = try #require(Test.current)
    try await FeatureSuiteTrait.acceptance(suite).provideScope(for: test, testCase: nil) {
      await withTaskGroup(of: Void.self) { group in
        for scenario in suite.scenarios { group.addTask { await suite.run(scenario) } }
      }
    }
  }

  @Test func theTraitRunsTheRunHooksOnceAroundEveryScenario() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let log = LineCollector()
    let suite = Self.suite(fixture, Self.steps(log))
    let test = try #require(Test.current)
    try await FeatureSuiteTrait.acceptance(suite).provideScope(for: test, testCase: nil) {
      #expect(log.entries == ["beforeAll"])
      await withTaskGroup(of: Void.self) { group in
        for scenario in suite.scenarios { group.addTask { await suite.run(scenario) } }
      }
      #expect(log.entries.count == 4, "afterAll waits for the end of the test")
    }
    #expect(log.entries.first == "beforeAll")
    #expect(log.entries.last == "afterAll")
    #expect(log.entries.sorted() == ["First", "Second", "Third", "afterAll", "beforeAll"])
  }

  /// A scenario that runs after the trait ended the suite's run (the trait on another test, say)
  /// comes after the afterAll hooks and is missing from the reports: an issue.
  @Test func aScenarioRunAfterTheSuitesEndIsAnIssue() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let suite = Self.suite(fixture, Self.steps(LineCollector()))
    try await Self.runAll(suite)
    let issues = await IssueCollector.recorded { await suite.run(suite.scenarios[0]) }
    #expect(issues.errors.count == 1)
    #expect(issues.errors.first?.hasPrefix("this ran after its run had finished") == true)
  }

  /// A failed `afterAll` hook is an issue at the hook's Swift line.
  @Test func aFailedAfterAllHookFailsTheTestAtItsLine() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    var steps = Self.steps(LineCollector())
    let line = #line + 1
    steps.afterAll { throw StepFailure("the database stays up") }
    let suite = Self.suite(fixture, steps)
    let issues = try await IssueCollector.recorded { try await Self.runAll(suite) }
    #expect(issues.places == ["\(#filePath):\(line):1"])
  }

  /// No scenario was selected, so none records the failed `beforeAll` hook: the trait does.
  @Test func aFailedBeforeAllHookFailsTheTestEvenWithNoScenarioToRun() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    var steps = Self.steps(LineCollector())
    steps.beforeAll { throw StepFailure("no database") }
    var options = RunOptions()
    options.strict = false
    let suite = Self.suite(
      fixture, steps, environment: ["ACCEPTANCE_TAGS": "@nothing"], options: options)
    #expect(suite.scenarios.isEmpty)
    let issues = try await IssueCollector.recorded { try await Self.runAll(suite) }
    #expect(issues.errors.count == 1)
    #expect(issues.errors.first?.hasPrefix("not run: ") == true)
    #expect(issues.errors.first?.contains("no database") == true)
  }

  /// With scenarios, each records the failed hook as it does not run; the trait adds nothing.
  @Test func aFailedBeforeAllHookIsRecordedOncePerScenarioNotByTheTrait() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    var steps = Self.steps(LineCollector())
    steps.beforeAll { throw StepFailure("no database") }
    let suite = Self.suite(fixture, steps)
    let issues = try await IssueCollector.recorded { try await Self.runAll(suite) }
    #expect(issues.errors.count == suite.scenarios.count)
  }

  @Test func theTraitScopesTheWholeTestNotEachCase() throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let trait = FeatureSuiteTrait.acceptance(Self.suite(fixture, Self.steps(LineCollector())))
    let test = try #require(Test.current)
    #expect(trait.scopeProvider(for: test, testCase: nil) != nil)
    #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) == nil)
    #expect(!trait.isRecursive)
  }

  @Test func withoutTheTraitBeforeAllRunsOnceAndAWarningSaysWhatIsMissing() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let log = LineCollector()
    let suite = Self.suite(fixture, Self.steps(log))
    let issues = IssueCollector()
    await withKnownIssue(isIntermittent: true) {
      for scenario in suite.scenarios { await suite.run(scenario) }
    } matching: {
      issues.add($0)
    }
    #expect(log.entries == ["beforeAll", "First", "Second", "Third"])
    #expect(issues.warnings.count == 1)
    #expect(issues.warnings.first?.contains(".acceptance(features)") == true)
    #expect(issues.errors.isEmpty)
  }

  static let retried = """
    Feature: Retries

      Scenario: Flaky
        Given a step that fails 1 time

      Scenario: Broken
        Given a step that fails 5 times
    """

  /// A step that fails as many times as it says (per scenario), then passes.
  static func failingSteps() -> StepRegistry<LogWorld> {
    let failures = Mutex<[String: Int]>([:])
    var steps = StepRegistry<LogWorld>()
    steps.given("a step that fails {int} time(s)") { (_, count: Int) in
      let failed = failures.withLock { failures in
        defer { failures["\(count)", default: 0] += 1 }
        return failures["\(count)", default: 0]
      }
      try verify(failed >= count, "failure \(failed + 1) of \(count)")
    }
    return steps
  }

  @Test func aScenarioThatPassesOnRetryIsAWarningThatItIsFlaky() async throws {
    let fixture = try RunnerFixture(["retries.feature": Self.retried])
    var options = RunOptions()
    options.retry = 1
    let suite = Self.suite(fixture, Self.failingSteps(), options: options)
    let issues = IssueCollector()
    await withKnownIssue(isIntermittent: true) {
      await suite.run(suite.scenarios[0])
    } matching: {
      issues.add($0)
    }
    #expect(issues.errors.isEmpty)
    #expect(
      issues.warnings == [
        "flaky: Retries › Flaky passed on attempt 2 after 1 failed attempt; the first failed at "
          + "\(fixture.path("retries.feature")):4: failure 1 of 1"
      ])
  }

  @Test func onlyTheFinalAttemptOfAFailingScenarioIsRecorded() async throws {
    let fixture = try RunnerFixture(["retries.feature": Self.retried])
    var options = RunOptions()
    options.retry = 2
    let suite = Self.suite(fixture, Self.failingSteps(), options: options)
    let issues = IssueCollector()
    await withKnownIssue {
      await suite.run(suite.scenarios[1])
    } matching: {
      issues.add($0)
    }
    #expect(issues.warnings.isEmpty)
    #expect(issues.errors.count == 1)
    #expect(issues.errors.first?.contains("failure 3 of 5") == true)
  }

  @Test func formatsFromTheEnvironmentWriteOneWholeReportWhenTheSuiteEnds() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let junit = fixture.path("reports/junit.xml")
    let messages = fixture.path("reports/run.ndjson")
    let suite = Self.suite(
      fixture, Self.steps(LineCollector()),
      environment: ["ACCEPTANCE_FORMAT": "junit:\(junit), message:\(messages)"])
    try await Self.runAll(suite)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count == 4)
    #expect(xml.contains("tests=\"3\""))
    let types = try Self.messageTypes(messages)
    #expect(types.first == "meta")
    #expect(types.filter { $0 == "testRunStarted" }.count == 1)
    #expect(types.filter { $0 == "testCaseFinished" }.count == 3)
    #expect(types.filter { $0 == "testRunHookFinished" }.count == 2)
    #expect(types.last == "testRunFinished")
  }

  @Test func aSessionKeepsTheEventsOfItsTestCasesOnlyForItsReports() throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    func session(formats: [String]) -> RunSession<LogWorld> {
      RunSession(
        steps: Self.steps(LineCollector()), options: RunOptions(),
        reports: RequestedReports(formats: formats, root: fixture.folder, environment: [:]))
    }
    #expect(session(formats: []).eventRecorder() == nil)
    #expect(session(formats: ["junit:\(fixture.path("junit.xml"))"]).eventRecorder() != nil)
  }

  @Test func aReportGivesEachScenarioTheTimeItsStepsTook() async throws {
    let fixture = try RunnerFixture([
      "slow.feature": "Feature: Slow\n\n  Scenario: Waits\n    Given a wait of 30 ms\n"
    ])
    let junit = fixture.path("junit.xml")
    let suite = Self.suite(
      fixture, ScenarioRulesTests.waitSteps(), environment: ["ACCEPTANCE_FORMAT": "junit:\(junit)"])
    try await Self.runAll(suite)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    let time = try #require(xml.firstMatch(of: /<testcase name="Waits"[^>]* time="([0-9.]+)"/))
    #expect(try #require(Double(time.1)) >= 0.03)
  }

  static func messageTypes(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?.keys.first ?? ""
    }
  }

  @Test func anInvalidFormatIsAFailingProblemCaseAndNothingRuns() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let log = LineCollector()
    let suite = Self.suite(
      fixture, Self.steps(log), environment: ["ACCEPTANCE_FORMAT": "junit:a.xml,html5"])
    #expect(
      suite.scenarios.map(\.problem) == [
        "ACCEPTANCE_FORMAT: unknown format 'html5'; known formats: \(ReportFormat.names)"
      ])
    await withKnownIssue {
      for scenario in suite.scenarios { await suite.run(scenario) }
    }
    #expect(log.entries.isEmpty, "no hook or scenario ran")
  }

  @Test func twoFormatsOnOneFileAreAnIssueOfEveryScenario() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let log = LineCollector()
    let suite = Self.suite(
      fixture, Self.steps(log),
      environment: ["ACCEPTANCE_FORMAT": "junit:\(fixture.path("a")),rerun:\(fixture.path("a"))"])
    let issues = IssueCollector()
    try await withKnownIssue {
      try await Self.runAll(suite)
    } matching: {
      issues.add($0)
    }
    #expect(log.entries.isEmpty, "no hook or scenario ran")
    #expect(issues.errors.count == 3)
    #expect(issues.errors.first?.hasPrefix("not run: report formats: --format junit:") == true)
  }

  @Test func aReportFileBelongsToTheFirstSuiteThatOpensIt() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let rerun = fixture.path("rerun.txt")
    let environment = ["ACCEPTANCE_FORMAT": "rerun:\(rerun)"]
    let first = Self.suite(fixture, Self.failingEverywhere(), environment: environment)
    let log = LineCollector()
    let second = Self.suite(fixture, Self.steps(log), environment: environment)
    await withKnownIssue { try await Self.runAll(first) }
    try await Self.runAll(second)
    #expect(log.entries.count == 5, "the second suite runs, without the report")
    let lines = try String(contentsOfFile: rerun, encoding: .utf8)
    #expect(lines == "\(fixture.path("parity.feature")):3:6:9\n", "the first suite's report")
  }

  @Test func aReportLeftOutIsAWarning() throws {
    let fixture = try RunnerFixture([:])
    let formats = ["junit:reports/junit.xml", "progress"]
    let first = RequestedReports(formats: formats, root: fixture.folder, environment: [:])
    let warnings = TextOutput.memory()
    let second = RequestedReports(
      formats: formats, root: fixture.folder, environment: [:], warnings: warnings)
    #expect(try first.open(options: RunOptions()).count == 2)
    #expect(try second.open(options: RunOptions()).count == 1, "only the console format")
    #expect(
      warnings.text
        == "warning: \(fixture.path("reports/junit.xml")) is written by another feature "
        + "suite or runner of this test process, so this one leaves out its junit report; give each "
        + "its own file (and make an XCTFeatureRunner a static let, so that its test methods share "
        + "it)\n")
    #expect(first.finish().isEmpty)
    #expect(FileManager.default.fileExists(atPath: fixture.path("reports/junit.xml")))
  }

  /// Steps under which every scenario of ``feature`` fails.
  static func failingEverywhere() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("the step of {word}") { (_, name: String) in throw RunProblem("\(name) fails") }
    return steps
  }

  @Test func aSuiteWithoutTheTraitOpensNoReport() async throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let junit = fixture.path("junit.xml")
    let untraited = Self.suite(
      fixture, Self.steps(LineCollector()), environment: ["ACCEPTANCE_FORMAT": "junit:\(junit)"])
    await withKnownIssue(isIntermittent: true) {
      for scenario in untraited.scenarios { await untraited.run(scenario) }
    }
    let traited = Self.suite(
      fixture, Self.steps(LineCollector()), environment: ["ACCEPTANCE_FORMAT": "junit:\(junit)"])
    try await Self.runAll(traited)
    #expect(FileManager.default.fileExists(atPath: junit), "the file was left to the traited one")
  }

  @Test func aScenarioEncodesAsItsFileAndLineTheSameEachTime() throws {
    let fixture = try RunnerFixture(["parity.feature": Self.feature])
    let once = Self.suite(fixture, Self.steps(LineCollector()))
    let again = Self.suite(fixture, Self.steps(LineCollector()))
    let encoded = try once.scenarios.map(Self.encoded)
    #expect(try again.scenarios.map(Self.encoded) == encoded)
    #expect(Set(encoded).count == 3)
    let path = fixture.path("parity.feature")
    #expect(encoded.first == "\"\(path.replacingOccurrences(of: "/", with: "\\/")):3\"")
  }

  static func encoded(_ scenario: FeatureScenario) throws -> String {
    struct Argument: Encodable {
      let scenario: FeatureScenario
      func encode(to encoder: any Encoder) throws { try scenario.encodeTestArgument(to: encoder) }
    }
    return String(decoding: try JSONEncoder().encode(Argument(scenario: scenario)), as: UTF8.self)
  }

  @Test func serialScenariosRunAloneAmongSwiftTestingsParallelCases() async throws {
    let fixture = try RunnerFixture(["occupancy.feature": ScenarioRulesTests.occupancy])
    var options = RunOptions()
    options.serialTags = "@serial or @database"
    // No step should time out, even on a busy machine: a timed-out serial scenario, left behind
    // in the room, would be beside the next one.
    options.stepTimeout = .seconds(60)
    for _ in 0..<5 {
      let room = Room()
      let suite = FeatureSuite(
        steps: ScenarioRulesTests.occupancySteps(room), paths: [fixture.folder.path],
        environment: [:], options: options
      ) { LogWorld() }
      try await Self.runAll(suite)
      #expect(room.visits.count == 7)
      for visit in room.visits where visit.name.hasPrefix("S") {
        #expect(visit.others.isEmpty, "\(visit.name) ran beside \(visit.others)")
      }
    }
  }
}

/// The issues recorded inside `withKnownIssue`, by severity, and where each was recorded.
final class IssueCollector: Sendable {
  private struct Recorded {
    let isWarning: Bool
    let comment: String
    let location: SourceLocation?
  }

  private let collected = Mutex<[Recorded]>([])

  var warnings: [String] { collected.withLock { $0.filter(\.isWarning).map(\.comment) } }
  var errors: [String] { collected.withLock { $0.filter { !$0.isWarning }.map(\.comment) } }
  /// Each issue's file name and line, as `checks.feature:4`, in order.
  var lines: [String] {
    collected.withLock { issues in
      issues.map { "\($0.location?.fileName ?? ""):\($0.location?.line ?? 0)" }
    }
  }
  /// Each issue's file path, line and column, as `/tmp/…/bad.feature:5:3`, in order.
  var places: [String] {
    collected.withLock { issues in
      issues.map { issue in
        let location = issue.location
        return "\(location?.filePath ?? ""):\(location?.line ?? 0):\(location?.column ?? 0)"
      }
    }
  }

  /// Collects `issue`; `true`, so that it is known.
  func add(_ issue: Issue) -> Bool {
    let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
    collected.withLock {
      $0.append(
        Recorded(
          isWarning: issue.severity == .warning, comment: comment, location: issue.sourceLocation))
    }
    return true
  }

  /// The issues that `body` records, each taken as known; at least one must be.
  static func recorded(
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation, by body: () async throws -> Void
  ) async rethrows -> IssueCollector {
    let issues = IssueCollector()
    try await withKnownIssue(
      isIntermittent: false, isolation: isolation, sourceLocation: sourceLocation
    ) {
      try await body()
    } matching: {
      issues.add($0)
    }
    return issues
  }
}

/// A suite run by Swift Testing itself under its trait, with a log of its run hooks and scenarios.
enum TraitFixture {
  static let log = LineCollector()
  /// The suite's feature file, kept for the whole process and removed when it exits.
  static let files: TemporaryFolder? = {
    let files = try? TemporaryFolder(
      "acceptance-trait", files: ["parity.feature": FeatureSuiteParityTests.feature])
    atexit {
      if let url = TraitFixture.files?.url { try? FileManager.default.removeItem(at: url) }
    }
    return files
  }()
  static let suite: FeatureSuite<LogWorld> = {
    // A folder that cannot be written makes the suite a failing problem case, not a crash.
    FeatureSuite(
      steps: FeatureSuiteParityTests.steps(log), paths: [files?.path ?? "/nonexistent"],
      environment: [:]
    ) { LogWorld() }
  }()
}

@Test(.acceptance(TraitFixture.suite), arguments: TraitFixture.suite.scenarios)
func everyCaseUnderTheTraitFollowsTheOneBeforeAllHook(_ scenario: FeatureScenario) async {
  await runAsOneRun(scenario, of: TraitFixture.suite, log: TraitFixture.log)
}

/// Runs `scenario` of `suite`, whose hooks write to `log`; the `beforeAll` hooks ran once before
/// it, and the `afterAll` hooks not yet.
func runAsOneRun(
  _ scenario: FeatureScenario, of suite: FeatureSuite<LogWorld>, log: LineCollector
) async {
  await suite.run(scenario)
  let entries = log.entries
  #expect(entries.first == "beforeAll")
  #expect(entries.filter { $0 == "beforeAll" }.count == 1)
  #expect(!entries.contains("afterAll"))
}
