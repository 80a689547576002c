import AppTesting
import AuthSimulator
import ProfileApp
import Testing

@MainActor
@Suite("ProfileForm flow through the harness")
struct ProfileFormFlowTests {
  @Test func homeOpensTheFormPrefilledWithTheSignedInUser() async throws {
    // Given
    let world = await World(now: .profileNow)
    try await world.signIn()
    // When
    try world.harness.tap("Profile")
    await world.harness.settle()
    // Then
    let screen = try world.harness.screen
    #expect(screen.id == .profileForm)
    #expect(
      ["Name", "Email", "Country", "Birth date", "Gender", "Show name on profile"].map {
        screen.value(of: $0)
      } == ["Ada Lovelace", "ada@example.com", nil, nil, "Prefer not to say", "On"])
    #expect(
      world.harness.recording.navigation.map { [$0.screen.rawValue, "\($0.event)"] } == [
        ["login", "setRoot"], ["home", "setRoot"], ["profileForm", "push"],
      ])
    #expect(
      world.harness.recording.view(on: .profileForm).map(\.event) == [
        .list("profileForm.country", Country.all.map(\.name)),
        .list("profileForm.gender", ["Female", "Male", "Non-binary", "Prefer not to say"]),
        .list(
          "profileForm.form",
          [
            "Name: Ada Lovelace", "Email: ada@example.com", "Country: -", "Birth date: -",
            "Age: -", "Gender: Prefer not to say", "Show name on profile: On",
          ]),
      ])
    #expect(try world.harness.audit().isEmpty)
  }

  @Test func savingAnIncompleteFormShowsEachFieldsOwnMessage() async throws {
    // Given
    let world = await World(now: .profileNow)
    try await world.openProfileForm()
    try world.harness.fillProfileForm(
      ProfileFormInput(name: "   ", email: "ada@", birthDate: try .on("2026-06-16")))
    // When
    try world.harness.saveProfile()
    await world.harness.settle()
    // Then
    #expect(
      try world.harness.profileFormErrors == [
        .name: "Name is required.", .email: "Please enter a valid email address.",
        .country: "Please choose a country from the list.",
        .birthDate: "Birth date cannot be in the future.",
      ])
    let screen = try world.harness.screen
    #expect(screen.id == .profileForm)
    #expect(screen.message(for: "Country") == "Please choose a country from the list.")
    #expect(screen.message(for: "Gender") == nil)
    #expect(screen.message(for: "Nothing") == nil)
    #expect(screen.messages.count == 4)
    #expect(screen.value(of: "Age") == nil)
    #expect(try world.harness.audit().isEmpty)
  }

  @Test func tenThousandCharactersAreRefusedWithoutBeingCut() async throws {
    // Given
    let world = await World(now: .profileNow)
    try await world.openProfileForm()
    let long = String(repeating: "é", count: 10_000)
    try world.harness.type(long, into: "Name")
    // When
    try world.harness.saveProfile()
    await world.harness.settle()
    // Then
    let screen = try world.harness.screen
    #expect(screen.value(of: "Name") == long)
    #expect(screen.message(for: "Name") == "Name must be at most 50 characters long.")
    #expect(try world.harness.audit().isEmpty)
  }

  @Test(arguments: [
    "choose Atlantis", "choose in Name", "choose in nothing", "pick in Email", "switch Country",
    "type into Country", "tap Gender",
  ])
  func impossibleActionsAreRefusedWithAHarnessError(action: String) async throws {
    // Given
    let world = await World(now: .profileNow)
    try await world.openProfileForm()
    let harness = world.harness
    let date = try CalendarDate.on("1990-01-01")
    let error: HarnessError =
      switch action {
      case "choose Atlantis":
        .noOption("Atlantis", in: "Country", on: .profileForm, options: Country.all.map(\.name))
      case "choose in Name": .notEditable("Name", on: .profileForm)
      case "choose in nothing":
        .noElement("Nothing", on: .profileForm, shown: try harness.screen.inventory)
      case "pick in Email": .notEditable("Email", on: .profileForm)
      case "switch Country", "type into Country":
        .notEditable("Country", on: .profileForm)
      default: .notTappable("Gender", on: .profileForm)
      }
    // Then
    #expect(throws: error) {
      switch action {
      case "choose Atlantis": try harness.choose("Atlantis", in: "Country")
      case "choose in Name": try harness.choose("Canada", in: "Name")
      case "choose in nothing": try harness.choose("Canada", in: "Nothing")
      case "pick in Email": try harness.pickDate(date, in: "Email")
      case "switch Country": try harness.setSwitch("Country", to: true)
      case "type into Country": try harness.type("Canada", into: "Country")
      default: try harness.tap("Gender")
      }
    }
  }

  @Test func controlsAreRefusedOnScreensWithout() async throws {
    // Given
    let world = await World(now: .profileNow)
    try await world.signIn()
    // Then
    #expect(throws: HarnessError.notEditable("Users", on: .home)) {
      try world.harness.choose("Canada", in: "Users")
    }
  }

  @Test func aGenderOptionTheAppDoesNotKnowIsRefused() {
    // Given
    let sut = ProfileFormRecorder(recording: Recording(now: { .zero }))
    sut.showGenders([.init(id: "robot", title: "Robot")])
    // Then
    #expect(
      throws: HarnessError.noOption(
        "Robot", in: "profileForm.gender", on: .profileForm, options: ["Robot"])
    ) {
      try sut.choose("Robot", in: ProfileFormElement.gender.rawValue)
    }
  }
}
