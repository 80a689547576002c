import ProfileApp

/// The Profile form view of tests: records every presenter call and forwards input to the presenter.
///
/// The form shows the values the presenter sent (``showForm(_:)``) and, like real controls, what the
/// user typed, chose, picked or switched since. Records: the country and gender options as `.list`
/// under their control's identifier, the whole form as `.list(ProfileFormElement.form, lines)`, the
/// age as `.text`, the field errors as `.list(ProfileFormElement.errors, messages)`.
public final class ProfileFormRecorder: RecorderView, ProfileFormView, ControlDriving {
  public var presenter: (any ProfileFormPresenting)?
  /// The options of the country picker, as last shown.
  public private(set) var countries: [ProfileFormModels.Option] = []
  /// The options of the gender segmented control, as last shown.
  public private(set) var genders: [ProfileFormModels.Option] = []

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) {
    super.init(
      screen: .profileForm, recording: recording, submitID: ProfileFormElement.save.rawValue)
  }

  public func showCountries(_ options: [ProfileFormModels.Option]) {
    countries = options
    record(.list(ProfileFormElement.country.rawValue, options.map(\.title)))
  }
  public func showGenders(_ options: [ProfileFormModels.Option]) {
    genders = options
    record(.list(ProfileFormElement.gender.rawValue, options.map(\.title)))
  }
  public func showForm(_ form: ProfileFormModels.ViewModel) {
    show(value: form.name, in: ProfileFormElement.name.rawValue)
    show(value: form.email, in: ProfileFormElement.email.rawValue)
    show(value: form.country, in: ProfileFormElement.country.rawValue)
    show(value: form.birthDate, in: ProfileFormElement.birthDate.rawValue)
    show(value: form.gender, in: ProfileFormElement.gender.rawValue)
    show(value: ProfileText.switchValue(form.showsName), in: ProfileFormElement.showName.rawValue)
    show(content: form.age, in: ProfileFormElement.age.rawValue)
    record(.list(ProfileFormElement.form.rawValue, form.lines))
  }
  public func showAge(_ text: String) { record(.text(ProfileFormElement.age.rawValue, text)) }
  public func showFieldErrors(_ errors: [ProfileFormModels.FieldError]) {
    var messages: [String: String] = [:]
    for error in errors { messages[ProfileFormElement(error.field).rawValue] = error.message }
    show(errors: messages)
    record(.list(ProfileFormElement.errors.rawValue, errors.map(\.message)))
  }
  public func showAlert(_ alert: AlertViewModel) { record(.alert(alert)) }

  override func relayTyping(_ text: String, into id: String) throws(HarnessError) {
    switch ProfileFormElement(rawValue: id) {
    case .name: presenter?.didChange(.name, to: text)
    case .email: presenter?.didChange(.email, to: text)
    default: try super.relayTyping(text, into: id)
    }
  }

  override func relayTap(_ id: String) throws(HarnessError) {
    guard ProfileFormElement(rawValue: id) == .save else { return try super.relayTap(id) }
    presenter?.didTapSave()
  }

  public func choose(_ option: String, in id: String) throws(HarnessError) {
    switch ProfileFormElement(rawValue: id) {
    case .country:
      let chosen = try match(option, in: countries, control: id)
      presenter?.didSelectCountry(code: chosen.id)
      show(value: chosen.title, in: id)
    case .gender:
      let chosen = try match(option, in: genders, control: id)
      guard let gender = Gender(rawValue: chosen.id) else {
        throw .noOption(
          option, in: label(of: id), on: recordedScreen, options: genders.map(\.title))
      }
      presenter?.didSelectGender(gender)
      show(value: chosen.title, in: id)
    default: throw .notEditable(id, on: recordedScreen)
    }
  }

  public func pickDate(_ date: CalendarDate, in id: String) throws(HarnessError) {
    guard ProfileFormElement(rawValue: id) == .birthDate else {
      throw .notEditable(id, on: recordedScreen)
    }
    presenter?.didPickBirthDate(date)
    show(value: ProfileText.date(date), in: id)
  }

  public func setSwitch(_ id: String, to isOn: Bool) throws(HarnessError) {
    guard ProfileFormElement(rawValue: id) == .showName else {
      throw .notEditable(id, on: recordedScreen)
    }
    presenter?.didSetShowsName(isOn)
    show(value: ProfileText.switchValue(isOn), in: id)
  }

  public func options(of id: String) throws(HarnessError) -> [String] {
    switch ProfileFormElement(rawValue: id) {
    case .country: countries.map(\.title)
    case .gender: genders.map(\.title)
    default: throw .notEditable(id, on: recordedScreen)
    }
  }

  /// The option whose title or identifier is `name`, or an error listing the options shown.
  private func match(
    _ name: String, in options: [ProfileFormModels.Option], control id: String
  ) throws(HarnessError) -> ProfileFormModels.Option {
    guard let option = options.first(where: { $0.title == name || $0.id == name }) else {
      throw .noOption(name, in: label(of: id), on: recordedScreen, options: options.map(\.title))
    }
    return option
  }

  private func label(of id: String) -> String { layout.element(id)?.label ?? id }
}
