import CucumberExpressions

/// A registered step: the expression its text must match, the body that runs, and where it was written.
public struct StepDefinition<World: Sendable>: Sendable {
  /// The body as the runner calls it: the world and the arguments in order (captured values, then the
  /// doc string or data table).
  typealias Body = @Sendable (World, [(any Sendable)?]) async throws -> Void

  /// The Cucumber Expression or regular expression that the step text must match.
  public let pattern: StepPattern
  /// Where the definition was registered.
  public let location: CodeLocation
  let body: Body
}

extension StepDefinition {
  /// Wraps a body whose parameters are typed, converting each argument in order.
  static func body<each Parameter: StepArgument>(
    _ body: @escaping StepRegistry<World>.Body<repeat each Parameter>
  ) -> Body {
    { world, values in
      var expected = 0
      for _ in repeat (each Parameter).self { expected += 1 }
      guard expected == values.count else {
        throw ArityMismatch(expected: expected, actual: values.count)
      }
      var remaining = values[...]
      let arguments = (repeat try (each Parameter)(stepArgument: remaining.popFirst() ?? nil))
      try await body(world, repeat each arguments)
    }
  }
}

/// The error for a step body whose number of parameters differs from what its step provides.
struct ArityMismatch: Error, CustomStringConvertible {
  let expected: Int
  let actual: Int

  var description: String {
    "the step definition takes \(expected) argument(s) after the world, "
      + "but the step provides \(actual)"
  }
}
