import Acceptance
import Testing

@testable import AppSteps

@Suite("Step catalog text")
struct StepCatalogTests {
  @Test func groupsStepsWithParametersExamplesAndRelativeLocations() {
    let entries = [
      StepCatalog.Entry(
        group: "Login", expression: "the user logs in as {string} \\{not a parameter}",
        parameterTypes: ["String"],
        example: "When the user logs in as \"ada@example.com\" {not a parameter}",
        location: CodeLocation(file: "/work/app/Sources/AppSteps/Steps/LoginSteps.swift", line: 12)),
      StepCatalog.Entry(
        group: "Auth service", expression: "these users are registered:",
        parameterTypes: ["DataTable"], example: "Given these users are registered:\n  | email |",
        location: CodeLocation(file: "Generated.swift", line: 3)),
      StepCatalog.Entry(
        group: "Login", expression: "the user is on login screen", parameterTypes: [],
        example: "Given the user is on login screen",
        location: CodeLocation(
          file: "/elsewhere/Sources/AppSteps/Steps/NavigationSteps.swift", line: 9)),
    ]
    #expect(
      StepCatalog.text(entries) == """
        3 steps in 2 groups

        Login
        =====

          the user logs in as {string} \\{not a parameter}
            parameters: {string} String
            example:    When the user logs in as "ada@example.com" {not a parameter}
            defined at: Sources/AppSteps/Steps/LoginSteps.swift:12

          the user is on login screen
            example:    Given the user is on login screen
            defined at: Sources/AppSteps/Steps/NavigationSteps.swift:9

        Auth service
        ============

          these users are registered:
            parameters: DataTable
            example:    Given these users are registered:
                          | email |
            defined at: Generated.swift:3

        """)
  }
}
