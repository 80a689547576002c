/// The words and formats the profile screens share: dates, ages and genders, in English, the same on
/// every device (no locale, no time zone).
///
/// ```swift
/// ProfileText.date(birthDate)     // "29 February 2000"
/// ProfileText.age(36)             // "36 years old"
/// ProfileText.gender(.nonBinary)  // "Non-binary"
/// ```
public enum ProfileText {
  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// "29 February 2000".
  public static func date(_ date: CalendarDate) -> String {
    "\(date.day) \(months[date.month - 1]) \(date.year)"
  }

  /// "1 year old", "36 years old".
  public static func age(_ years: Int) -> String {
    years == 1 ? "1 year old" : "\(years) years old"
  }

  /// The title of a gender's segment.
  public static func gender(_ gender: Gender) -> String {
    switch gender {
    case .female: "Female"
    case .male: "Male"
    case .nonBinary: "Non-binary"
    case .unspecified: "Prefer not to say"
    }
  }

  /// "On" or "Off", the value of a switch.
  public static func switchValue(_ isOn: Bool) -> String { isOn ? "On" : "Off" }
}
