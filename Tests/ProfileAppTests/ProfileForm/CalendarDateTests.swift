import Foundation
import ProfileApp
import Testing

@Suite("Calendar date")
struct CalendarDateTests {
  @Test(arguments: [
    ("2000-02-29", true), ("1900-02-29", false), ("2024-02-29", true), ("2023-02-29", false),
    ("1990-04-31", false), ("1990-12-31", true), ("1990-13-01", false), ("1990-00-10", false),
    ("0000-01-01", false), (" 1990-01-01\n", true), ("1990-1-01", false), ("90-01-01", false),
    ("1990/01/01", false), ("1990-01-0a", false), ("", false), ("1990-01-01-01", false),
    ("١٩٩٠-٠١-٠١", false),
  ])
  func isoParsingAcceptsOnlyRealDays(text: String, isDay: Bool) {
    #expect((CalendarDate(iso: text) != nil) == isDay)
  }

  @Test func descriptionIsZeroPaddedISO() throws {
    #expect(try CalendarDate.on("0042-03-07").description == "0042-03-07")
    #expect(try CalendarDate.on("1990-12-10").description == "1990-12-10")
  }

  @Test func daysAreOrderedByYearThenMonthThenDay() throws {
    #expect(try CalendarDate.on("1990-12-31") < .on("1991-01-01"))
    #expect(try CalendarDate.on("1991-01-31") < .on("1991-02-01"))
    #expect(try CalendarDate.on("1991-02-01") < .on("1991-02-02"))
    #expect(try !(CalendarDate.on("1991-02-02") < .on("1991-02-02")))
  }

  @Test(arguments: [
    -5_000_000_000, -1, 0, 86_399, 86_400, 951_782_400, 951_868_799, 1_781_524_800,
    4_107_542_400, 253_402_300_799,
  ])
  func utcDayMatchesFoundationsGregorianCalendar(seconds: TimeInterval) {
    // Given
    let date = Date(timeIntervalSince1970: seconds)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let expected = calendar.dateComponents([.year, .month, .day], from: date)
    // When
    let sut = CalendarDate(utc: date)
    // Then
    #expect([sut.year, sut.month, sut.day] == [expected.year, expected.month, expected.day])
  }

  @Test func datesOutsideYearsOneToNineThousandNineHundredNinetyNineAreClamped() {
    #expect(CalendarDate(utc: Date(timeIntervalSince1970: -1e300)).description == "0001-01-01")
    #expect(CalendarDate(utc: Date(timeIntervalSince1970: 1e300)).description == "9999-12-31")
    #expect(CalendarDate(utc: Date(timeIntervalSince1970: .nan)).description == "1970-01-01")
  }
}
