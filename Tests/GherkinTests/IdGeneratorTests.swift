import Gherkin
import Testing

@Suite("Ids")
struct IdGeneratorTests {
  @Test("ids are shared across files and ordered children first, pickle steps before pickles")
  func sharedAcrossFiles() {
    let ids = IdGenerator.incrementing()
    let source = "Feature: f\n  Scenario: s\n    Given x\n"
    let first = GherkinParser.parse(source: source, uri: "a.feature", ids: ids)
    let second = GherkinParser.parse(source: source, uri: "b.feature", ids: ids)
    let scenario = first.document?.feature?.children.first?.scenario
    #expect(scenario?.steps.first?.id == "0")
    #expect(scenario?.id == "1")
    #expect(first.pickles.first?.steps.first?.id == "2")
    #expect(first.pickles.first?.id == "3")
    #expect(second.pickles.first?.id == "7")
  }

  @Test("a reservation yields its ids in order, then, used up, ids of the generator it came from")
  func reservations() {
    let ids = IdGenerator.incrementing()
    let reserved = ids.reserve(3)
    let nested = reserved.reserve(2)
    #expect(ids.newId() == "3")
    #expect(reserved.newId() == "2")
    #expect(nested.newId() == "0")
    #expect(nested.newId() == "1")
    #expect(nested.newId() == "4")
    #expect(reserved.newId() == "5")
    #expect(reserved.reserve(2).newId() == "6")
    #expect(ids.newId() == "8")
  }

  @Test("UUID ids are version-4 UUIDs, lowercase, unique within and across generators")
  func uuids() throws {
    let ids = IdGenerator.uuid()
    var seen = Set<String>()
    for _ in 0..<50_000 {
      let id = ids.newId()
      let characters = Array(id)
      try #require(characters.count == 36, "\(id)")
      #expect(characters[8] == "-" && characters[13] == "-" && characters[18] == "-")
      #expect(characters[23] == "-")
      #expect(characters[14] == "4", "version 4: \(id)")
      #expect("89ab".contains(characters[19]), "variant 10: \(id)")
      #expect(id.allSatisfy { "0123456789abcdef-".contains($0) }, "\(id)")
      seen.insert(id)
    }
    #expect(seen.count == 50_000)
    let other = IdGenerator.uuid()
    #expect((0..<1000).allSatisfy { _ in !seen.contains(other.newId()) })
  }

  @Test("UUID ids use their random bits: every hex digit varies in every position")
  func uuidsLookRandom() {
    let ids = IdGenerator.uuid()
    var digitsByPosition = [Set<Character>](repeating: [], count: 36)
    for _ in 0..<2_000 {
      for (position, character) in ids.newId().enumerated() {
        digitsByPosition[position].insert(character)
      }
    }
    let fixed: Set<Int> = [8, 13, 14, 18, 23]
    for position in 0..<36 where !fixed.contains(position) {
      #expect(digitsByPosition[position].count == (position == 19 ? 4 : 16), "position \(position)")
    }
  }
}
