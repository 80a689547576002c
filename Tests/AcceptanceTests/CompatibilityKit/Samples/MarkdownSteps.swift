import Acceptance

extension CompatibilitySamples {
  static func markdown() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("some TypeScript code:") { (_, code: String) in
      try verify(!code.isEmpty, "no code")
    }
    steps.given("some classic Gherkin:") { (_, gherkin: String) in
      try verify(!gherkin.isEmpty, "no Gherkin")
    }
    steps.when("we use a data table and attach something and then {word}") {
      (_, word: String, table: DataTable) in
      try verify(!table.rows.isEmpty, "no data table")
      StepReport.log("We are logging some plain text (\(word))")
      if word == "fail" { throw StepFailure("You asked me to fail") }
    }
    steps.then("this might or might not run") { _ in }
    return steps
  }
}
