import Acceptance
import AppTesting

/// Steps of the Profile screen; each checks first that the Profile screen is shown.
extension StepLibrary {
  mutating func addProfileSteps() {
    group = "Profile"
    then(
      "the profile should show:",
      example: "the profile should show:\n  | Country | Canada |\n  | Age | 36 years old |"
    ) { (world: isolated AppWorld, table: DataTable) in
      try world.expectScreen(.profile)
      let details = try world.harness.profileDetails
      for (label, value) in try table.pairs {
        try expectText(details[label], value, "the profile's \(label.quoted)")
      }
    }
  }
}
