import Acceptance
import Foundation
import Testing

@Suite("Cucumber JSON report")
struct CucumberJSONReporterTests {
  typealias Object = [String: Any]

  static func report(
    _ files: [String: String] = ["nasty.feature": ReportFixture.feature]
  ) async throws -> ([Object], RunnerFixture) {
    let (text, fixture) = try await ReportFixture.run(files) { CucumberJSONReporter(output: $0) }
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return (try #require(parsed as? [Object]), fixture)
  }

  static func elements(_ feature: Object?) -> [Object] { feature?["elements"] as? [Object] ?? [] }
  static func steps(_ element: Object) -> [Object] { element["steps"] as? [Object] ?? [] }
  static func result(_ step: Object) -> Object { step["result"] as? Object ?? [:] }

  @Test func featureHasItsUriNameTagsAndDescription() async throws {
    let (features, fixture) = try await Self.report()
    #expect(features.count == 1)
    let feature = try #require(features.first)
    #expect(feature["uri"] as? String == fixture.path("nasty.feature"))
    #expect(feature["keyword"] as? String == "Feature")
    #expect(
      feature["name"] as? String
        == "Nasty <script>alert(\"x\")</script> & ]]> 🥒 'quote' \u{7}\u{1B}")
    #expect(
      feature["id"] as? String == "nasty-<script>alert(\"x\")</script>-&-]]>-🥒--quote--\u{7}\u{1B}")
    #expect(feature["line"] as? Int == 2)
    #expect(feature["description"] as? String == "  A description with ]]> & <b>")
    let tags = try #require(feature["tags"] as? [Object])
    #expect(tags.map { $0["name"] as? String } == ["@smoke"])
    #expect(tags.map { $0["line"] as? Int } == [1])
  }

  @Test func eachScenarioFollowsItsBackground() async throws {
    let (features, _) = try await Self.report()
    let elements = Self.elements(features.first)
    #expect(elements.count == 12)
    let types: [String?] = elements.map { $0["type"] as? String }
    #expect(types.filter { $0 == "background" }.count == 6)
    let background = elements[0]
    #expect(background["keyword"] as? String == "Background")
    #expect(background["line"] as? Int == 5)
    #expect(Self.steps(background).map { $0["name"] as? String } == ["a passing step"])
    #expect(Self.steps(background).first?["line"] as? Int == 6)
    let scenario = elements[1]
    #expect(scenario["type"] as? String == "scenario")
    #expect(scenario["keyword"] as? String == "Scenario")
    #expect(scenario["name"] as? String == "Passes ✅ \"quoted\" & <b>")
    #expect(
      scenario["id"] as? String
        == "nasty-<script>alert(\"x\")</script>-&-]]>-🥒--quote--\u{7}\u{1B};passes-✅-\"quoted\"-&-<b>"
    )
    #expect(scenario["line"] as? Int == 9)
    let tags = try #require(scenario["tags"] as? [Object])
    #expect(tags.map { $0["name"] as? String } == ["@smoke", "@fast"])
    #expect(tags.map { $0["line"] as? Int } == [1, 8])
  }

  @Test func stepsHaveKeywordMatchAndResult() async throws {
    let (features, _) = try await Self.report()
    let elements = Self.elements(features.first)
    let passing = try #require(Self.steps(elements[1]).first)
    #expect(passing["keyword"] as? String == "When ")
    #expect(passing["name"] as? String == "a passing step")
    #expect(passing["line"] as? Int == 10)
    let location = (passing["match"] as? Object)?["location"] as? String
    #expect(location?.hasPrefix("Tests/AcceptanceTests/Reporting/ReportFixture.swift:") == true)
    #expect(Self.result(passing)["status"] as? String == "passed")
    #expect(Self.result(passing)["error_message"] == nil)

    let failing = Self.steps(elements[3])
    #expect(failing.map { Self.result($0)["status"] as? String } == ["failed", "skipped"])
    let message = try #require(Self.result(failing[0])["error_message"] as? String)
    #expect(message.hasPrefix("it broke: \(ReportFixture.nasty)"))
    #expect(Self.result(failing[0])["duration"] is Int)

    let undefined = try #require(Self.steps(elements[5]).first)
    #expect(Self.result(undefined)["status"] as? String == "undefined")
    #expect((undefined["match"] as? Object)?.isEmpty == true)
    #expect(Self.result(undefined)["duration"] == nil)
    #expect(Self.result(Self.steps(elements[7])[0])["status"] as? String == "pending")
  }

  @Test func hooksAreBeforeAndAfter() async throws {
    let (features, _) = try await Self.report()
    let scenario = Self.elements(features.first)[1]
    let before = try #require(scenario["before"] as? [Object])
    #expect(before.count == 1)
    #expect(Self.result(before[0])["status"] as? String == "passed")
    #expect(
      ((before[0]["match"] as? Object)?["location"] as? String)?.contains("ReportFixture") == true)
    #expect((scenario["after"] as? [Object])?.count == 1)
    #expect(Self.steps(scenario).allSatisfy { $0["before"] == nil && $0["after"] == nil })
  }

  @Test func outlineRowsHaveExampleIdsAndTables() async throws {
    let (features, _) = try await Self.report()
    let elements = Self.elements(features.first)
    let first = elements[9]
    #expect(first["keyword"] as? String == "Scenario Outline")
    #expect(first["name"] as? String == "Row 1")
    #expect((first["id"] as? String)?.hasSuffix(";row-<n>;numbers;2") == true)
    #expect(first["line"] as? Int == 29)
    #expect((elements[11]["id"] as? String)?.hasSuffix(";numbers;3") == true)
    let table = Self.steps(first)[1]
    let cells = (table["rows"] as? [Object])?.map { $0["cells"] as? [String] }
    #expect(cells == [["a & b", "1"]])
  }

  @Test func docStringsHaveValueTypeAndLine() async throws {
    let feature = """
      Feature: Docs
        Scenario: One
          Given a doc string:
            ```json
            {"a": "\\u0000 ]]>"}
            ```
      """
    var steps = StepRegistry<LogWorld>()
    steps.given("a doc string:") { (_, doc: DocString) in _ = doc }
    let (text, _) = try await ReportFixture.run(["docs.feature": feature], steps: steps) {
      CucumberJSONReporter(output: $0)
    }
    let parsed: Any = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let features = try #require(parsed as? [Object])
    let step = try #require(Self.steps(Self.elements(features.first)[0]).first)
    let docString = try #require(step["doc_string"] as? Object)
    #expect(docString["value"] as? String == "{\"a\": \"\\u0000 ]]>\"}")
    #expect(docString["content_type"] as? String == "json")
    #expect(docString["line"] as? Int == 4)
  }

  @Test func filesThatDoNotParseAreLeftOutAndTheirErrorsReportedByTheRun() async throws {
    let (features, _) = try await Self.report([
      "bad.feature": "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | c |\n",
      "good.feature": "Feature: Good\n  Scenario: Fine\n    Given a passing step\n",
    ])
    #expect(features.map { $0["name"] as? String } == ["Good", "Run"])
    #expect(Self.elements(features.last).count == 1)
  }

  @Test func attachmentsAreEmbeddedInTheirStepOrHookInBase64() async throws {
    let feature = """
      Feature: Evidence
        Scenario: One
          Given a screenshot named shot.png
          And a log line "started 🥒"
      """
    var steps = StepRegistry<LogWorld>()
    steps.given("a screenshot named {word}") { (_, name: String) in
      StepReport.attach([0x89, 0x50, 0x4E, 0x47], mediaType: "image/png", fileName: name)
    }
    steps.given("a log line {string}") { (_, line: String) in
      StepReport.attach(line, mediaType: "text/plain")
      StepReport.attach("second", mediaType: "text/x.log")
    }
    steps.after { _, _ in StepReport.attach("{}", mediaType: "application/json") }
    let (text, _) = try await ReportFixture.run(["evidence.feature": feature], steps: steps) {
      CucumberJSONReporter(output: $0)
    }
    let parsed: Any = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let features = try #require(parsed as? [Object])
    let scenario = try #require(Self.elements(features.first).first)
    let embeddings = Self.steps(scenario).map { $0["embeddings"] as? [Object] ?? [] }
    #expect(embeddings.map(\.count) == [1, 2])
    let screenshot = try #require(embeddings[0].first)
    #expect(screenshot["data"] as? String == Data([0x89, 0x50, 0x4E, 0x47]).base64EncodedString())
    #expect(screenshot["mime_type"] as? String == "image/png")
    #expect(screenshot["name"] as? String == "shot.png")
    #expect(
      embeddings[1].map { $0["data"] as? String }
        == [
          Data("started 🥒".utf8).base64EncodedString(), Data("second".utf8).base64EncodedString(),
        ])
    #expect(embeddings[1].map { $0["mime_type"] as? String } == ["text/plain", "text/x.log"])
    #expect(embeddings[1].first?["name"] == nil)
    let after = try #require((scenario["after"] as? [Object])?.first)
    let hookEmbeddings = try #require(after["embeddings"] as? [Object])
    #expect(hookEmbeddings.map { $0["data"] as? String } == [Data("{}".utf8).base64EncodedString()])
    #expect(
      Self.steps(scenario).allSatisfy {
        ($0["result"] as? Object)?["status"] as? String == "passed"
      })
  }

  @Test func aRuleNamesItsScenariosAndItsBackgroundLeadsThem() async throws {
    let feature = """
      Feature: Ruled
        Rule: Money rules
          Background:
            Given a passing step

          Scenario Outline: Pay <n>
            Given a number <n>

            @paid
            Examples: Amounts
              | n |
              | 1 |
      """
    let (features, _) = try await Self.report(["ruled.feature": feature])
    let elements = Self.elements(features.first)
    #expect(elements.map { $0["type"] as? String } == ["background", "scenario"])
    #expect(elements.first?["line"] as? Int == 3)
    #expect(elements.first.map(Self.steps)?.map { $0["line"] as? Int } == [4])
    #expect(elements.last?["id"] as? String == "ruled;money-rules;pay-<n>;amounts;2")
    let tags = try #require(elements.last?["tags"] as? [Object])
    #expect(tags.map { $0["name"] as? String } == ["@paid"])
    #expect(tags.map { $0["line"] as? Int } == [9])
  }
}
