import Acceptance
import AppTesting
import ProfileApp

/// Steps of the Sign up screen.
extension StepLibrary {
  mutating func addSignupSteps() {
    group = "Sign up"
    when(
      "the user signs up with:",
      example: "the user signs up with:\n  | First name | Grace |\n  | Email | grace@example.com |"
    ) { (world: isolated AppWorld, table: DataTable) in
      try await world.expectOrStart(.signup)
      for (field, text) in try table.pairs { try world.harness.type(text, into: field) }
      try await world.tap(SignupElement.submit.rawValue)
    }
  }
}
