import Acceptance
import AppSteps
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite("The timeline of each scenario")
struct ScenarioTimelineTests {
  /// Runs `scenario` (the steps under a `Scenario:` line) with the app's steps and returns the
  /// timelines it attached.
  static func timelines(_ scenario: String) async throws -> [Timeline] {
    let folder = try TemporaryFolder(
      "timeline", files: ["timeline.feature": "Feature: Timeline\n  Scenario: One\n\(scenario)"])
    var options = RunOptions.appTests
    options.paths = [FeaturePath(path: folder.path("timeline.feature"))]
    let attachments = Attachments()
    let runner = Runner(
      steps: AppSteps.library().registry, options: options, reporters: [attachments]
    ) { AppWorld() }
    _ = await runner.run()
    return try attachments.all.filter { $0.mediaType == Timeline.mediaType }.map {
      try Timeline(json: $0.body)
    }
  }

  @Test func aLoginShowsTheTapTheViewCallsTheCallAndTheNavigationOnTheVirtualClock() async throws {
    let timelines = try await Self.timelines(
      """
          Given the user is on login screen
          When user enters correct email and password and taps on login button
          And after successful authentication
          Then app should navigate to home screen

      """)
    #expect(timelines.count == 1)
    let events = try #require(timelines.first).events
    let at300 = Duration.milliseconds(300)
    #expect(
      events == [
        TimelineEvent(at: .zero, lane: "Navigation", "made the Login screen the first screen"),
        TimelineEvent(at: .zero, lane: "User", "opening the Login screen"),
        TimelineEvent(at: .zero, lane: "User", "the \"Login\" tap"),
        TimelineEvent(at: .zero, lane: "Login view", "\"Login\" disabled"),
        TimelineEvent(at: .zero, lane: "Login view", "loading shown"),
        TimelineEvent(
          at: .zero, lane: "Auth service", "login", duration: at300, budget: .seconds(1)),
        TimelineEvent(at: at300, lane: "Login view", "\"Login\" enabled"),
        TimelineEvent(at: at300, lane: "Login view", "loading hidden"),
        TimelineEvent(
          at: at300, lane: "Home view", "home.welcome shows \"Welcome, user@example.com!\""),
        TimelineEvent(at: at300, lane: "Navigation", "made the Home screen the first screen"),
        TimelineEvent(at: at300, lane: "Scenario", "ended: passed"),
      ])
  }

  @Test func aFailedCallAndAnAlertAreOnTheTimelineOfAFailingScenario() async throws {
    let timelines = try await Self.timelines(
      """
          Given the user is on login screen
          When user enters wrong email and password and taps on login button
          And after successful authentication

      """)
    let events = try #require(timelines.first).events
    let call = try #require(events.first { $0.lane == "Auth service" })
    #expect(call.text == "login failed: invalidCredentials")
    #expect(call.duration == .milliseconds(300))
    #expect(events.contains { $0.lane == "Login view" && $0.text.hasPrefix("alert \"Error\": ") })
    #expect(events.last == TimelineEvent(at: .milliseconds(300), lane: "Scenario", "ended: failed"))
  }
}

/// Collects what the steps and hooks of a run attached.
private final class Attachments: RunReporter, Sendable {
  private let attachments = Mutex<[StepAttachment]>([])

  var all: [StepAttachment] { attachments.withLock { $0 } }

  func report(_ event: RunEvent) async {
    if case .attachment(let attachment) = event { attachments.withLock { $0.append(attachment) } }
  }
}
