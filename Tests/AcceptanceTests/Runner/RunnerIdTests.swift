import Acceptance
import Testing

/// Files are parsed on a loading thread while the runner plans the previous ones and runs the ones
/// before, on one worker or several: ids must still be unique across the run and the same from one
/// run to the next, for the attempts of retried test cases, the suggestions of undefined steps and
/// the `beforeAll` hooks too.
@Suite("Runner: message ids")
struct RunnerIdTests {
  /// The files of the run: a few shapes, then enough more that the workers start before the
  /// loading thread has read them all.
  static let files = shapes.merging(
    (0..<40).map {
      ("more/\($0).feature", "Feature: More \($0)\n  Scenario: S\n    Given a step \($0)\n")
    }
  ) { first, _ in first }

  static let shapes = [
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

      Scenario: Retried
        Given a failing step

      Scenario: Undefined
        Given a step nobody wrote
    """,
  ]

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a step") { _ in }
    steps.given("a step {int}") { (_, _: Int) in }
    steps.given("a failing step") { _ in throw StepFailure("it fails") }
    // The second hook starts while the files are being read.
    steps.beforeAll { try await Task.sleep(for: .milliseconds(20)) }
    steps.beforeAll {}
    steps.before("@smoke") { _, _ in }
    steps.after { _, _ in }
    return steps
  }

  /// The value of every `id` field of the messages of a run, in order.
  static func ids(tags: String?, parallel: Int) async throws -> [String] {
    var options = RunOptions()
    options.tags = tags
    options.parallel = parallel
    options.retry = 1
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

  @Test(arguments: [nil, "@smoke", "not @slow"], [1, 2])
  func idsAreUniqueAndTheSameInEveryRun(tags: String?, parallel: Int) async throws {
    let first = try await Self.ids(tags: tags, parallel: parallel)
    #expect(first.count > 20)
    #expect(Set(first).count == first.count)
    for _ in 0..<5 {
      #expect(try await Self.ids(tags: tags, parallel: parallel) == first)
    }
  }
}
