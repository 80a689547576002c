import ProfileApp

/// What every screen of the app offers, read off the app's own code: each module's layout (the
/// elements its presenter hands the view, in reading order), the options its pickers are given, the
/// content it shows as it runs, and every message it can show. It is what `acceptance screens`
/// prints and what `Features/SCREENS.md` holds, so a scenario's writer knows which words to use.
///
/// ```swift
/// print(ScreenReference.markdown)
/// ```
public enum ScreenReference {
  /// One screen of the reference.
  public struct Screen: Sendable, Equatable {
    /// The screen.
    public var id: ScreenID
    /// Its layout, as its presenter sends it.
    public var layout: ScreenLayout
    /// The options of its pickers and segmented controls, by the control's element identifier.
    public var options: [String: [String]]
    /// What it shows as it runs, beside its layout (lists, details), in words.
    public var content: [String]
    /// Every message it can show.
    public var messages: [String]
  }

  /// Every screen, in the order a user meets them.
  public static let screens: [Screen] = [
    Screen(
      id: .login, layout: LoginModels.layout, options: [:], content: [],
      messages: LoginModels.messages),
    Screen(
      id: .signup, layout: SignupModels.layout, options: [:],
      content: ["each field's message under the field, after \"Create account\" is tapped"],
      messages: SignupModels.messages),
    Screen(
      id: .home, layout: HomeModels.layout, options: [:], content: [],
      messages: HomeModels.messages),
    Screen(
      id: .userList, layout: UserListModels.layout, options: [:],
      content: [
        "a button per registered user, labelled with the name and the email (\"Ada Lovelace, "
          + "ada@example.com\"), after the title",
        "the selected user's details, a line each: the name, \"Email: …\", \"Phone: …\" (when the "
          + "user has one)",
      ],
      messages: UserListModels.messages),
    Screen(
      id: .profileForm, layout: ProfileFormModels.layout,
      options: [
        ProfileFormElement.country.rawValue: Country.all.map(\.name),
        ProfileFormElement.gender.rawValue: ProfileFormModels.genderOptions.map(\.title),
      ],
      content: ["each field's message under the field, after \"Save profile\" is tapped"],
      messages: ProfileFormModels.messages),
    Screen(
      id: .profile, layout: ProfileModels.layout, options: [:],
      content: [
        "the saved profile, a labelled value each: \"Name\" (when shown), \"Email\", \"Country\", "
          + "\"Birth date\", \"Age\", \"Gender\""
      ],
      messages: []),
  ]

  /// The reference as Markdown.
  public static var markdown: String {
    var text = """
      # Screens

      What each screen of the app offers: its elements in reading order (the names steps use), the
      options of its pickers, what it shows as it runs, and every message it can show. Generated
      from the app's code by `swift run acceptance screens`; a test keeps this file in step with it.

      """
    for screen in screens {
      text += "\n## \(screen.id.name)\n\n"
      for item in screen.layout.items {
        text += "- \(describe(item, options: screen.options[item.element.id]))\n"
      }
      for content in screen.content { text += "- and \(content)\n" }
      guard !screen.messages.isEmpty else { continue }
      text += "\nMessages:\n\n"
      for message in screen.messages { text += "- \(message.quoted)\n" }
    }
    return text
  }

  /// One element as the reference lists it: `button "Sign up": Creates a new account`.
  private static func describe(_ item: ScreenLayout.Item, options: [String]?) -> String {
    let element = item.element
    let role = element.role == .staticText ? "text" : element.role.rawValue
    let purpose = element.id.split(separator: ".").last.map(String.init) ?? element.id
    var line = element.label.isEmpty ? "\(role): the \(purpose)" : "\(role) \(element.label.quoted)"
    switch item.presence {
    case .always: break
    case .whenShown: line += ", once shown"
    case .whileLoading: line += ", while loading"
    }
    if let hint = element.hint, options == nil { line += ": \(hint)" }
    if let options { line += ": " + summary(of: options) }
    return line
  }

  /// A picker's options: all of them when there are a few, else their count and a few.
  private static func summary(of options: [String]) -> String {
    guard options.count > 8 else { return options.map(\.quoted).joined(separator: ", ") }
    let first = options.prefix(3).map(\.quoted).joined(separator: ", ")
    return
      "\(options.count) options, in alphabetical order: \(first), … \(options.last?.quoted ?? "")"
  }
}
