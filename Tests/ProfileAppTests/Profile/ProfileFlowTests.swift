import AppTesting
import AuthSimulator
import ProfileApp
import Testing

@MainActor
@Suite("Profile flow through the harness")
struct ProfileFlowTests {
  @Test func saveShowEditAndSaveAgainThroughTheNavigator() async throws {
    // Given
    let world = await World(now: .profileNow)
    let harness = world.harness
    try await world.openProfileForm()
    harness.recording.clear()
    // When
    try harness.fillProfileForm(
      ProfileFormInput(
        name: "  Ada King ", country: "Canada", birthDate: try .on("1990-12-10"), gender: "Female"))
    await harness.advance(by: .seconds(1))
    try harness.saveProfile()
    await harness.settle()
    // Then
    #expect(try harness.screen.id == .profile)
    #expect(
      try harness.profileDetails == [
        "Name": "Ada King", "Email": "ada@example.com", "Country": "Canada",
        "Birth date": "10 December 1990", "Age": "35 years old", "Gender": "Female",
      ])
    #expect(try harness.audit().isEmpty)
    // When
    await harness.advance(by: .seconds(1))
    try harness.editProfile()
    // Then
    let form = try harness.screen
    #expect(form.id == .profileForm)
    #expect(
      ["Name", "Email", "Country", "Birth date", "Age", "Gender", "Show name on profile"].map {
        form.value(of: $0)
      } == [
        "Ada King", "ada@example.com", "Canada", "10 December 1990", "35 years old", "Female",
        "On",
      ])
    // When
    await harness.advance(by: .seconds(1))
    try harness.fillProfileForm(ProfileFormInput(country: "JP", showsName: false))
    try harness.saveProfile()
    await harness.settle()
    // Then
    #expect(
      try harness.profileDetails == [
        "Email": "ada@example.com", "Country": "Japan", "Birth date": "10 December 1990",
        "Age": "35 years old", "Gender": "Female",
      ])
    #expect(try harness.audit().isEmpty)
    #expect(
      harness.recording.navigation == [
        Recorded(at: .seconds(1), screen: .profile, event: .push),
        Recorded(at: .seconds(2), screen: .profile, event: .pop),
        Recorded(at: .seconds(3), screen: .profile, event: .push),
      ])
    #expect(harness.recording.view(on: .profileForm).wasDisabledWhileLoading("Save profile"))
    let shown = harness.recording.view.filter {
      switch $0.event {
      case .buttonEnabled, .loading: false
      default: true
      }
    }
    #expect(
      shown == [
        Recorded(at: .zero, screen: .profileForm, event: .text("profileForm.age", "35 years old")),
        Recorded(
          at: .seconds(1), screen: .profile,
          event: .list(
            "profile.details",
            [
              "Name: Ada King", "Email: ada@example.com", "Country: Canada",
              "Birth date: 10 December 1990", "Age: 35 years old", "Gender: Female",
            ])),
        Recorded(
          at: .seconds(2), screen: .profileForm,
          event: .list(
            "profileForm.form",
            [
              "Name: Ada King", "Email: ada@example.com", "Country: Canada",
              "Birth date: 10 December 1990", "Age: 35 years old", "Gender: Female",
              "Show name on profile: On",
            ])),
        Recorded(
          at: .seconds(3), screen: .profile,
          event: .list(
            "profile.details",
            [
              "Email: ada@example.com", "Country: Japan", "Birth date: 10 December 1990",
              "Age: 35 years old", "Gender: Female",
            ])),
      ])
  }

  @Test(arguments: [
    " Zoe\u{308} Salda\u{301}na ", "مريم العربي", "O'Brien-Smith Jr.",
    String(repeating: "x", count: 50),
  ])
  func acceptedNamesReachTheProfileWhole(name: String) async throws {
    // Given
    let world = await World(now: .profileNow)
    try await world.openProfileForm()
    try world.harness.fillProfileForm(
      ProfileFormInput(name: name, country: "Kenya", birthDate: try .on("2000-02-29")))
    // When
    try world.harness.saveProfile()
    await world.harness.settle()
    // Then
    let shown = try #require(try world.harness.profileDetails["Name"])
    #expect(shown.unicodeScalars.elementsEqual(name.trimmed.unicodeScalars))
    #expect(try world.harness.profileDetails["Age"] == "26 years old")
    #expect(try world.harness.audit().isEmpty)
  }

  @Test func theProfileScreenWithoutAFormUnderItOpensAFilledFormOnEdit() async throws {
    // Given
    let world = await World(now: .profileNow)
    try await world.signIn()
    let profile = try UserProfile.ada()
    try world.harness.app.show(.profile(profile), as: .push)
    // When
    try world.harness.editProfile()
    // Then
    #expect(world.harness.navigation.screens == [.home, .profileForm])
    #expect(try world.harness.screen.value(of: "Name") == profile.name)
    #expect(try world.harness.screen.value(of: "Country") == profile.country.name)
  }

  @Test func theProfileFlowRecordsTheSameSequenceEveryTime() async throws {
    try await expectTheSameRecording(runs: 200) {
      let world = await World(now: .profileNow)
      try await world.openProfileForm()
      try world.harness.fillProfileForm(
        ProfileFormInput(country: "Canada", birthDate: try .on("1990-12-10"), gender: "Male"))
      await world.harness.advance(by: .seconds(1))
      try world.harness.saveProfile()
      await world.harness.settle()
      try world.harness.editProfile()
      try world.harness.saveProfile()
      await world.harness.settle()
      return world
    }
  }
}
