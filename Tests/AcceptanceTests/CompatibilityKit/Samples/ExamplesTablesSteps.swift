import Acceptance

extension CompatibilitySamples {
  static func examplesTables() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.thereAreCucumbers()
    steps.given("there are {int} friends") { (world, friends: Int) in
      world.memory.set("friends", friends)
    }
    steps.iEatCucumbers()
    steps.iShouldHaveCucumbers()
    steps.then("each person can eat {int} cucumbers") { (world, expected: Int) in
      let count = world.memory.value("count", as: Int.self) ?? 0
      let friends = world.memory.value("friends", as: Int.self) ?? 0
      let share = Int((Double(count) / Double(1 + friends)).rounded(.down))
      try strictEqual(share, expected)
    }
    return steps
  }
}
