import Acceptance
import AcceptanceCommandLine
import AppSteps
import Foundation
import TestSupport
import Testing

/// "Did you mean" over the app's step catalog: a scenario writer's near misses find the phrase the
/// catalog has, and the command line shows it before the snippet.
@Suite("Did you mean, on the app's steps")
struct DidYouMeanTests {
  let catalog = AppSteps.library().catalog

  @Test(arguments: [
    (
      #"the user log in with email "ada@example.com" and pasword "Secret1""#,
      "the user logs in with email {string} and password {string}"
    ),
    ("the user is on the login page", "the user is on (the ){screen} screen"),
    (#"the user taps the "Login" buton"#, "the user taps the {string} button"),
    ("the loading indicator should apear", "the/a loading/progress indicator should appear"),
    (
      #"an error alert should be shown with title "Oops""#,
      "an error alert should appear with title {string}"
    ),
    ("the service should have 2 users", "the service should have {int} registered user(s)"),
    ("the login service takes 3 seconds", "the {operation} service takes {duration} to answer"),
    (#"the user logs in as "ada@example.com""#, "the user is logged in as {string}"),
  ])
  func aNearMissFindsThePhraseOfTheCatalog(text: String, pattern: String) {
    #expect(catalog.closest(to: text).first?.pattern.source == pattern)
  }

  @Test(arguments: ["the weather is sunny", "I am a banana", "these users exist:"])
  func aStepUnlikeAnyOtherGetsNoSuggestion(text: String) {
    #expect(catalog.closest(to: text).isEmpty)
  }

  @Test func theCommandLineShowsTheSuggestionsBeforeTheSnippet() async throws {
    let folder = try TemporaryFolder(
      "did-you-mean",
      files: [
        "typo.feature": """
        Feature: Typo
          Scenario: A typo
            Given the user taps the "Login" buton
        """
      ])
    let file = folder.url("typo.feature")
    let output = TextOutput.memory()
    _ = await RunCommand.main(
      arguments: ["--no-color", file.path], steps: AppSteps.library().registry,
      environment: [:], output: output, errors: .memory()
    ) { AppWorld() }
    let taps = try #require(
      catalog.entries.first { $0.pattern.source == "the user taps the {string} button" })
    let location = taps.location.shortDescription
    #expect(
      output.text.contains(
        """
                  Did you mean:
                    the user taps the {string} button
                      example:    When the user taps the "Login" button
                      defined at: \(location)

        """))
    #expect(
      output.text.contains(
        """
        You can implement the undefined steps with these snippets:

        // Did you mean:
        //   the user taps the {string} button
        //     example:    When the user taps the "Login" button
        //     defined at: \(location)
        steps.given("the user taps the {string} buton") { (world, string: String) in
        """))
  }
}
