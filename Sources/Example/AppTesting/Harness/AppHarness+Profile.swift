import ProfileApp

/// The profile screens as steps see them: fill and save the form, read the profile, edit it.
///
/// ```swift
/// try harness.tap("Profile")                       // on Home: the form, prefilled with the user
/// try harness.fillProfileForm(ProfileFormInput(country: "Canada", birthDate: birthDate))
/// try harness.saveProfile()                        // the Profile screen, or the form's messages
/// try harness.screen.value(of: "Age")              // "36 years old"
/// try harness.editProfile()                        // back to the form, every field prefilled
/// ```
extension AppHarness {
  /// Enters every non-`nil` value of `input` in the profile form on top, in screen order.
  public func fillProfileForm(_ input: ProfileFormInput) throws(HarnessError) {
    if let name = input.name { try type(name, into: ProfileFormElement.name.rawValue) }
    if let email = input.email { try type(email, into: ProfileFormElement.email.rawValue) }
    if let country = input.country { try choose(country, in: ProfileFormElement.country.rawValue) }
    if let birthDate = input.birthDate {
      try pickDate(birthDate, in: ProfileFormElement.birthDate.rawValue)
    }
    if let gender = input.gender { try choose(gender, in: ProfileFormElement.gender.rawValue) }
    if let showsName = input.showsName {
      try setSwitch(ProfileFormElement.showName.rawValue, to: showsName)
    }
  }

  /// Taps "Save profile" on the profile form.
  public func saveProfile() throws(HarnessError) { try tap(ProfileFormElement.save.rawValue) }

  /// Taps "Edit profile" on the Profile screen.
  public func editProfile() throws(HarnessError) { try tap(ProfileElement.edit.rawValue) }

  /// The profile form's field messages by field, as shown now.
  ///
  /// The profile form's fields are not ``FormField`` cases, so ``ScreenState/fieldErrors`` stays
  /// empty on this screen; read its messages here or with ``ScreenState/message(for:)``.
  public var profileFormErrors: [ProfileFormModels.Field: String] {
    get throws(HarnessError) {
      let state = try screen
      var errors: [ProfileFormModels.Field: String] = [:]
      for field in ProfileFormModels.Field.allCases {
        errors[field] = state.message(for: ProfileFormElement(field).rawValue)
      }
      return errors
    }
  }

  /// The Profile screen's values by label ("Country": "Canada"), as shown now.
  public var profileDetails: [String: String] {
    get throws(HarnessError) {
      let state = try screen
      let lines = state.elements.filter { $0.role == .staticText && $0.value != nil }
      return Dictionary(
        lines.map { ($0.label, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }
  }
}
