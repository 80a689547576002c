/// Thrown by a step body that is not implemented yet: the step is reported `pending` and the rest of
/// the scenario is skipped.
///
/// ```swift
/// steps.when("the user pays with {string}") { (world, method: String) in
///   throw PendingStep("payment is not built yet")
/// }
/// ```
public struct PendingStep: Error, Equatable, CustomStringConvertible {
  /// Why the step is pending, if said.
  public let reason: String?

  /// Creates the error, with a reason if there is one to give.
  public init(_ reason: String? = nil) { self.reason = reason }

  public var description: String { reason ?? "pending" }
}

/// Thrown by a step body or a before hook to skip the rest of the scenario: the step is reported
/// `skipped`, and so are the steps after it.
public struct SkippedStep: Error, Equatable, CustomStringConvertible {
  /// Why the scenario is skipped, if said.
  public let reason: String?

  /// Creates the error, with a reason if there is one to give.
  public init(_ reason: String? = nil) { self.reason = reason }

  public var description: String { reason ?? "skipped" }
}

/// The error of a failed check in a step body, with the message that explains it.
public struct StepFailure: Error, Equatable, CustomStringConvertible {
  /// What was expected and what was found.
  public let message: String

  /// Creates the failure with its message.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// Fails the step with `message` unless `condition` holds.
///
/// Named apart from Swift Testing's `#expect`, which records an issue and lets the step go on:
/// `verify` throws, so the step fails there and the rest of its scenario is skipped.
///
/// ```swift
/// try verify(world.screen == .home, "expected the Home screen, found \(world.screen)")
/// ```
public func verify(_ condition: Bool, _ message: @autoclosure () -> String) throws(StepFailure) {
  guard condition else { throw StepFailure(message()) }
}

/// Fails the step unless `actual == expected`, with a message that shows both.
public func verifyEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ what: @autoclosure () -> String = "value"
) throws(StepFailure) {
  guard actual == expected else {
    throw StepFailure("expected \(what()) to be \(expected), but it is \(actual)")
  }
}
