import Acceptance

/// The step registry of `Features/` with a catalog entry for every step: its screen, an example and
/// where it is defined. Each steps file registers its steps through it under one group.
///
/// ```swift
/// library.group = "Login"
/// library.when("the user logs in with email {string} and password {string}",
///              example: #"the user logs in with email "ada@example.com" and password "Secret1""#
/// ) { (world, email: String, password: String) in ... }
/// ```
public struct StepLibrary: Sendable {
  /// The steps, hooks and parameter types, for a runner or a ``FeatureSuite``.
  public internal(set) var registry = StepRegistry<AppWorld>()
  /// One entry per step, in registration order.
  public private(set) var catalog: [StepCatalog.Entry] = []
  /// The screen or capability the next steps belong to.
  var group = ""

  /// Registers a step that sets up context; `example` is a step text it matches, without keyword.
  mutating func given<each Parameter: StepArgument>(
    _ expression: String, example: String, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    add(expression, "Given " + example, file, line, body)
  }

  /// Registers a step that acts; `example` is a step text it matches, without keyword.
  mutating func when<each Parameter: StepArgument>(
    _ expression: String, example: String, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    add(expression, "When " + example, file, line, body)
  }

  /// Registers a step that checks; `example` is a step text it matches, without keyword.
  mutating func then<each Parameter: StepArgument>(
    _ expression: String, example: String, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    add(expression, "Then " + example, file, line, body)
  }

  private mutating func add<each Parameter: StepArgument>(
    _ expression: String, _ example: String, _ file: StaticString, _ line: UInt,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    var types: [String] = []
    for type in repeat (each Parameter).self { types.append(String(describing: type)) }
    catalog.append(
      StepCatalog.Entry(
        group: group, expression: expression, parameterTypes: types, example: example,
        location: CodeLocation(file: "\(file)", line: Int(line))))
    registry.step(.cucumberExpression(expression), file: file, line: line, body)
  }
}
