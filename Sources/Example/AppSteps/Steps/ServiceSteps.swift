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
    ) { (world: isolated AppWorld, table: DataTable) in
      for row in table.asMaps() {
        try Task.checkCancellation()  // a huge table stops at the step timeout
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
    ) { (world: isolated AppWorld, email: String, password: String) in
      await world.register(
        NewAccount(
          firstName: "Test", lastName: "User", email: email, password: password,
          phone: "+15550100000"))
    }
    given(
      "the {operation} service takes {duration} to answer",
      example: "the login service takes 2.5 seconds to answer"
    ) { (world: isolated AppWorld, operation: ServiceOperation, latency: StepDuration) in
      await world.service.setLatency(.fixed(latency.duration), for: operation.operation)
    }
    given(
      "every service call takes {duration}", example: "every service call takes 800 milliseconds"
    ) { (world: isolated AppWorld, latency: StepDuration) in
      await world.service.setLatency(.fixed(latency.duration))
    }
    given("the service is unreachable", example: "the service is unreachable") {
      (world: isolated AppWorld) in
      await world.service.setFault(.unreachable)
    }
    given(
      "the {operation} service is unreachable", example: "the users service is unreachable"
    ) { (world: isolated AppWorld, operation: ServiceOperation) in
      await world.service.setFault(.unreachable, for: operation.operation)
    }
    given(
      "the {operation} service works again", example: "the users service works again"
    ) { (world: isolated AppWorld, operation: ServiceOperation) in
      await world.service.setFault(nil, for: operation.operation)
    }
    given(
      "the {operation} service fails with error {int}",
      example: "the login service fails with error 503"
    ) { (world: isolated AppWorld, operation: ServiceOperation, code: Int) in
      await world.service.setFault(.serverError(code: code), for: operation.operation)
    }
    given(
      "the {operation} service does not answer within {duration}",
      example: "the login service does not answer within 30 seconds"
    ) { (world: isolated AppWorld, operation: ServiceOperation, timeout: StepDuration) in
      await world.service.setTimeout(timeout.duration)
      await world.service.setFault(.timeout, for: operation.operation)
    }
    given(
      "accounts are locked after {int} failed logins",
      example: "accounts are locked after 3 failed logins"
    ) { (world: isolated AppWorld, failures: Int) in
      await world.service.setLockout(after: failures)
    }
    given("the latency budget is {duration}", example: "the latency budget is 1 second") {
      (world, budget: StepDuration) in
      await world.service.setBudget(budget.duration)
    }
    given(
      "the account of {string} is deleted", example: #"the account of "ada@example.com" is deleted"#
    ) { (world: isolated AppWorld, email: String) in
      let before = await world.service.registeredUsers.count
      await world.service.remove(email: email)
      let after = await world.service.registeredUsers.count
      try verify(after < before, "no account with the email \(email.quoted) is registered")
    }
    given("the session expires", example: "the session expires") { (world: isolated AppWorld) in
      await world.service.expireSession()
    }
    given(
      "the service is allowed to exceed the budget",
      example: "the service is allowed to exceed the budget"
    ) { (world: isolated AppWorld) in
      world.mayExceedBudget = true
    }
    addServiceChecks()
  }

  private mutating func addServiceChecks() {
    then(
      "every auth response should arrive within the budget",
      example: "every auth response should arrive within the budget"
    ) { (world: isolated AppWorld) in
      try world.expectNoPendingRequest()
      let calls = await world.service.callLog
      try verify(!calls.isEmpty, "no request was answered")
      let over = calls.filter(\.isOverBudget)
      try verify(
        over.isEmpty,
        "requests over the budget: "
          + over.map { "\($0.operation.rawValue) took \($0.latency) of \($0.budget)" }
          .joined(separator: ", "))
    }
    then(
      "the {operation} call should have taken {duration}",
      example: "the login call should have taken 2.5 seconds"
    ) { (world: isolated AppWorld, operation: ServiceOperation, latency: StepDuration) in
      let call = try await world.lastCall(operation)
      try verify(
        call.latency == latency.duration,
        "the last \(operation.name) request took \(call.latency), not \(latency.duration)")
    }
    then(
      "the {operation} call should have exceeded the budget",
      example: "the login call should have exceeded the budget"
    ) { (world: isolated AppWorld, operation: ServiceOperation) in
      let call = try await world.lastCall(operation)
      try verify(
        call.isOverBudget,
        "the last \(operation.name) request took \(call.latency), within its budget of "
          + "\(call.budget)")
    }
    then(
      "the {operation} service should have been called {int} time(s)",
      example: "the login service should have been called 1 time"
    ) { (world: isolated AppWorld, operation: ServiceOperation, count: Int) in
      try world.expectNoPendingRequest()
      let calls = await world.service.callLog.filter { $0.operation == operation.operation }.count
      try verify(
        calls == count, "the \(operation.name) service was called \(calls) time(s), not \(count)")
    }
    then(
      "the service should have {int} registered user(s)",
      example: "the service should have 2 registered users"
    ) { (world: isolated AppWorld, count: Int) in
      try world.expectNoPendingRequest()
      let users = await world.service.registeredUsers.count
      try verify(users == count, "the service has \(users) registered user(s), not \(count)")
    }
  }
}

extension AppWorld {
  /// The last answered request of `operation`, once no request is in flight.
  func lastCall(_ operation: ServiceOperation) async throws -> CallRecord {
    try expectNoPendingRequest()
    guard let call = await service.callLog.last(where: { $0.operation == operation.operation })
    else {
      throw StepFailure("no \(operation.name) request was answered")
    }
    return call
  }
}
