/// The values that cross the layers of the ProfileForm module.
public enum ProfileFormModels {
  /// Every message the profile form can show: each field's, then a screen it cannot open once the
  /// session has ended.
  public static let messages =
    ([(Field.name, NameValidator.issues), (.email, EmailValidator.issues)].flatMap {
      field, issues in
      issues.map { ProfileFormMessages.text(for: .text($0), in: field) }
    }
      + [ProfileFormMessages.text(for: .noCountry, in: .country)]
      + BirthDateValidator.issues.map {
        ProfileFormMessages.text(for: .birthDate($0), in: .birthDate)
      }
      + [ErrorMessages.text(for: NavigationError.sessionRequired(.profile))])

  /// The choices of the gender segmented control, in order.
  public static let genderOptions = Gender.allCases.map {
    Option(id: $0.rawValue, title: ProfileText.gender($0))
  }

  /// The profile form: title, the name and email fields, the country and birth-date pickers, the
  /// age once a past date is picked, the gender control, the "Show name on profile" switch and the
  /// "Save profile" button.
  public static let layout = ScreenLayout([
    .always(
      AccessibilityElement(
        id: ProfileFormElement.title.rawValue, role: .staticText, label: "Your profile")),
    .always(input(.name, .textField)),
    .always(input(.email, .textField)),
    .always(input(.country, .picker, hint: "Choose your country from the list")),
    .always(input(.birthDate, .datePicker, hint: "Your age is computed from it")),
    .whenShown(
      AccessibilityElement(id: ProfileFormElement.age.rawValue, role: .staticText, label: "Age")),
    .always(
      AccessibilityElement(
        id: ProfileFormElement.gender.rawValue, role: .segmentedControl, label: "Gender",
        hint: genderOptions.map(\.title).joined(separator: ", "))),
    .always(
      AccessibilityElement(
        id: ProfileFormElement.showName.rawValue, role: .toggle, label: "Show name on profile",
        hint: "When off, your profile does not show your name")),
    .always(
      AccessibilityElement(
        id: ProfileFormElement.save.rawValue, role: .button, label: "Save profile",
        hint: "Checks the form and shows your profile")),
    .whileLoading(
      AccessibilityElement(
        id: ProfileFormElement.progress.rawValue, role: .progressIndicator,
        label: "Saving your profile")),
  ])

  /// The element of a form field.
  private static func input(
    _ field: Field, _ role: AccessibilityElement.Role, hint: String? = nil
  ) -> AccessibilityElement {
    AccessibilityElement(
      id: ProfileFormElement(field).rawValue, role: role,
      label: ProfileFormMessages.label(of: field),
      hint: hint)
  }

  /// The fields a save can refuse, in screen order.
  public enum Field: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The name text field.
    case name
    /// The email text field.
    case email
    /// The country picker.
    case country
    /// The birth-date picker.
    case birthDate
  }

  /// What the user entered and chose, untouched.
  public struct Request: Sendable, Equatable {
    /// The name field's text.
    public var name: String
    /// The email field's text.
    public var email: String
    /// The code of the chosen country, `nil` until one is chosen.
    public var countryCode: String?
    /// The picked birth date, `nil` until one is picked.
    public var birthDate: CalendarDate?
    /// The chosen gender segment.
    public var gender: Gender
    /// The "Show name on profile" switch.
    public var showsName: Bool

    /// Creates a request; by default nothing is chosen, gender is unspecified and the name is shown.
    public init(
      name: String = "", email: String = "", countryCode: String? = nil,
      birthDate: CalendarDate? = nil, gender: Gender = .unspecified, showsName: Bool = true
    ) {
      self.name = name
      self.email = email
      self.countryCode = countryCode
      self.birthDate = birthDate
      self.gender = gender
      self.showsName = showsName
    }

    /// The request that a saved profile prefills.
    public init(profile: UserProfile) {
      self.init(
        name: profile.name, email: profile.email, countryCode: profile.country.id,
        birthDate: profile.birthDate, gender: profile.gender, showsName: profile.showsName)
    }
  }

  /// Why a validation worker refused a field.
  public enum Issue: Sendable, Equatable, Hashable {
    /// A text field's issue (name, email).
    case text(ValidationIssue)
    /// No country of the list is chosen.
    case noCountry
    /// The birth date's issue.
    case birthDate(BirthDateIssue)
  }

  /// The fields refused by their validation workers.
  public struct Refusal: Error, Sendable, Equatable {
    /// Each refused field with its issue.
    public var issues: [Field: Issue]

    /// Creates a refusal.
    public init(issues: [Field: Issue]) { self.issues = issues }
  }

  /// What the interactor hands the presenter after a save, in business terms.
  public enum Response: Sendable, Equatable {
    /// Fields were refused before any service call.
    case refused(Refusal)
    /// The service kept the profile, as returned here.
    case saved(UserProfile)
    /// The service failed; `notSignedIn` means it ended the session.
    case failed(AuthError)
  }

  /// One choice of a picker or segmented control.
  public struct Option: Sendable, Equatable, Hashable {
    /// What the presenter is told when it is chosen (a country code, a gender's raw value).
    public var id: String
    /// What the user reads.
    public var title: String

    /// Creates an option.
    public init(id: String, title: String) {
      self.id = id
      self.title = title
    }
  }

  /// A refused field as a view shows it.
  public struct FieldError: Sendable, Equatable, Hashable {
    /// The refused field.
    public var field: Field
    /// What is wrong, in words.
    public var message: String

    /// Creates a field error.
    public init(field: Field, message: String) {
      self.field = field
      self.message = message
    }
  }

  /// The form as a view shows it: every control's value, already formatted.
  public struct ViewModel: Sendable, Equatable {
    /// The name field's text.
    public var name: String
    /// The email field's text.
    public var email: String
    /// The chosen country's name, `nil` for none.
    public var country: String?
    /// The picked birth date, "29 February 2000", `nil` for none.
    public var birthDate: String?
    /// The age, "36 years old", `nil` when no past date is picked.
    public var age: String?
    /// The chosen gender's title.
    public var gender: String
    /// Whether the "Show name on profile" switch is on.
    public var showsName: Bool

    /// Creates a view model.
    public init(
      name: String, email: String, country: String?, birthDate: String?, age: String?,
      gender: String, showsName: Bool
    ) {
      self.name = name
      self.email = email
      self.country = country
      self.birthDate = birthDate
      self.age = age
      self.gender = gender
      self.showsName = showsName
    }

    /// One line per control, "Label: value" ("-" for none), as a recorder logs the form.
    public var lines: [String] {
      [
        "Name: \(name)", "Email: \(email)", "Country: \(country ?? "-")",
        "Birth date: \(birthDate ?? "-")", "Age: \(age ?? "-")", "Gender: \(gender)",
        "Show name on profile: \(ProfileText.switchValue(showsName))",
      ]
    }
  }
}
