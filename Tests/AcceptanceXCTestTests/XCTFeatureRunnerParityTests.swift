import Acceptance
import AcceptanceXCTest
import Foundation
import Synchronization
import XCTest

/// The XCTest bridge does what the command line does: run hooks once per runner, retries, and
/// report files covering every call.
final class XCTFeatureRunnerParityTests: XCTestCase {
  static let files = [
    "first.feature": "Feature: First\n\n  Scenario: One\n    Given the step of One\n",
    "second.feature": "Feature: Second\n\n  Scenario: Two\n    Given the step of Two\n",
  ]

  /// Steps that log each scenario and run hook.
  private static func runner(
    _ log: Log, environment: [String: String] = [:], options: RunOptions = RunOptions()
  ) -> XCTFeatureRunner<Int> {
    var steps = StepRegistry<Int>()
    steps.beforeAll { log.add("beforeAll") }
    steps.afterAll { log.add("afterAll") }
    steps.given("the step of {word}") { (_, name: String) in log.add(name) }
    return XCTFeatureRunner(steps: steps, options: options, environment: environment) { 0 }
  }

  func testTheRunHooksRunOncePerRunnerAcrossItsCalls() async throws {
    let folder = try writeFeatures(Self.files)
    let log = Log()
    let runner = Self.runner(log)
    await runner.run(folder.path("first.feature"), in: self)
    await runner.run(folder.path("second.feature"), in: self)
    XCTAssertEqual(log.entries, ["beforeAll", "One", "Two"])
    await runner.finish(in: self)
    await runner.finish(in: self)
    XCTAssertEqual(log.entries, ["beforeAll", "One", "Two", "afterAll"])
  }

  /// The afterAll hooks ran before it, and the reports are written without it: a failure.
  func testARunAfterTheFinishIsAFailureAtItsCall() async throws {
    let folder = try writeFeatures(Self.files)
    let log = Log()
    let runner = Self.runner(log)
    await runner.run(folder.path("first.feature"), in: self)
    await runner.finish(in: self)
    let line = #line + 1
    let (summary, failures) = await runner.run(
      [folder.path("second.feature")], reporters: [])
    XCTAssertFalse(summary.passed)
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(
      failures.first?.message.hasPrefix("this ran after its run had finished") == true,
      "\(failures)")
    XCTAssertEqual(log.entries, ["beforeAll", "One", "afterAll", "Two"])
  }

  func testTheEndOfTheBundleEndsTheRunsThatStarted() async throws {
    let folder = try writeFeatures(Self.files)
    let ran = Log()
    let idle = Log()
    let runner = Self.runner(ran)
    _ = Self.runner(idle)
    await runner.run(folder.path("first.feature"), in: self)
    let problems = await BundleEnd.shared.finishAll()
    XCTAssertEqual(problems, [])
    XCTAssertEqual(ran.entries, ["beforeAll", "One", "afterAll"])
    XCTAssertEqual(idle.entries, [], "a runner that never ran has no run to end")
    await runner.finish(in: self)
    XCTAssertEqual(ran.entries, ["beforeAll", "One", "afterAll"])
  }

  func testAFailingAfterAllHookIsAFailureAtTheFinishCall() async throws {
    let folder = try writeFeatures(Self.files)
    var steps = StepRegistry<Int>()
    steps.afterAll(name: "teardown") { throw CleanupError() }
    steps.given("the step of {word}") { (_, _: String) in }
    let runner = XCTFeatureRunner(steps: steps, environment: [:]) { 0 }
    await runner.run(folder.path, in: self)
    let line = #line + 1
    let failures = await runner.finish()
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(failures.first?.message.hasPrefix("teardown hook failed") == true, "\(failures)")
  }

  static let retried = """
    Feature: Retries

      Scenario: Flaky
        Given a step that fails 1 time

      Scenario: Broken
        Given a step that fails 5 times
    """

  /// A step that fails as many times as it says, then passes.
  private static func failingRunner(retry: Int) -> XCTFeatureRunner<Int> {
    let failures = Mutex<[Int: Int]>([:])
    var steps = StepRegistry<Int>()
    steps.given("a step that fails {int} time(s)") { (_, count: Int) in
      let failed = failures.withLock { failures in
        defer { failures[count, default: 0] += 1 }
        return failures[count, default: 0]
      }
      try verify(failed >= count, "failure \(failed + 1) of \(count)")
    }
    var options = RunOptions()
    options.retry = retry
    return XCTFeatureRunner(steps: steps, options: options, environment: [:]) { 0 }
  }

  func testOnlyTheFinalAttemptFailsAndAPassOnRetryIsFlaky() async throws {
    let folder = try writeFeatures(["retries.feature": Self.retried])
    let path = folder.path("retries.feature")
    let runner = Self.failingRunner(retry: 2)
    let (summary, failures, flaky) = await runner.execute(
      [folder.path], reporters: [], file: #filePath, line: #line)
    XCTAssertEqual(summary.scenarios, [.passed: 1, .failed: 1])
    XCTAssertEqual(failures.map(\.line), [7])
    XCTAssertTrue(failures.first?.message.contains("failure 3 of 5") == true, "\(failures)")
    XCTAssertEqual(
      flaky,
      [
        "flaky: Retries › Flaky passed on attempt 2 after 1 failed attempt; the first failed at "
          + "\(path):4: failure 1 of 1"
      ])
  }

  func testFormatsFromTheEnvironmentWriteOneReportOfEveryCall() async throws {
    let folder = try writeFeatures(Self.files)
    let junit = folder.path("reports/junit.xml")
    let messages = folder.path("reports/run.ndjson")
    let runner = Self.runner(
      Log(), environment: ["ACCEPTANCE_FORMAT": "junit:\(junit),message:\(messages)"])
    await runner.run(folder.path("first.feature"), in: self)
    await runner.run(folder.path("second.feature"), in: self)
    XCTAssertFalse(FileManager.default.fileExists(atPath: junit), "written when the run ends")
    await runner.finish(in: self)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    XCTAssertTrue(xml.contains("<testcase name=\"One\""))
    XCTAssertTrue(xml.contains("<testcase name=\"Two\""))
    let types = try String(contentsOfFile: messages, encoding: .utf8).split(separator: "\n").map {
      line in
      (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?.keys.first ?? ""
    }
    XCTAssertEqual(types.filter { $0 == "testRunStarted" }.count, 1)
    XCTAssertEqual(types.filter { $0 == "source" }.count, 2)
    XCTAssertEqual(types.filter { $0 == "testCaseFinished" }.count, 2)
    XCTAssertEqual(types.last, "testRunFinished")
  }
}

/// What steps and hooks did, in order.
private final class Log: Sendable {
  private let logged = Mutex<[String]>([])
  var entries: [String] { logged.withLock { $0 } }
  func add(_ entry: String) { logged.withLock { $0.append(entry) } }
}

private struct CleanupError: Error, CustomStringConvertible {
  var description: String { "the server did not stop" }
}
