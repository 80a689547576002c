import Acceptance

/// The step registry of `Features/` with a catalog entry for every step: its screen, an example,
/// whether it moves the virtual clock, and where it is defined. Each steps file registers its steps
/// through it under one group.
///
/// Only steps registered with a `time` note may move the virtual clock: the library fails any other
/// step that does, so an assertion can never make itself true by letting time pass.
///
/// ```swift
/// library.group = "Login"
/// library.when("the user logs in with email {string} and password {string}",
///              example: #"the user logs in with email "ada@example" and password "Secret1""#
/// ) { (world, email: String, password: String) in ... }
/// library.when("the request(s) complete(s)", example: "the request completes",
///              time: "lets every pending request complete") { world in ... }
/// ```
public struct StepLibrary: Sendable {
  /// The steps, hooks and parameter types, for a runner or a ``FeatureSuite``.
  public internal(set) var registry = StepRegistry<AppWorld>()
  /// One entry per step, in registration order.
  public private(set) var catalog: [StepCatalog.Entry] = []
  /// The screen or capability the next steps belong to.
  var group = ""

  /// Registers a step that sets up context; `example` is a step text it matches, without keyword;
  /// `time` says how it moves the virtual clock, if it does.
  mutating func given<each Parameter: StepArgument>(
    _ expression: String, example: String, time: String? = nil, file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    add(expression, "Given " + example, time, file, line, body)
  }

  /// Registers a step that acts; `example` is a step text it matches, without keyword; `time` says
  /// how it moves the virtual clock, if it does.
  mutating func when<each Parameter: StepArgument>(
    _ expression: String, example: String, time: String? = nil, file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    add(expression, "When " + example, time, file, line, body)
  }

  /// Registers a step that checks; `example` is a step text it matches, without keyword. A check
  /// moves the virtual clock only when its words say that time passes, and `time` says how.
  mutating func then<each Parameter: StepArgument>(
    _ expression: String, example: String, time: String? = nil, file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    add(expression, "Then " + example, time, file, line, body)
  }

  private mutating func add<each Parameter: StepArgument>(
    _ expression: String, _ example: String, _ time: String?, _ file: StaticString, _ line: UInt,
    _ body: @escaping @MainActor @Sendable (AppWorld, repeat each Parameter) async throws -> Void
  ) {
    var types: [String] = []
    for type in repeat (each Parameter).self { types.append(String(describing: type)) }
    catalog.append(
      StepCatalog.Entry(
        group: group, expression: expression, parameterTypes: types, example: example, time: time,
        location: CodeLocation(file: "\(file)", line: Int(line))))
    guard time == nil else {
      return registry.step(.cucumberExpression(expression), file: file, line: line, body)
    }
    registry.step(.cucumberExpression(expression), file: file, line: line) {
      @MainActor (world: AppWorld, parameter: repeat each Parameter) in
      let start = world.clock.elapsed
      try await body(world, repeat each parameter)
      let moved = world.clock.elapsed - start
      guard moved == .zero else {
        throw StepFailure(
          "this step moved the virtual clock by \(moved), but its words do not say that time "
            + "passes; a step definition that waits must say so in the catalog (time:)")
      }
    }
  }
}
