import Foundation
import ProfileApp
import Testing

@Suite("Profile formatting")
struct ProfileTextTests {
  @Test(arguments: [
    ("2000-02-29", "29 February 2000"), ("1990-01-01", "1 January 1990"),
    ("1990-12-10", "10 December 1990"), ("0042-07-04", "4 July 42"),
  ])
  func datesAreWrittenOutInEnglishWhateverTheLocale(iso: String, text: String) throws {
    #expect(try ProfileText.date(.on(iso)) == text)
  }

  @Test func agesAreInYearsWithTheRightNumber() {
    #expect(ProfileText.age(0) == "0 years old")
    #expect(ProfileText.age(1) == "1 year old")
    #expect(ProfileText.age(36) == "36 years old")
  }

  @Test func everyGenderHasATitleAndSwitchesReadOnOrOff() {
    #expect(
      Gender.allCases.map(ProfileText.gender) == [
        "Female", "Male", "Non-binary", "Prefer not to say",
      ])
    #expect([true, false].map(ProfileText.switchValue) == ["On", "Off"])
  }

  @Test func everyCountryOfISO3166IsThereSortedByEnglishNameWithUniqueCodes() {
    let names = Country.all.map(\.name)
    let english = Locale(identifier: "en")
    #expect(names == names.sorted { $0.compare($1, locale: english) == .orderedAscending })
    #expect(Country.all.count == 249)
    #expect(Set(Country.all.map(\.id)).count == Country.all.count)
    #expect(Country.all.allSatisfy { $0.id.count == 2 && $0.id.allSatisfy(\.isUppercase) })
    #expect(Country.withCode("CA")?.name == "Canada")
    #expect(Country.withCode("XX") == nil)
  }
}
