/// The values that cross the layers of the Profile module.
public enum ProfileModels {
  /// The Profile screen: the title and the "Edit profile" button; the profile's lines follow the
  /// title as they are shown.
  public static let layout = ScreenLayout([
    .always(
      AccessibilityElement(id: ProfileElement.title.rawValue, role: .staticText, label: "Profile")),
    .always(
      AccessibilityElement(
        id: ProfileElement.edit.rawValue, role: .button, label: "Edit profile",
        hint: "Goes back to the form, filled with this profile")),
  ])

  /// What the interactor hands the presenter: the saved profile and the age it gives today.
  public struct Response: Sendable, Equatable {
    /// The saved profile.
    public var profile: UserProfile
    /// The age today; `nil` when the birth date is after today.
    public var age: Int?

    /// Creates a response.
    public init(profile: UserProfile, age: Int?) {
      self.profile = profile
      self.age = age
    }
  }

  /// One labelled value of the profile.
  public struct Line: Sendable, Equatable, Hashable {
    /// The element showing it.
    public var element: ProfileElement
    /// What the value is, "Country".
    public var label: String
    /// The value, "Canada".
    public var value: String

    /// Creates a line.
    public init(_ element: ProfileElement, _ label: String, _ value: String) {
      self.element = element
      self.label = label
      self.value = value
    }

    /// "Country: Canada".
    public var text: String { "\(label): \(value)" }
  }

  /// The profile as a view shows it, already formatted, in reading order.
  public struct ViewModel: Sendable, Equatable {
    /// The lines shown; the name's only when the profile shows it, the age's only when known.
    public var lines: [Line]

    /// Creates a view model.
    public init(lines: [Line]) { self.lines = lines }
  }
}
