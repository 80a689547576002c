import Gherkin
import Testing

@Suite("Ids")
struct IdGeneratorTests {
  @Test("ids are shared across files and ordered children first, pickle steps before pickles")
  func sharedAcrossFiles() {
    let ids = IdGenerator.incrementing()
    let source = "Feature: f\n  Scenario: s\n    Given x\n"
    let first = GherkinParser.parse(source: source, uri: "a.feature", ids: ids)
    let second = GherkinParser.parse(source: source, uri: "b.feature", ids: ids)
    let scenario = first.document?.feature?.children.first?.scenario
    #expect(scenario?.steps.first?.id == "0")
    #expect(scenario?.id == "1")
    #expect(first.pickles.first?.steps.first?.id == "2")
    #expect(first.pickles.first?.id == "3")
    #expect(second.pickles.first?.id == "7")
  }

  @Test("UUID ids are unique")
  func uuids() {
    let ids = IdGenerator.uuid()
    #expect(ids.newId() != ids.newId())
  }
}
