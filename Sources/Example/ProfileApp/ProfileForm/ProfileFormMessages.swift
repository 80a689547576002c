/// The words a user reads for a refused field of the profile form.
///
/// Text fields reuse ``ValidationMessages``: the email's messages as they are, the name's with the
/// label "Name" in place of "First name".
///
/// ```swift
/// ProfileFormMessages.text(for: .text(.empty), in: .name)     // "Name is required."
/// ProfileFormMessages.text(for: .birthDate(.inFuture), in: .birthDate)
/// // "Birth date cannot be in the future."
/// ```
public enum ProfileFormMessages {
  /// The name of a field as its label shows it.
  public static func label(of field: ProfileFormModels.Field) -> String {
    switch field {
    case .name: "Name"
    case .email: "Email"
    case .country: "Country"
    case .birthDate: "Birth date"
    }
  }

  /// The message for `issue` in `field`.
  public static func text(
    for issue: ProfileFormModels.Issue, in field: ProfileFormModels.Field
  ) -> String {
    switch issue {
    case .text(let issue) where field == .email:
      return ValidationMessages.text(for: issue, in: .email)
    case .text(let issue):
      let message = ValidationMessages.text(for: issue, in: .firstName)
      return label(of: field) + message.dropFirst(ValidationMessages.label(of: .firstName).count)
    case .noCountry: return "Please choose a country from the list."
    case .birthDate(.missing): return "\(label(of: field)) is required."
    case .birthDate(.inFuture): return "\(label(of: field)) cannot be in the future."
    case .birthDate(.tooYoung(let minimum)): return "You must be at least \(minimum) years old."
    case .birthDate(.tooOld(let maximum)):
      return "Please check your birth date: the age must be at most \(maximum) years."
    }
  }

  /// The errors of `issues`, in the order of ``ProfileFormModels/Field/allCases``.
  public static func errors(
    _ issues: [ProfileFormModels.Field: ProfileFormModels.Issue]
  ) -> [ProfileFormModels.FieldError] {
    ProfileFormModels.Field.allCases.compactMap { field in
      issues[field].map { .init(field: field, message: text(for: $0, in: field)) }
    }
  }
}
