import Acceptance

/// The cucumber counting steps that `examples-tables` and `examples-tables-undefined` share.
extension StepRegistry where World == CompatibilityWorld {
  mutating func thereAreCucumbers() {
    given("there are {int} cucumbers") { (world, count: Int) in world.memory.set("count", count) }
  }

  mutating func iEatCucumbers() {
    when("I eat {int} cucumbers") { (world, eaten: Int) in
      world.memory.set("count", (world.memory.value("count", as: Int.self) ?? 0) - eaten)
    }
  }

  mutating func iShouldHaveCucumbers() {
    then("I should have {int} cucumbers") { (world, expected: Int) in
      try strictEqual(world.memory.value("count", as: Int.self) ?? 0, expected)
    }
  }
}
