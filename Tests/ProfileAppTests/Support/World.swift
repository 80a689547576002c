import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

/// The app on a virtual clock and a mock service, driven by a harness: what every flow test starts from.
@MainActor
struct World {
  let clock = VirtualClock()
  let service: MockAuthService
  let harness: AppHarness

  init(accounts: [NewAccount] = [.ada]) async {
    service = MockAuthService(clock: clock)
    for account in accounts { await service.seed(account) }
    // Profiles load and save at once here, so that flow tests keep their round timings.
    await service.setLatency(.fixed(.zero), for: .loadProfile)
    await service.setLatency(.fixed(.zero), for: .saveProfile)
    harness = AppHarness(
      dependencies: AppDependencies(authService: service, clock: clock), time: .virtual(clock),
      isolation: MainActor.shared)
  }

  /// Starts at Login and signs in as `account`, waiting until Home shows.
  func signIn(_ account: NewAccount = .ada) async throws {
    try harness.start()
    try harness.logIn(email: account.email, password: account.password)
    await harness.runUntilIdle()
  }
}

/// Plays `flow` in `runs` fresh worlds and expects each to record the same view and navigation
/// events as the first: nothing in the recording depends on how the tasks were scheduled.
@MainActor
func expectTheSameRecording(
  runs: Int, sourceLocation: SourceLocation = #_sourceLocation,
  _ flow: () async throws -> World
) async throws {
  var first: ([Recorded<ViewEvent>], [Recorded<NavigationEvent>])?
  for _ in 0..<runs {
    let recording = try await flow().harness.recording
    let run = (recording.view, recording.navigation)
    if let first {
      #expect(run.0 == first.0, sourceLocation: sourceLocation)
      #expect(run.1 == first.1, sourceLocation: sourceLocation)
    } else {
      first = run
    }
  }
}

extension NewAccount {
  static let ada = NewAccount(
    firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "Secret1",
    phone: "+441234567890")
  static let alan = NewAccount(
    firstName: "Alan", lastName: "Turing", email: "alan@example.com", password: "Enigma42",
    phone: "+441112223334")
}
