import Foundation

/// A day of the Gregorian calendar, with no time and no time zone: what a date picker in date mode
/// gives, and what a birth date is.
///
/// Only real days exist: the initializer refuses 30 February and 29 February of common years.
///
/// ```swift
/// CalendarDate(year: 2000, month: 2, day: 29)   // a leap day
/// CalendarDate(iso: "1990-02-30")               // nil
/// CalendarDate(utc: Date(timeIntervalSince1970: 0))  // 1970-01-01
/// ```
public struct CalendarDate: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
  /// The year, 1...9999.
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, from 1.
  public let day: Int

  /// The day, or `nil` when no such day exists.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `yyyy-mm-dd` (surrounding whitespace ignored); `nil` for anything else or no such day.
  public init?(iso text: String) {
    let parts = text.trimmed.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day that `date` falls on in UTC, the app's fixed, locale-free calendar (proleptic
  /// Gregorian); dates before year 1 or after 9999 give 0001-01-01 or 9999-12-31.
  public init(utc date: Date) {
    // Howard Hinnant's days-to-civil algorithm: pure integer arithmetic, no Calendar, no locale.
    let daysSince1970 = (date.timeIntervalSince1970 / 86_400).rounded(.down)
    let bounded = daysSince1970.isNaN ? 0 : min(max(daysSince1970, -719_162), 2_932_896)
    let days = Int(bounded) + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// `yyyy-mm-dd`.
  public var description: String {
    func padded(_ number: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Whether `year` has a 29 February.
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// How many days `month` has in `year`.
  public static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
