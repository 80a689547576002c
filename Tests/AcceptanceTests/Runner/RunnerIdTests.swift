import Acceptance
import Testing

/// Files are parsed on a loading thread while the runner plans the previous ones: ids must still be
/// unique across the run and the same from one run to the next.
@Suite("Runner: message ids")
struct RunnerIdTests {
  static let files = [
    "a.feature": """
    Feature: A
      Background:
        Given a step

      @smoke
      Scenario: One
        Given a step

      Scenario Outline: Two <n>
        Given a step <n>

        Examples:
          | n |
          | 1 |
          | 2 |
    """,
    "b.feature": """
    @smoke
    Feature: B
      Rule: R
        Scenario: Three
          Given a step
          And a step
    """,
    "c.feature": "Feature: Broken\n  Scenario: x\n    Given a step\n  | a | b |\n  | c |\n",
    "d.feature": """
    Feature: D
      @smoke @slow
      Scenario: Four
        Given a step 4
    """,
  ]

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a step") { _ in }
    steps.given("a step {int}") { (_, _: Int) in }
    steps.before("@smoke") { _, _ in }
    steps.after { _, _ in }
    return steps
  }

  /// The value of every `id` field of the messages of a run, in order.
  static func ids(tags: String?) async throws -> [String] {
    var options = RunOptions()
    options.tags = tags
    var ids: [String] = []
    for message in try await RunnerFixture(files).messages(steps(), options: options) {
      collectIds(in: message, into: &ids)
    }
    return ids
  }

  static func collectIds(in value: Any, into ids: inout [String]) {
    if let object = value as? [String: Any] {
      for key in object.keys.sorted() {
        if key == "id", let id = object[key] as? String { ids.append(id) }
        if let nested = object[key] { collectIds(in: nested, into: &ids) }
      }
    } else if let array = value as? [Any] {
      for element in array { collectIds(in: element, into: &ids) }
    }
  }

  @Test(arguments: [nil, "@smoke", "not @slow"])
  func idsAreUniqueAndTheSameInEveryRun(tags: String?) async throws {
    let first = try await Self.ids(tags: tags)
    #expect(first.count > 20)
    #expect(Set(first).count == first.count)
    for _ in 0..<3 {
      #expect(try await Self.ids(tags: tags) == first)
    }
  }
}
