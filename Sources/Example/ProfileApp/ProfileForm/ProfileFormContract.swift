/// The ProfileForm module: name, email, country, birth date, gender and whether the name is shown;
/// on save, every refused field gets its own message and a valid profile opens the Profile screen.

/// What the ProfileForm presenter tells its view.
public protocol ProfileFormView: ModuleView, LayoutView, SubmittingView {
  /// The presenter this view reports events to; the view holds it strongly.
  var presenter: (any ProfileFormPresenting)? { get set }
  /// Fills the country picker.
  func showCountries(_ options: [ProfileFormModels.Option])
  /// Fills the gender segmented control.
  func showGenders(_ options: [ProfileFormModels.Option])
  /// Shows the value of every control (the form prefilled).
  func showForm(_ form: ProfileFormModels.ViewModel)
  /// Shows the age computed from the picked birth date; empty when it cannot be computed.
  func showAge(_ text: String)
  /// Shows the message of every refused field together, replacing earlier ones (empty: none).
  func showFieldErrors(_ errors: [ProfileFormModels.FieldError])
}

extension ProfileFormView {
  /// The ProfileForm screen.
  public var screenID: ScreenID { .profileForm }
  /// The presenter, as the navigator sees it.
  public var screen: (any ScreenPresenting)? { presenter }
}

/// The events a ProfileForm view sends to its presenter.
public protocol ProfileFormPresenting: ScreenPresenting {
  /// The user edited a text field (``ProfileFormModels/Field/name`` or ``ProfileFormModels/Field/email``).
  func didChange(_ field: ProfileFormModels.Field, to text: String)
  /// The user chose the country with this code in the picker.
  func didSelectCountry(code: String)
  /// The user picked a birth date.
  func didPickBirthDate(_ date: CalendarDate)
  /// The user chose a gender segment.
  func didSelectGender(_ gender: Gender)
  /// The user switched "Show name on profile" on or off.
  func didSetShowsName(_ isOn: Bool)
  /// The user tapped "Save profile".
  func didTapSave()
}

/// The ProfileForm business logic.
public protocol ProfileFormInteracting: AnyObject {
  /// The countries the picker offers.
  var countries: [Country] { get }
  /// What the form starts with: the signed-in user's name and email.
  var initialRequest: ProfileFormModels.Request { get }
  /// The age today of someone born on `birthDate`; `nil` when the date is in the future.
  func age(bornOn birthDate: CalendarDate) -> Int?
  /// Saves the profile at the service: ``ProfileFormModels/Response/saved(_:)`` with the profile as
  /// stored, or ``ProfileFormModels/Response/failed(_:)``.
  func save(_ profile: UserProfile) async -> ProfileFormModels.Response
  /// Checks every field with its validation worker; returns the trimmed profile or every issue.
  func validate(_ request: ProfileFormModels.Request) -> Result<
    UserProfile, ProfileFormModels.Refusal
  >
}

/// Where ProfileForm can go.
public protocol ProfileFormRouting: AnyObject {
  /// Opens `route`.
  func route(to route: ProfileFormRoute) throws(NavigationError)
}

/// The destinations of ProfileForm.
public enum ProfileFormRoute: Sendable, Equatable {
  /// The saved profile, pushed.
  case profile(UserProfile)
  /// Login as the new root, when the service says the session has ended.
  case login
}

/// The accessibility identifiers of the ProfileForm screen's elements, and of its records.
public enum ProfileFormElement: String, Sendable, CaseIterable {
  /// The screen title.
  case title = "profileForm.title"
  /// The name field.
  case name = "profileForm.name"
  /// The email field.
  case email = "profileForm.email"
  /// The country picker.
  case country = "profileForm.country"
  /// The birth-date picker.
  case birthDate = "profileForm.birthDate"
  /// The age computed from the birth date, present once a past date is picked.
  case age = "profileForm.age"
  /// The gender segmented control.
  case gender = "profileForm.gender"
  /// The "Show name on profile" switch.
  case showName = "profileForm.showName"
  /// The "Save profile" button.
  case save = "profileForm.save"
  /// The progress indicator, present while the profile is saved.
  case progress = "profileForm.progress"
  /// Not an element: the identifier under which a recorder logs the whole form.
  case form = "profileForm.form"
  /// Not an element: the identifier under which a recorder logs the field errors.
  case errors = "profileForm.errors"

  /// The element of a form field.
  public init(_ field: ProfileFormModels.Field) {
    switch field {
    case .name: self = .name
    case .email: self = .email
    case .country: self = .country
    case .birthDate: self = .birthDate
    }
  }

  /// The identifier of the static text that shows this field's error: `<id>.error`.
  public var errorID: String { "\(rawValue).error" }
}
