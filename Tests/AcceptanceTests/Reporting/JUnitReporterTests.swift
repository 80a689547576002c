import Acceptance
import Testing

@Suite("JUnit XML report")
struct JUnitReporterTests {
  static func report(strict: Bool = false) async throws -> (XMLTree, RunnerFixture) {
    let (text, fixture) = try await ReportFixture.run { JUnitReporter(output: $0, strict: strict) }
    return (try XMLTree.parse(text), fixture)
  }

  @Test func oneSuitePerFeatureWithCounts() async throws {
    let (root, fixture) = try await Self.report()
    #expect(root.name == "testsuites")
    #expect(root.attributes["tests"] == "6")
    #expect(root.attributes["failures"] == "2")
    let suite = try #require(root.all("testsuite").first)
    #expect(suite.attributes["name"] == "Nasty <script>alert(\"x\")</script> & ]]> 🥒 'quote' ��")
    #expect(suite.attributes["tests"] == "6")
    #expect(suite.attributes["failures"] == "2")
    #expect(suite.attributes["skipped"] == "2")
    #expect(suite.attributes["errors"] == "0")
    #expect(suite.attributes["file"] == fixture.path("nasty.feature"))
    #expect(suite.attributes["time"]?.contains(".") == true)
  }

  @Test func testCasesNameScenarioFeatureFileAndLine() async throws {
    let (root, fixture) = try await Self.report()
    let cases = try #require(root.first("testsuite")).all("testcase")
    #expect(
      cases.map { $0.attributes["name"] } == [
        "Passes ✅ \"quoted\" & <b>", "Fails ]]> <script>", "Undefined 🥒", "Pending",
        "Row 1", "Row 2",
      ])
    #expect(cases.map { $0.attributes["line"] } == ["9", "12", "16", "19", "29", "30"])
    #expect(Set(cases.compactMap { $0.attributes["file"] }) == [fixture.path("nasty.feature")])
    #expect(
      cases.allSatisfy { $0.attributes["classname"] == root.first("testsuite")?.attributes["name"] }
    )
    #expect(cases[0].children.map(\.name) == ["system-out"])
    #expect(cases[0].first("system-out")?.text.contains("When a passing step") == true)
  }

  @Test func failureHasTheMessageAndTheFeatureLocation() async throws {
    let (root, fixture) = try await Self.report()
    let cases = try #require(root.first("testsuite")).all("testcase")
    let failure = try #require(cases[1].first("failure"))
    #expect(failure.attributes["type"] == "failed")
    #expect(failure.attributes["message"]?.hasPrefix("it broke: ���") == true)
    #expect(failure.text.contains("When a failing step (\(fixture.path("nasty.feature")):13)"))
    #expect(failure.text.contains("red\u{FFFD}[0m\u{FFFD} ]]> <&> \"'"))
    let rowFailure = try #require(cases[5].first("failure"))
    #expect(rowFailure.attributes["message"] == "2 is not 1")
  }

  @Test func undefinedAndPendingAreSkippedUnlessStrict() async throws {
    let (root, _) = try await Self.report()
    let cases = try #require(root.first("testsuite")).all("testcase")
    #expect(
      cases[2].first("skipped")?.attributes["message"]?.hasPrefix("undefined: When nobody") == true)
    #expect(
      cases[3].first("skipped")?.attributes["message"]?.hasPrefix("pending: When a pending") == true
    )
    let (strict, _) = try await Self.report(strict: true)
    let strictCases = try #require(strict.first("testsuite")).all("testcase")
    #expect(strictCases[2].first("failure")?.attributes["type"] == "undefined")
    #expect(strictCases[3].first("failure")?.attributes["message"] == "not yet")
    #expect(strict.attributes["failures"] == "4")
    // Strict by default, as the run is.
    let (text, _) = try await ReportFixture.run { JUnitReporter(output: $0) }
    #expect(try XMLTree.parse(text).attributes["failures"] == "4")
  }

  @Test func problemsAreErrors() async throws {
    let (text, _) = try await ReportFixture.run(
      ["bad.feature": "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | c |\n"]
    ) { JUnitReporter(output: $0) }
    let root = try XMLTree.parse(text)
    #expect(root.attributes["errors"] == "1")
    let error = try #require(root.first("testsuite")?.first("testcase")?.first("error"))
    #expect(error.text.contains("bad.feature"))
  }

  @Test func duplicateScenarioNamesGetTheirLine() async throws {
    let feature = "Feature: F\n  Scenario: Same\n    Given a passing step\n  Scenario: Same\n"
    let (text, _) = try await ReportFixture.run(["f.feature": feature]) {
      JUnitReporter(output: $0)
    }
    let cases = try XMLTree.parse(text).first("testsuite")?.all("testcase") ?? []
    #expect(cases.map { $0.attributes["name"] } == ["Same (line 2)", "Same (line 4)"])
  }
}
