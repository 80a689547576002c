import ProfileApp
import Testing

@Suite("Age calculator and birth-date validator")
struct AgeCalculatorTests {
  let sut = AgeCalculator()

  @Test(arguments: [
    ("1990-06-15", "2026-06-15", 36),  // birthday today
    ("1990-06-16", "2026-06-15", 35),  // birthday tomorrow
    ("1990-06-14", "2026-06-15", 36),  // birthday yesterday
    ("2026-06-15", "2026-06-15", 0),  // born today
    ("2000-02-29", "2025-02-28", 24),  // leap day, common year: not yet
    ("2000-02-29", "2025-03-01", 25),  // leap day, common year: from 1 March
    ("2000-02-29", "2028-02-29", 28),  // leap day, leap year: on the day
    ("2000-02-29", "2028-02-28", 27),
    ("1999-12-31", "2000-01-01", 0),
  ])
  func ageInCompletedYears(born: String, today: String, age: Int) throws {
    #expect(try sut.age(bornOn: .on(born), on: .on(today)) == age)
  }

  @Test func aFutureBirthDateHasNoAge() throws {
    #expect(try sut.age(bornOn: .on("2026-06-16"), on: .on("2026-06-15")) == nil)
  }

  @Test(arguments: [
    (nil, Result<Int, BirthDateIssue>.failure(.missing)),
    ("2026-06-16", .failure(.inFuture)),
    ("2026-06-15", .failure(.tooYoung(minimumAge: 13))),
    ("2013-06-16", .failure(.tooYoung(minimumAge: 13))),
    ("2013-06-15", .success(13)),
    ("1906-06-15", .success(120)),
    ("1905-06-16", .success(120)),
    ("1905-06-15", .failure(.tooOld(maximumAge: 120))),
  ])
  func birthDatesOutsideThirteenToOneHundredTwentyAreRefused(
    born: String?, expected: Result<Int, BirthDateIssue>
  ) throws {
    let birthDate = try born.map { try CalendarDate.on($0) }
    #expect(try BirthDateValidator().validate(birthDate, today: .on("2026-06-15")) == expected)
  }

  @Test func theDocumentedRangeIsThirteenToOneHundredTwenty() {
    #expect(BirthDateValidator.ageRange == 13...120)
  }
}
