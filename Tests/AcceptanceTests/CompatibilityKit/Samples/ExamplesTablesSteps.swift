import Acceptance

extension CompatibilitySamples {
  static func examplesTables() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("there are {int} cucumbers") { (world, count: Int) in
      world.memory.set("count", count)
    }
    steps.given("there are {int} friends") { (world, friends: Int) in
      world.memory.set("friends", friends)
    }
    steps.when("I eat {int} cucumbers") { (world, eaten: Int) in
      world.memory.set("count", (world.memory.value("count", as: Int.self) ?? 0) - eaten)
    }
    steps.then("I should have {int} cucumbers") { (world, expected: Int) in
      try strictEqual(world.memory.value("count", as: Int.self) ?? 0, expected)
    }
    steps.then("each person can eat {int} cucumbers") { (world, expected: Int) in
      let count = world.memory.value("count", as: Int.self) ?? 0
      let friends = world.memory.value("friends", as: Int.self) ?? 0
      let share = Int((Double(count) / Double(1 + friends)).rounded(.down))
      try strictEqual(share, expected)
    }
    return steps
  }
}
