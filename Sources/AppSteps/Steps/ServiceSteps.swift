import Acceptance
import AuthSimulator
import ProfileApp

/// Steps that configure the mock auth service: registered users, latency, faults, lockout, budget.
extension StepLibrary {
  mutating func addServiceSteps() {
    group = "Auth service"
    given(
      "these users are registered:",
      example:
        "these users are registered:\n  | first name | last name | email | password | phone |"
    ) { (world, table: DataTable) in
      for row in table.asMaps() {
        guard let email = row["email"], let password = row["password"] else {
          throw StepFailure("each registered user needs an email and a password column")
        }
        await world.register(
          NewAccount(
            firstName: row["first name"] ?? "Test", lastName: row["last name"] ?? "User",
            email: email, password: password, phone: row["phone"] ?? "+15550100000"))
      }
    }
    given(
      "a user is registered with email {string} and password {string}",
      example: #"a user is registered with email "ada@example.com" and password "Secret1""#
    ) { (world, email: String, password: String) in
      await world.register(
        NewAccount(
          firstName: "Test", lastName: "User", email: email, password: password,
          phone: "+15550100000"))
    }
    given(
      "the {operation} service takes {duration} to answer",
      example: "the login service takes 2.5 seconds to answer"
    ) { (world, operation: ServiceOperation, latency: StepDuration) in
      await world.service.setLatency(.fixed(latency.duration), for: operation.operation)
    }
    given(
      "every service call takes {duration}", example: "every service call takes 800 milliseconds"
    ) { (world, latency: StepDuration) in
      await world.service.setLatency(.fixed(latency.duration))
    }
    given("the service is unreachable", example: "the service is unreachable") { world in
      await world.service.setFault(.unreachable)
    }
    given(
      "the {operation} service is unreachable", example: "the users service is unreachable"
    ) { (world, operation: ServiceOperation) in
      await world.service.setFault(.unreachable, for: operation.operation)
    }
    given(
      "the {operation} service fails with error {int}",
      example: "the login service fails with error 503"
    ) { (world, operation: ServiceOperation, code: Int) in
      await world.service.setFault(.serverError(code: code), for: operation.operation)
    }
    given(
      "the {operation} service does not answer within {duration}",
      example: "the login service does not answer within 30 seconds"
    ) { (world, operation: ServiceOperation, timeout: StepDuration) in
      await world.service.setTimeout(timeout.duration)
      await world.service.setFault(.timeout, for: operation.operation)
    }
    given(
      "accounts are locked after {int} failed logins",
      example: "accounts are locked after 3 failed logins"
    ) { (world, failures: Int) in
      await world.service.setLockout(after: failures)
    }
    given("the latency budget is {duration}", example: "the latency budget is 1 second") {
      (world, budget: StepDuration) in
      await world.service.setBudget(budget.duration)
    }
    given(
      "the service is allowed to exceed the budget",
      example: "the service is allowed to exceed the budget"
    ) { world in
      world.mayExceedBudget = true
    }
    addServiceChecks()
  }

  private mutating func addServiceChecks() {
    then(
      "every auth response should arrive within the budget",
      example: "every auth response should arrive within the budget"
    ) { world in
      await world.harness.runUntilIdle()
      let calls = await world.service.callLog
      try expect(!calls.isEmpty, "no auth call was made")
      let over = calls.filter(\.isOverBudget)
      try expect(
        over.isEmpty,
        "calls over the budget: "
          + over.map { "\($0.operation.rawValue) took \($0.latency)" }.joined(separator: ", "))
    }
    then(
      "the {operation} call should have taken {duration}",
      example: "the login call should have taken 2.5 seconds"
    ) { (world, operation: ServiceOperation, latency: StepDuration) in
      let call = await world.service.callLog.last { $0.operation == operation.operation }
      guard let call else {
        throw StepFailure("no \(operation.operation.rawValue) call was answered")
      }
      try expectEqual(
        call.latency, latency.duration,
        "the latency of the last \(operation.operation.rawValue) call")
    }
    then(
      "the {operation} call should have exceeded the budget",
      example: "the login call should have exceeded the budget"
    ) { (world, operation: ServiceOperation) in
      let call = await world.service.callLog.last { $0.operation == operation.operation }
      try expect(
        call?.isOverBudget == true,
        "expected the last \(operation.operation.rawValue) call over its budget: \(String(describing: call))"
      )
    }
    then(
      "the service should have {int} registered user(s)",
      example: "the service should have 2 registered users"
    ) { (world, count: Int) in
      try expectEqual(await world.service.registeredUsers.count, count, "the number of users")
    }
  }
}
