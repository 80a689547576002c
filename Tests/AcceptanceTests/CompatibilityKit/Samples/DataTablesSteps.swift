import Acceptance

extension CompatibilitySamples {
  static func dataTables() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.when("the following table is transposed:") { (world, table: DataTable) in
      world.memory.set("transposed", table.transposed())
    }
    steps.then("it should be:") { (world, expected: DataTable) in
      let transposed = world.memory.value("transposed", as: DataTable.self)
      try verify(
        transposed == expected, "expected \(expected), got \(String(describing: transposed))")
    }
    return steps
  }
}
