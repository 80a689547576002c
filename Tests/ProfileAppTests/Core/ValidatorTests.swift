import Foundation
import ProfileApp
import Testing

@Suite("Validation workers")
struct ValidatorTests {
  @Test(arguments: [
    ("ada@example.com", Result<String, ValidationIssue>.success("ada@example.com")),
    ("  Ada.Lovelace+x@mail.example.co.uk \n", .success("Ada.Lovelace+x@mail.example.co.uk")),
    ("", .failure(.empty)),
    ("   ", .failure(.empty)),
    ("ada", .failure(.invalidFormat)),
    ("ada@", .failure(.invalidFormat)),
    ("@example.com", .failure(.invalidFormat)),
    ("ada@@example.com", .failure(.invalidFormat)),
    ("ada@example", .failure(.invalidFormat)),
    ("ada@example.c", .failure(.invalidFormat)),
    ("ada@exa_mple.com", .failure(.invalidFormat)),
    ("ada@-example.com", .failure(.invalidFormat)),
    ("ada@example..com", .failure(.invalidFormat)),
    (".ada@example.com", .failure(.invalidFormat)),
    ("a..da@example.com", .failure(.invalidFormat)),
    ("ada lovelace@example.com", .failure(.invalidFormat)),
    ("ada😀@example.com", .failure(.invalidFormat)),
    ("ada@exämple.com", .failure(.invalidFormat)),
    ("ada@example.c0m", .failure(.invalidFormat)),
    (String(repeating: "a", count: 65) + "@example.com", .failure(.invalidFormat)),
    (String(repeating: "a", count: 250) + "@example.com", .failure(.tooLong(maximum: 254))),
  ])
  func email(input: String, expected: Result<String, ValidationIssue>) {
    #expect(EmailValidator().validate(input) == expected)
  }

  @Test(arguments: [
    ("+441234567890", Result<String, ValidationIssue>.success("+441234567890")),
    (" 0123456 ", .success("0123456")),
    ("", .failure(.empty)),
    ("+", .failure(.tooShort(minimum: 7))),
    ("123456", .failure(.tooShort(minimum: 7))),
    ("1234567890123456", .failure(.tooLong(maximum: 15))),
    ("+44 1234 567890", .success("+441234567890")),
    ("+44 (20) 7946-0958", .success("+442079460958")),
    ("555.0100", .success("5550100")),
    ("12-34-56-78", .success("12345678")),
    ("+44 20 7946 095", .success("+44207946095")),
    ("555-01-0", .failure(.tooShort(minimum: 7))),
    ("555 0100 ext 2", .failure(.invalidCharacters)),
    ("++441234567", .failure(.invalidCharacters)),
    ("44+1234567", .failure(.invalidCharacters)),
    ("٠١٢٣٤٥٦٧", .failure(.invalidCharacters)),
    ("1234567+", .failure(.invalidCharacters)),
  ])
  func phone(input: String, expected: Result<String, ValidationIssue>) {
    #expect(PhoneValidator().validate(input) == expected)
  }

  @Test(arguments: [
    ("Secret1", Result<String, ValidationIssue>.success("Secret1")),
    ("Pingüino1", .success("Pingüino1")),
    ("Élan2024x", .success("Élan2024x")),
    ("Пароль2024", .success("Пароль2024")),
    ("Secret١", .success("Secret١")),
    (" Secret1", .failure(.invalidCharacters)),
    ("Secret1 ", .failure(.invalidCharacters)),
    ("   ", .failure(.invalidCharacters)),
    ("", .failure(.empty)),
    ("Ab1", .failure(.tooShort(minimum: 6))),
    ("secret1", .failure(.missingUppercase)),
    ("élan2024x", .failure(.missingUppercase)),
    ("SECRET1", .failure(.missingLowercase)),
    ("Secrets", .failure(.missingDigit)),
    ("Secret²", .failure(.invalidCharacters)),
    ("Secret 1", .failure(.invalidCharacters)),
    ("Secret1!", .failure(.invalidCharacters)),
    ("Aa1" + String(repeating: "x", count: 126), .failure(.tooLong(maximum: 128))),
  ])
  func password(input: String, expected: Result<String, ValidationIssue>) {
    #expect(PasswordValidator().validate(input) == expected)
  }

  @Test(arguments: [
    ("Ada", Result<String, ValidationIssue>.success("Ada")),
    ("  Jean-Luc ", .success("Jean-Luc")),
    ("O'Brien", .success("O'Brien")),
    ("Zoë", .success("Zoë")),
    ("Zoe\u{308}", .success("Zoe\u{308}")),
    ("محمد", .success("محمد")),
    ("J. R. R.", .success("J. R. R.")),
    ("", .failure(.empty)),
    (" \t\n", .failure(.empty)),
    ("Ada😀", .failure(.invalidCharacters)),
    ("Robert'); DROP TABLE users;--", .failure(.invalidCharacters)),
    ("<b>Ada</b>", .failure(.invalidCharacters)),
    ("R2D2", .failure(.invalidCharacters)),
    (String(repeating: "a", count: 51), .failure(.tooLong(maximum: 50))),
  ])
  func name(input: String, expected: Result<String, ValidationIssue>) {
    #expect(NameValidator().validate(input) == expected)
  }
}

@Suite("Messages")
struct MessageTests {
  @Test func everyIssueOfEveryFieldHasAMessageNamingTheField() {
    let issues: [ValidationIssue] = [
      .empty, .tooShort(minimum: 6), .tooLong(maximum: 50), .invalidFormat, .invalidCharacters,
      .missingUppercase, .missingLowercase, .missingDigit,
    ]
    for field in FormField.allCases {
      let messages = issues.map { ValidationMessages.text(for: $0, in: field) }
      #expect(Set(messages).count == issues.count)
      for message in messages where !message.hasPrefix("Please") {
        #expect(message.hasPrefix(ValidationMessages.label(of: field)))
      }
    }
    #expect(ValidationMessages.text(for: .empty, in: .email) == "Email is required.")
    #expect(
      ValidationMessages.text(for: .tooShort(minimum: 7), in: .phone)
        == "Phone number must have at least 7 digits.")
  }

  @Test func everyFailureHasItsOwnSentence() {
    let errors: [AuthError] = [
      .invalidCredentials, .emailAlreadyRegistered, .notSignedIn, .userNotFound, .lockedOut,
      .unreachable, .timedOut, .serverError(code: 500), .cancelled,
    ]
    let texts = errors.map(ErrorMessages.text(for:))
    #expect(Set(texts).count == errors.count)
    #expect(texts.allSatisfy { $0.hasSuffix(".") })
    #expect(ErrorMessages.text(for: .invalidCredentials).contains("Invalid credentials"))
    #expect(ErrorMessages.text(for: NavigationError.sessionRequired(.userList)).contains("log in"))
    #expect(
      ErrorMessages.text(for: NavigationError.mismatchedRoute(.login))
        == ErrorMessages.text(for: NavigationError.unavailable(.profile)))
  }

  @Test func fieldErrorsFollowTheOrderOfTheForm() {
    let list = FieldErrorViewModel.list([
      .phone: .empty, .firstName: .empty, .email: .invalidFormat,
    ])
    #expect(list.map(\.field) == [.firstName, .email, .phone])
  }
}

@Suite("Trimming")
struct TrimmingTests {
  /// Every scalar up to U+3000 (the last whitespace scalar) alone is trimmed away exactly when
  /// Foundation's `.whitespacesAndNewlines` holds it.
  @Test func trimsExactlyWhatFoundationTrims() {
    let foundation = CharacterSet.whitespacesAndNewlines
    var differences: [String] = []
    for value in 0...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if String(Character(scalar)).trimmed.isEmpty != foundation.contains(scalar) {
        differences.append("U+\(String(value, radix: 16, uppercase: true))")
      }
    }
    #expect(differences == [])
  }

  @Test(arguments: [" a b ", "\u{200B}\u{3000}x\n", "\t\r\n", "x", "\u{A0}é\u{2029}", ""])
  func trimsTheEndsOnly(text: String) {
    #expect(text.trimmed == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
