import Acceptance
import Testing

/// An actor world: steps and hooks run isolated to it and change its `var` properties directly.
actor CounterWorld {
  var count = 0
  var notes: [String] = []
}

/// A main-actor world: bodies that say `@MainActor` change its `var` properties directly.
@MainActor final class ScreenWorld {
  var title = ""
}

@Suite("World isolation")
struct WorldIsolationTests {
  static let feature = """
    Feature: Counting

      Scenario: Count up
        Given the count is 2
        When I add 3
        And nothing happens
        Then the count should be 5
    """

  static func run<World: Sendable>(
    _ steps: StepRegistry<World>, world: @escaping @Sendable () async -> World
  ) async throws -> RunSummary {
    let fixture = try RunnerFixture(["counting.feature": Self.feature])
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    return await Runner(steps: steps, options: options, reporters: [], makeWorld: world).run()
  }

  @Test func anActorWorldIsChangedInPlaceByItsSteps() async throws {
    let worlds = Box<[CounterWorld]>([])
    let steps = StepRegistry<CounterWorld> { steps in
      steps.given("the count is {int}") { world, count in world.count = count }
      steps.when("I add {int}") { world, amount in
        let before = world.count
        world.count = before + amount
      }
      steps.when("nothing happens") { world in
        let notes = world.notes
        world.notes = notes
      }
      steps.then("the count should be {int}") { world, expected in
        try verifyEqual(world.count, expected, "the count")
      }
      steps.after { world, scenario in
        let note = "after \(scenario.name)"
        world.notes.append(note)
      }
    }
    let summary = try await Self.run(steps) {
      let world = CounterWorld()
      worlds.value.append(world)
      return world
    }
    #expect(summary.steps == [.passed: 4])
    let world = try #require(worlds.value.first)
    #expect(await world.count == 5)
    #expect(await world.notes == ["after Count up"])
  }

  @Test func aWrongCountInAnActorWorldFailsTheStep() async throws {
    let steps = StepRegistry<CounterWorld> { steps in
      steps.given("the count is {int}") { world, count in world.count = count }
      steps.when("I add {int}") { world, amount in world.count += amount + 1 }
      steps.when("nothing happens") { _ in }
      steps.then("the count should be {int}") { world, expected in
        try verifyEqual(world.count, expected, "the count")
      }
    }
    let summary = try await Self.run(steps) { CounterWorld() }
    #expect(summary.steps == [.passed: 3, .failed: 1])
  }

  @Test func aMainActorWorldIsChangedByMainActorBodies() async throws {
    let title = Box("")
    let steps = StepRegistry<ScreenWorld> { steps in
      steps.given("the count is {int}") { @MainActor (world, count: Int) in world.title = "\(count)"
      }
      steps.when("I add {int}") { @MainActor (world, amount: Int) in
        world.title = "\((Int(world.title) ?? 0) + amount)"
      }
      steps.when("nothing happens") { _ in }
      steps.then("the count should be {int}") { @MainActor (world, expected: Int) in
        title.value = world.title
        try verifyEqual(world.title, "\(expected)", "the title")
      }
    }
    let summary = try await Self.run(steps) { @MainActor in ScreenWorld() }
    #expect(summary.steps == [.passed: 4])
    #expect(title.value == "5")
  }
}
