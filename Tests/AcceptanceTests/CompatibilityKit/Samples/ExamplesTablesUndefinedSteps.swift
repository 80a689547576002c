import Acceptance

extension CompatibilitySamples {
  /// The steps of `examples-tables-undefined` and `examples-tables-undefined-multiple`.
  static func examplesTablesUndefined() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("there are {int} cucumbers") { (world, count: Int) in
      world.memory.set("count", count)
    }
    steps.when("I eat {int} cucumbers") { (world, eaten: Int) in
      world.memory.set("count", (world.memory.value("count", as: Int.self) ?? 0) - eaten)
    }
    steps.then("I should have {int} cucumbers") { (world, expected: Int) in
      try strictEqual(world.memory.value("count", as: Int.self) ?? 0, expected)
    }
    return steps
  }
}
