import AuthSimulator
import Foundation
import ProfileApp
import Testing
import VirtualTime

/// One hostile or unusual text in one field, and what must come of it.
struct ProfileFormBadInput: Sendable, CustomTestStringConvertible {
  enum Outcome: Sendable, Equatable {
    /// Accepted as data: the profile holds exactly this (the input, trimmed).
    case accepted(String)
    /// Refused with this message for the field.
    case refused(String)
  }

  let field: ProfileFormModels.Field
  let name: String
  let text: String
  let outcome: Outcome

  var testDescription: String { "\(field): \(name)" }

  static let long = String(repeating: "a", count: 10_000)
  static let nameCharacters =
    "Name may contain only letters, spaces, apostrophes, hyphens and periods."
  static let badEmail = "Please enter a valid email address."

  static let all: [ProfileFormBadInput] = [
    ProfileFormBadInput(
      field: .name, name: "whitespace only", text: " \t\n ", outcome: .refused("Name is required.")),
    ProfileFormBadInput(
      field: .name, name: "10,000 characters", text: long,
      outcome: .refused("Name must be at most 50 characters long.")),
    ProfileFormBadInput(
      field: .name, name: "50 characters", text: String(long.prefix(50)),
      outcome: .accepted(String(long.prefix(50)))),
    ProfileFormBadInput(
      field: .name, name: "emoji", text: "Ada 👩‍💻", outcome: .refused(nameCharacters)),
    ProfileFormBadInput(
      field: .name, name: "combining marks", text: " Zoe\u{308} Salda\u{301}na ",
      outcome: .accepted("Zoe\u{308} Salda\u{301}na")),
    ProfileFormBadInput(
      field: .name, name: "right-to-left Arabic", text: "  مريم العربي ",
      outcome: .accepted("مريم العربي")),
    ProfileFormBadInput(
      field: .name, name: "right-to-left Hebrew", text: "עדה לאבלייס",
      outcome: .accepted("עדה לאבלייס")),
    ProfileFormBadInput(
      field: .name, name: "right-to-left override", text: "\u{202E}Ada",
      outcome: .refused(nameCharacters)),
    ProfileFormBadInput(
      field: .name, name: "SQL", text: "Robert'); DROP TABLE users;--",
      outcome: .refused(nameCharacters)),
    ProfileFormBadInput(
      field: .name, name: "HTML", text: "<b>Ada</b>", outcome: .refused(nameCharacters)),
    ProfileFormBadInput(
      field: .name, name: "apostrophe and hyphen", text: "O'Brien-Smith Jr.",
      outcome: .accepted("O'Brien-Smith Jr.")),
    ProfileFormBadInput(
      field: .email, name: "whitespace only", text: "   ", outcome: .refused("Email is required.")),
    ProfileFormBadInput(
      field: .email, name: "10,000 characters", text: long + "@example.com",
      outcome: .refused("Email must be at most 254 characters long.")),
    ProfileFormBadInput(
      field: .email, name: "emoji", text: "ada😀@example.com", outcome: .refused(badEmail)),
    ProfileFormBadInput(
      field: .email, name: "combining marks", text: "ade\u{301}@example.com",
      outcome: .refused(badEmail)),
    ProfileFormBadInput(
      field: .email, name: "right-to-left", text: "مريم@example.com", outcome: .refused(badEmail)),
    ProfileFormBadInput(
      field: .email, name: "SQL", text: "x'; DROP TABLE users;--@example.com",
      outcome: .refused(badEmail)),
    ProfileFormBadInput(
      field: .email, name: "SQL-like but valid", text: "ada'--@example.com",
      outcome: .accepted("ada'--@example.com")),
    ProfileFormBadInput(
      field: .email, name: "HTML", text: "<b>ada</b>@example.com", outcome: .refused(badEmail)),
    ProfileFormBadInput(
      field: .email, name: "surrounding whitespace", text: "\n ada@example.com\t",
      outcome: .accepted("ada@example.com")),
  ]
}

@MainActor
@Suite("ProfileForm bad input")
struct ProfileFormBadInputTests {
  let sut = ProfileFormInteractor(
    user: User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: ""),
    service: MockAuthService(clock: VirtualClock()), session: SessionStore(), now: { .profileNow })

  @Test(arguments: ProfileFormBadInput.all)
  func eachTextIsAcceptedAsDataOrRefusedWithItsFieldsMessage(input: ProfileFormBadInput) throws {
    // Given
    var request = ProfileFormModels.Request(
      name: "Ada", email: "ada@example.com", countryCode: "CA", birthDate: try .on("1990-12-10"))
    switch input.field {
    case .name: request.name = input.text
    default: request.email = input.text
    }
    // When
    let result = sut.validate(request)
    // Then
    switch (result, input.outcome) {
    case (.success(let profile), .accepted(let value)):
      #expect((input.field == .name ? profile.name : profile.email) == value)
      #expect(
        (input.field == .name ? profile.name : profile.email).unicodeScalars.elementsEqual(
          value.unicodeScalars))
    case (.failure(let refusal), .refused(let message)):
      #expect(
        ProfileFormMessages.errors(refusal.issues) == [.init(field: input.field, message: message)])
    default:
      Issue.record("\(input.testDescription): got \(result), expected \(input.outcome)")
    }
  }
}
