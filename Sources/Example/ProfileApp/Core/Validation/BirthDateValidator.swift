/// Why a birth date was refused.
public enum BirthDateIssue: Error, Sendable, Equatable, Hashable {
  /// No date was picked.
  case missing
  /// The date is after today.
  case inFuture
  /// The age is below the minimum.
  case tooYoung(minimumAge: Int)
  /// The age is above the maximum.
  case tooOld(maximumAge: Int)
}

/// Checks a birth date against today: not in the future, and an age within ``ageRange``.
///
/// The range is 13...120 years: 13 is the usual minimum age for an online account (COPPA, GDPR
/// art. 8's lowest national threshold), and nobody documented has lived past 122, so an age above
/// 120 is a mistyped year.
///
/// ```swift
/// BirthDateValidator().validate(birthDate, today: CalendarDate(utc: now))  // .success(36)
/// ```
public struct BirthDateValidator: Sendable {
  /// The ages accepted, in whole years.
  public static let ageRange = 13...120
  private let calculator = AgeCalculator()

  /// Every issue the worker can report, in the order it checks them.
  public static let issues: [BirthDateIssue] = [
    .missing, .inFuture, .tooYoung(minimumAge: ageRange.lowerBound),
    .tooOld(maximumAge: ageRange.upperBound),
  ]

  /// Creates the worker.
  public init() {}

  /// The age of someone born on `birthDate`, or why the date is refused.
  public func validate(
    _ birthDate: CalendarDate?, today: CalendarDate
  ) -> Result<Int, BirthDateIssue> {
    guard let birthDate else { return .failure(.missing) }
    guard let age = calculator.age(bornOn: birthDate, on: today) else {
      return .failure(.inFuture)
    }
    if age < Self.ageRange.lowerBound {
      return .failure(.tooYoung(minimumAge: Self.ageRange.lowerBound))
    }
    if age > Self.ageRange.upperBound {
      return .failure(.tooOld(maximumAge: Self.ageRange.upperBound))
    }
    return .success(age)
  }
}
