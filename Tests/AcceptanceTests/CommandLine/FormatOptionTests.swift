import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

@Suite("--format NAME[:FILE]")
struct FormatOptionTests {
  static let feature = "Feature: A\n  Scenario: S\n    Given it passes\n"

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("it passes") { _ in }
    return steps
  }

  static func main(_ arguments: [String]) async -> (code: Int32, output: String, errors: String) {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: steps(), environment: [:], output: output, errors: errors
    ) { LogWorld() }
    return (code, output.text, errors.text)
  }

  @Test func namesAndFilesParse() throws {
    #expect(try FormatRequest(parsing: "pretty") == FormatRequest(.pretty))
    #expect(
      try FormatRequest(parsing: "junit:reports/a:b.xml")
        == FormatRequest(.junit, path: "reports/a:b.xml"))
    #expect(try FormatRequest(parsing: "json:out.json").format == .json)
    #expect(try FormatRequest(parsing: "usage") == FormatRequest(.usage))
    #expect(
      try FormatRequest(parsing: "usage-json:u.json") == FormatRequest(.usageJSON, path: "u.json"))
    #expect(try FormatRequest(parsing: "html:out.html") == FormatRequest(.html, path: "out.html"))
  }

  @Test func unknownFormatListsTheKnownOnes() {
    #expect(
      throws: UsageError(
        "unknown format 'xml'; known formats: \(ReportFormat.names)")
    ) {
      try FormatRequest(parsing: "xml:out.xml")
    }
    #expect(throws: UsageError.self) { try FormatRequest(parsing: "json:") }
  }

  @Test func onlyOneFormatOnStandardOutput() {
    #expect(throws: UsageError.self) { try FormatRequest.parseAll(["pretty", "progress"]) }
    #expect(throws: Never.self) { try FormatRequest.parseAll(["pretty", "junit:a.xml", "json:b"]) }
  }

  @Test func unknownFormatIsAUsageError() async {
    let (code, output, errors) = await Self.main(["--format", "pretty", "--format", "xml"])
    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(
      errors.contains(
        "unknown format 'xml'; known formats: \(ReportFormat.names)"))
    #expect(errors.contains("usage: acceptance"))
  }

  @Test func severalFormatsAtOnce() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let junit = fixture.path("reports/junit.xml")
    let json = fixture.path("out.json")
    try FileManager.default.createDirectory(
      atPath: fixture.path("reports"), withIntermediateDirectories: true)
    let (code, output, errors) = await Self.main([
      "--format", "progress", "--format", "junit:\(junit)", "--format=json:\(json)",
      "--format", "pretty:\(fixture.path("pretty.txt"))", fixture.folder.path,
    ])
    #expect(code == 0)
    #expect(errors.isEmpty)
    #expect(output.hasPrefix("."))
    let xml = try XMLTree.parse(String(contentsOfFile: junit, encoding: .utf8))
    #expect(xml.first("testsuite")?.attributes["name"] == "A")
    let report = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: json)))
    #expect((report as? [[String: Any]])?.first?["name"] as? String == "A")
    let pretty = try String(contentsOfFile: fixture.path("pretty.txt"), encoding: .utf8)
    #expect(pretty.contains("Scenario: S"))
    #expect(!pretty.contains("\u{1B}["))
  }

  @Test func withoutFormatItIsPrettyOnStandardOutput() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let (code, output, _) = await Self.main([fixture.folder.path])
    #expect(code == 0)
    #expect(output.contains("Scenario: S"))
  }

  @Test(arguments: ["missing/folder/junit.xml", "a.feature/junit.xml"])
  func reportFileThatCannotBeWrittenFailsBeforeTheRun(relativePath: String) async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given("it passes") { world in world.record("ran") }
    let ran = WorldCollector()
    let errors = TextOutput.memory()
    let path = fixture.path(relativePath)
    let code = await RunCommand.main(
      arguments: ["--format", "json:\(path)", fixture.folder.path], steps: steps,
      environment: [:], output: .memory(), errors: errors
    ) {
      let world = LogWorld()
      ran.add(world)
      return world
    }
    #expect(code == 2)
    #expect(errors.text.contains("cannot write the report file '\(path)'"))
    #expect(ran.worlds.isEmpty)
  }
}
