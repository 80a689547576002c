import Acceptance
import AppTesting

/// Steps about the alert on the top screen. An alert is an outcome: checking one while a request
/// is still in flight fails.
extension StepLibrary {
  mutating func addAlertSteps() {
    group = "Alerts"
    then(
      "an error alert should appear with title {string}",
      example: #"an error alert should appear with title "Error""#
    ) { (world: isolated AppWorld, title: String) in
      try expectText(try world.alert().title, title, "the alert's title")
    }
    then(
      "an error alert should appear immediately",
      example: "an error alert should appear immediately"
    ) { (world: isolated AppWorld) in
      _ = try world.alert()
      guard let tap = world.lastAction else { throw StepFailure("the user did nothing yet") }
      try verify(
        world.clock.elapsed == tap.at,
        "the alert appeared \(world.clock.elapsed - tap.at) after \(tap.name)")
      let calls = await world.service.callLog.count - tap.calls
      try verify(calls == 0, "\(calls) request(s) were answered before the alert appeared")
    }
    then(
      "the alert message should contain {string}",
      example: #"the alert message should contain "Invalid credentials""#
    ) { (world: isolated AppWorld, text: String) in
      let message = try world.alert().message
      try verify(
        message.contains(text),
        "the alert message \(message.quoted) does not contain \(text.quoted)")
    }
    then(
      "the alert message should be {string}",
      example: #"the alert message should be "Please fill all fields""#
    ) { (world: isolated AppWorld, text: String) in
      try expectText(try world.alert().message, text, "the alert message")
    }
    then("no alert should be shown", example: "no alert should be shown") {
      (world: isolated AppWorld) in
      try world.expectNoPendingRequest()
      let state = try world.screen
      if let alert = state.alert {
        throw StepFailure(
          "an alert is shown on the \(state.id.name) screen: \(alert.title.quoted), "
            + alert.message.quoted)
      }
    }
    when("the user dismisses the alert", example: "the user dismisses the alert") {
      (world: isolated AppWorld) in
      try world.harness.dismissAlert()
    }
  }
}
