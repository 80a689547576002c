import Acceptance

/// Steps that move the virtual clock: time passing, requests completing.
extension StepLibrary {
  mutating func addTimeSteps() {
    group = "Time"
    when("{duration} pass(es)", example: "2 seconds pass") { (world, duration: StepDuration) in
      await world.harness.advance(by: duration.duration)
    }
    when(
      "the request(s) complete(s)", example: "the request completes"
    ) { world in
      await world.harness.runUntilIdle()
    }
    when(
      "when {operation} completes \\(success or failure\\)",
      example: "when login completes (success or failure)"
    ) { (world, operation: ServiceOperation) in
      await world.harness.runUntilIdle()
      let called = await world.service.callLog.contains { $0.operation == operation.operation }
      try expect(called, "no \(operation.operation.rawValue) call was answered")
    }
  }
}
