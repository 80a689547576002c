import CucumberExpressions

/// A registered step: the expression its text must match, the body that runs, where it was written,
/// and what the step catalog says of it.
package struct StepDefinition<World: Sendable>: Sendable {
  /// The body as the runner calls it: the world and the arguments in order (captured values, then the
  /// doc string or data table).
  typealias Body = @Sendable (World, [(any Sendable)?]) async throws -> Void

  /// Converts captured values to the body's parameter types, in order, each as a run would before
  /// calling the body (values past the body's parameters are left out).
  typealias Conversion = @Sendable ([(any Sendable)?]) -> [Result<any Sendable, any Error>]

  /// The Cucumber Expression or regular expression that the step text must match.
  package let pattern: StepPattern
  /// Where the definition was registered.
  package let location: CodeLocation
  let body: Body
  /// The keyword it was registered with, `Given`, `When` or `Then`; `nil` for `step`.
  let keyword: String?
  /// The group (screen or capability) it was registered under, if any.
  let group: String?
  /// A step text it matches, without keyword, if one was given.
  let example: String?
  /// Free-form lines for the catalog.
  let notes: [String]
  /// The Swift type of each parameter of the body after the world, in order.
  let parameterTypes: [String]
  /// The conversion of captured values to the body's parameter types.
  let convert: Conversion
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
      var next = 0
      func argument<Value: StepArgument>(_ type: Value.Type) throws -> Value {
        defer { next += 1 }
        return try Value(stepArgument: values[next])
      }
      try await body(world, repeat try argument((each Parameter).self))
    }
  }
}

extension StepDefinition {
  /// The Swift type names of the parameters of a body that takes `Parameter...`.
  static func parameterTypes<each Parameter: StepArgument>(
    of body: StepRegistry<World>.Body<repeat each Parameter>
  ) -> [String] {
    var types: [String] = []
    for type in repeat (each Parameter).self { types.append(nameOfType(type)) }
    return types
  }

  /// The conversion of captured values to a body's parameter types.
  static func conversion<each Parameter: StepArgument>(
    of body: StepRegistry<World>.Body<repeat each Parameter>
  ) -> Conversion {
    { values in
      var converted: [Result<any Sendable, any Error>] = []
      for type in repeat (each Parameter).self {
        guard converted.count < values.count else { break }
        let value = values[converted.count]
        converted.append(Result { try type.init(stepArgument: value) as any Sendable })
      }
      return converted
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
