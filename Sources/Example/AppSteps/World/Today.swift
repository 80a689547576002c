import Foundation
import ProfileApp
import Synchronization

/// The app's "today", which a step can set: ages are computed against it.
///
/// A scenario starts on 15 June 2026 (noon UTC) unless a step such as
/// `Given today is "2030-01-31"` says otherwise, so ages never depend on the day the suite runs.
public final class Today: Sendable {
  /// Noon UTC on 15 June 2026.
  public static let defaultDate = Date(timeIntervalSince1970: 1_781_524_800)

  private let current = Mutex(Today.defaultDate)

  /// Today as the default date.
  public init() {}

  /// The current date.
  public var date: Date { current.withLock { $0 } }

  /// Makes `day` today (at noon UTC).
  public func set(_ day: CalendarDate) {
    let shift = Double(Self.dayNumber(day) - Self.dayNumber(CalendarDate(utc: Self.defaultDate)))
    current.withLock { $0 = Self.defaultDate.addingTimeInterval(shift * 86_400) }
  }

  /// Days since 1970-01-01 (Howard Hinnant's days-from-civil).
  private static func dayNumber(_ date: CalendarDate) -> Int {
    let year = date.month <= 2 ? date.year - 1 : date.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
