import AppTesting
import AuthSimulator
import ProfileApp
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
      dependencies: AppDependencies(authService: service, clock: clock), time: .virtual(clock))
  }

  /// Starts at Login and signs in as `account`, waiting until Home shows.
  func signIn(_ account: NewAccount = .ada) async throws {
    try harness.start()
    try harness.logIn(email: account.email, password: account.password)
    await harness.runUntilIdle()
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
