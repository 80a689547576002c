import Foundation

/// Computes an age in whole years from a birth date and the current date, in UTC.
///
/// The age goes up on the birthday itself. Someone born on 29 February is a year older on 1 March in
/// common years (their birthday has not passed on 28 February).
///
/// ```swift
/// AgeCalculator().age(bornOn: birthDate, on: CalendarDate(utc: now))  // 36, or nil if not born yet
/// ```
public struct AgeCalculator: Sendable {
  /// Creates the worker.
  public init() {}

  /// The completed years from `birthDate` to `today`; `nil` when `birthDate` is after `today`.
  public func age(bornOn birthDate: CalendarDate, on today: CalendarDate) -> Int? {
    guard birthDate <= today else { return nil }
    let birthdayPassed = (today.month, today.day) >= (birthDate.month, birthDate.day)
    return today.year - birthDate.year - (birthdayPassed ? 0 : 1)
  }
}
