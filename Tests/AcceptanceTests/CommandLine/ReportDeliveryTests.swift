import Acceptance
import AcceptanceCommandLine
import Foundation
import Synchronization
import Testing

/// How `acceptance run` delivers its reports when paths are odd or writes fail: the run always ends,
/// every other report is whole, and the failure is said once with its file.
@Suite("Report delivery")
struct ReportDeliveryTests {
  static let feature = "Feature: A\n  Scenario: S\n    Given it passes\n"

  /// Runs `arguments` with a step that calls `during` while the scenario runs.
  static func main(
    _ arguments: [String], during: @escaping @Sendable () -> Void = {}
  ) async -> (code: Int32, output: String, errors: String) {
    var steps = StepRegistry<LogWorld>()
    steps.given("it passes") { _ in during() }
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: steps, environment: [:], output: output, errors: errors
    ) { LogWorld() }
    return (code, output.text, errors.text)
  }

  private static func isCharacterDevice(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
  }

  @Test func aFullDiskFailsThatReportOnlyAndTheRunEndsWithItsOwnCode() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let json = fixture.path("out.json")
    let (code, _, errors) = await Self.main([
      "--format", "junit:/dev/full", "--format", "json:\(json)", fixture.folder.path,
    ])
    #expect(code == ExitCode.unwritten)
    #expect(
      errors == "acceptance: cannot write the report file '/dev/full': No space left on device\n")
    #expect(Self.isCharacterDevice("/dev/full"))
    let report = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: json)))
    #expect((report as? [[String: Any]])?.first?["name"] as? String == "A")
  }

  @Test func aDeviceIsWrittenInPlaceNeverReplaced() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let (code, output, errors) = await Self.main([
      "--format", "message:/dev/null", fixture.folder.path,
    ])
    #expect(code == ExitCode.passed)
    #expect(errors.isEmpty)
    #expect(Self.isCharacterDevice("/dev/null"))
    #expect(output.hasPrefix("."), "progress shows the run when every report goes to a file")
  }

  @Test func anEarlierReportStaysWholeUntilTheNewOneIsComplete() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let junit = fixture.path("junit.xml")
    try Data("earlier".utf8).write(to: URL(fileURLWithPath: junit))
    let seen = Box("")
    let (code, _, _) = await Self.main(["--format", "junit:\(junit)", fixture.folder.path]) {
      seen.value = (try? String(contentsOfFile: junit, encoding: .utf8)) ?? "(unreadable)"
    }
    #expect(code == ExitCode.passed)
    #expect(seen.value == "earlier")
    let xml = try XMLTree.parse(String(contentsOfFile: junit, encoding: .utf8))
    #expect(xml.first("testsuite")?.attributes["name"] == "A")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
    #expect(leftovers.sorted() == ["a.feature", "junit.xml"])
  }

  @Test func aSymlinkKeepsPointingAtItsTargetWhichGetsTheReport() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature, "reports/real.json": "[]"])
    let link = fixture.path("latest.json")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: fixture.path("reports/real.json"))
    let (code, _, _) = await Self.main(["--format", "json:\(link)", fixture.folder.path])
    #expect(code == ExitCode.passed)
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(destination == fixture.path("reports/real.json"))
    let report = try String(contentsOfFile: fixture.path("reports/real.json"), encoding: .utf8)
    #expect(report.contains("\"name\": \"A\"") || report.contains("\"name\":\"A\""))
  }

  @Test func aUsageErrorAfterAReportPathLeavesThatReportUntouched() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let junit = fixture.path("junit.xml")
    try Data("earlier".utf8).write(to: URL(fileURLWithPath: junit))
    let (code, _, errors) = await Self.main([
      "--format", "junit:\(junit)", "--format", "json:\(fixture.path("missing/out.json"))",
      fixture.folder.path,
    ])
    #expect(code == ExitCode.usage)
    #expect(errors.contains("cannot write the report file"))
    #expect(try String(contentsOfFile: junit, encoding: .utf8) == "earlier")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
    #expect(leftovers.sorted() == ["a.feature", "junit.xml"])
  }

  @Test func twoFormatsOnOneFileAreAUsageError() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let path = fixture.path("out.txt")
    let (code, _, errors) = await Self.main([
      "--format", "junit:\(path)", "--format", "json:\(fixture.folder.path)/./out.txt",
      fixture.folder.path,
    ])
    #expect(code == ExitCode.usage)
    #expect(errors.contains("write to the same file"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test(arguments: ["inf", "1e16", "nan", "0", "-1", "86401"])
  func aTimeoutOutOfRangeIsAUsageError(value: String) async throws {
    let (code, _, errors) = await Self.main(["--timeout", value, "Features"])
    #expect(code == ExitCode.usage)
    #expect(errors.contains("--timeout takes a number of seconds above 0 and at most 86400"))
  }

  @Test func theLongestTimeoutIsADay() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let (code, _, _) = await Self.main(["--timeout", "86400", fixture.folder.path])
    #expect(code == ExitCode.passed)
  }
}

/// A value a step sets and the test reads after the run.
final class Box<Value: Sendable>: Sendable {
  private let stored: Mutex<Value>

  init(_ value: Value) { stored = Mutex(value) }

  var value: Value {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
