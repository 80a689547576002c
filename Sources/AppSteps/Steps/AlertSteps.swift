import Acceptance
import AppTesting

/// Steps about the alert on the top screen.
extension StepLibrary {
  mutating func addAlertSteps() {
    group = "Alerts"
    then(
      "an error alert should appear with title {string}",
      example: #"an error alert should appear with title "Error""#
    ) { (world, title: String) in
      try expectEqual(try await world.alert().title, title, "the alert's title")
    }
    then(
      "an error alert should appear immediately",
      example: "an error alert should appear immediately"
    ) { world in
      _ = try await world.alert()
      guard let tap = world.lastTap else { throw StepFailure("no button was tapped") }
      try expectEqual(world.clock.elapsed, tap.at, "the time of the alert (virtual)")
      try expectEqual(
        await world.service.callLog.count, tap.calls, "the number of service calls since the tap")
      try expect(!world.harness.isBusy, "a request is in flight")
    }
    then(
      "the alert message should contain {string}",
      example: #"the alert message should contain "Invalid credentials""#
    ) { (world, text: String) in
      let message = try await world.alert().message
      try expect(
        message.contains(text), "the alert message \"\(message)\" does not contain \"\(text)\"")
    }
    then(
      "the alert message should be {string}",
      example: #"the alert message should be "Please fill all fields""#
    ) { (world, text: String) in
      try expectEqual(try await world.alert().message, text, "the alert message")
    }
    then("no alert should be shown", example: "no alert should be shown") { world in
      let alert = try await world.screen().alert
      try expect(alert == nil, "an alert is shown: \(String(describing: alert))")
    }
    when("the user dismisses the alert", example: "the user dismisses the alert") { world in
      try world.harness.dismissAlert()
    }
  }
}
