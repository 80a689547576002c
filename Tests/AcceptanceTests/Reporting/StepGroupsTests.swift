import Gherkin
import Testing

@testable import Acceptance

@Suite("Cucumber JSON: hooks around steps")
struct StepGroupsTests {
  static func hook(_ phase: String) -> (step: TestStep, result: StepResult) {
    let location = CodeLocation(file: "Steps.swift", line: 1)
    let step = TestStep(
      id: phase, kind: .hook(phase: phase, name: nil, location: location), match: .hook,
      keyword: nil, line: nil)
    return (step, StepResult(status: .passed))
  }

  static func step(_ text: String) -> (step: TestStep, result: StepResult) {
    let pickleStep = PickleStep(argument: nil, astNodeIds: [], id: text, type: nil, text: text)
    let step = TestStep(
      id: text, kind: .step(pickleStep), match: .undefined, keyword: "Given ", line: 3)
    return (step, StepResult(status: .undefined))
  }

  @Test func scenarioHooksGoOnTheScenarioAndStepHooksOnTheirStep() {
    let groups = StepGroups([
      Self.hook("beforeScenario"), Self.hook("beforeStep"), Self.step("one"),
      Self.hook("afterStep"), Self.hook("beforeStep"), Self.step("two"), Self.hook("afterStep"),
      Self.hook("afterScenario"),
    ])
    #expect(groups.before.map(\.step.id) == ["beforeScenario"])
    #expect(groups.after.map(\.step.id) == ["afterScenario"])
    #expect(groups.steps.map(\.step.text) == ["one", "two"])
    #expect(groups.steps.map(\.before.count) == [1, 1])
    #expect(groups.steps.map(\.after.count) == [1, 1])
  }

  @Test func idsAreLowerCaseWithPunctuationAsDashes() {
    #expect(CucumberJSONDocument.id("It's a_B, ok! Yes") == "it-s-a-b--ok--yes")
  }
}
