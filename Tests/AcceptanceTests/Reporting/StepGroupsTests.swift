import Gherkin
import Testing

@testable import Acceptance

@Suite("Cucumber JSON: hooks around steps")
struct StepGroupsTests {
  static func hook(_ type: HookInfo.Kind) -> (step: TestStep, result: StepResult) {
    let location = CodeLocation(file: "Steps.swift", line: 1)
    let info = HookInfo(
      id: type.rawValue, type: type, name: nil, tagExpression: nil, location: location)
    let step = TestStep(id: type.rawValue, kind: .hook(info), match: .hook, keyword: nil, line: nil)
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
      Self.hook(.beforeTestCase), Self.hook(.beforeTestStep), Self.step("one"),
      Self.hook(.afterTestStep), Self.hook(.beforeTestStep), Self.step("two"),
      Self.hook(.afterTestStep), Self.hook(.afterTestCase),
    ])
    #expect(groups.before.map(\.step.id) == ["BEFORE_TEST_CASE"])
    #expect(groups.after.map(\.step.id) == ["AFTER_TEST_CASE"])
    #expect(groups.steps.map(\.step.text) == ["one", "two"])
    #expect(groups.steps.map(\.before.count) == [1, 1])
    #expect(groups.steps.map(\.after.count) == [1, 1])
  }

  @Test func idsAreLowerCaseWithPunctuationAsDashes() {
    #expect(CucumberJSONDocument.id("It's a_B, ok! Yes") == "it-s-a-b--ok--yes")
  }
}
