import ProfileApp

/// The ProfileForm view of tests: records every presenter call and forwards input to the presenter.
///
/// Records: the country and gender options as `.list` under their control's identifier, the whole
/// form as `.list(ProfileFormElement.form, lines)`, the age as `.text`, the field errors as
/// `.list(ProfileFormElement.errors, messages)`.
@MainActor
public final class ProfileFormRecorder: RecorderView, ProfileFormView, ControlDriving {
  public var presenter: (any ProfileFormPresenting)?
  /// The options of the country picker, as last shown.
  public private(set) var countries: [ProfileFormModels.Option] = []
  /// The options of the gender segmented control, as last shown.
  public private(set) var genders: [ProfileFormModels.Option] = []

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .profileForm, recording: recording) }

  public func showCountries(_ options: [ProfileFormModels.Option]) {
    countries = options
    record(.list(ProfileFormElement.country.rawValue, options.map(\.title)))
  }
  public func showGenders(_ options: [ProfileFormModels.Option]) {
    genders = options
    record(.list(ProfileFormElement.gender.rawValue, options.map(\.title)))
  }
  public func showForm(_ form: ProfileFormModels.ViewModel) {
    record(.list(ProfileFormElement.form.rawValue, form.lines))
  }
  public func showAge(_ text: String) { record(.text(ProfileFormElement.age.rawValue, text)) }
  public func showFieldErrors(_ errors: [ProfileFormModels.FieldError]) {
    record(.list(ProfileFormElement.errors.rawValue, errors.map(\.message)))
  }
  public func showAlert(_ alert: AlertViewModel) { record(.alert(alert)) }

  public override func type(_ text: String, into id: String) throws(HarnessError) {
    switch ProfileFormElement(rawValue: id) {
    case .name: presenter?.didChange(.name, to: text)
    case .email: presenter?.didChange(.email, to: text)
    default: try super.type(text, into: id)
    }
  }

  public override func tap(_ id: String) throws(HarnessError) {
    guard ProfileFormElement(rawValue: id) == .save else { return try super.tap(id) }
    presenter?.didTapSave()
  }

  public func choose(_ option: String, in id: String) throws(HarnessError) {
    switch ProfileFormElement(rawValue: id) {
    case .country:
      presenter?.didSelectCountry(code: try match(option, in: countries).id)
    case .gender:
      guard let gender = Gender(rawValue: try match(option, in: genders).id) else {
        throw .noElement(option, on: recordedScreen)
      }
      presenter?.didSelectGender(gender)
    default: throw .notEditable(id, on: recordedScreen)
    }
  }

  public func pickDate(_ date: CalendarDate, in id: String) throws(HarnessError) {
    guard ProfileFormElement(rawValue: id) == .birthDate else {
      throw .notEditable(id, on: recordedScreen)
    }
    presenter?.didPickBirthDate(date)
  }

  public func setSwitch(_ id: String, to isOn: Bool) throws(HarnessError) {
    guard ProfileFormElement(rawValue: id) == .showName else {
      throw .notEditable(id, on: recordedScreen)
    }
    presenter?.didSetShowsName(isOn)
  }

  /// The option whose title or identifier is `name`.
  private func match(
    _ name: String, in options: [ProfileFormModels.Option]
  ) throws(HarnessError) -> ProfileFormModels.Option {
    guard let option = options.first(where: { $0.title == name || $0.id == name }) else {
      throw .noElement(name, on: recordedScreen)
    }
    return option
  }
}
