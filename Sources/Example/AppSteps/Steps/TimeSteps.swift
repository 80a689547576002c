import Acceptance

/// Steps that move the virtual clock: time passing, requests completing. They are the only steps,
/// with those whose catalog entry has a `time:` line, that let time pass.
extension StepLibrary {
  mutating func addTimeSteps() {
    group = "Time"
    when(
      "{duration} pass(es)", example: "2 seconds pass",
      time: "moves the virtual clock forward by the duration, letting the app react at each answer"
    ) { (world: isolated AppWorld, duration: StepDuration) in
      await world.harness.advance(by: duration.duration)
    }
    when(
      "the request(s) complete(s)", example: "the request completes",
      time: "moves the virtual clock until every pending request has been answered"
    ) { (world: isolated AppWorld) in
      await world.harness.runUntilIdle()
    }
    when(
      "when {operation} completes \\(success or failure\\)",
      example: "when login completes (success or failure)",
      time: "moves the virtual clock until every pending request has been answered"
    ) { (world: isolated AppWorld, operation: ServiceOperation) in
      await world.harness.runUntilIdle()
      let called = await world.callsSinceLastAction.contains { $0.operation == operation.operation }
      try verify(called, "no \(operation.name) request was answered since \(world.lastActionName)")
    }
  }
}
