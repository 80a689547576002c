import Acceptance

/// The step registry of `Features/`, with a catalog entry for every step (its screen, an example,
/// where it is defined and, for a step that moves the virtual clock, a `time:` note) that the
/// library's ``StepCatalog`` keeps and `acceptance steps` prints. Each steps file registers its
/// steps through it under one group.
///
/// Only steps registered with a `time` note may move the virtual clock: the library fails any other
/// step that does, so an assertion can never make itself true by letting time pass.
///
/// ```swift
/// library.group = "Login"
/// library.when("the user logs in with email {string} and password {string}",
///              example: #"the user logs in with email "ada@example" and password "Secret1""#
/// ) { (world: isolated AppWorld, email: String, password: String) in
///   try await world.submitLogin(email: email, password: password)
/// }
/// library.when("the request(s) complete(s)", example: "the request completes",
///              time: "lets every pending request complete") { (world: isolated AppWorld) in
///   await world.harness.runUntilIdle()
/// }
/// ```
public struct StepLibrary: Sendable {
  /// The steps, hooks and parameter types, for a runner or a ``FeatureSuite``.
  public internal(set) var registry = StepRegistry<AppWorld>()

  /// The catalog of the steps, in registration order: what `acceptance steps` prints.
  public var catalog: StepCatalog { StepCatalog(registry) }

  /// The screen or capability the next steps belong to.
  var group: String? {
    get { registry.group }
    set { registry.group = newValue }
  }

  /// Registers a step that sets up context; `example` is a step text it matches, without keyword;
  /// `time` says how it moves the virtual clock, if it does.
  mutating func given<each Parameter: StepArgument>(
    _ expression: String, example: String, time: String? = nil, file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @Sendable (isolated AppWorld, repeat each Parameter) async throws -> Void
  ) {
    registry.given(
      .cucumberExpression(expression), example: example, notes: Self.notes(time), file: file,
      line: line, Self.guarded(time, body))
  }

  /// Registers a step that acts; `example` is a step text it matches, without keyword; `time` says
  /// how it moves the virtual clock, if it does.
  mutating func when<each Parameter: StepArgument>(
    _ expression: String, example: String, time: String? = nil, file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @Sendable (isolated AppWorld, repeat each Parameter) async throws -> Void
  ) {
    registry.when(
      .cucumberExpression(expression), example: example, notes: Self.notes(time), file: file,
      line: line, Self.guarded(time, body))
  }

  /// Registers a step that checks; `example` is a step text it matches, without keyword. A check
  /// moves the virtual clock only when its words say that time passes, and `time` says how.
  mutating func then<each Parameter: StepArgument>(
    _ expression: String, example: String, time: String? = nil, file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @Sendable (isolated AppWorld, repeat each Parameter) async throws -> Void
  ) {
    registry.then(
      .cucumberExpression(expression), example: example, notes: Self.notes(time), file: file,
      line: line, Self.guarded(time, body))
  }

  /// The catalog notes of a step that moves the virtual clock as `time` says.
  private static func notes(_ time: String?) -> [String] {
    time.map { ["time: \($0)"] } ?? []
  }

  /// `body` as it is when `time` says how it moves the virtual clock; otherwise `body` failing its
  /// step when it moves the clock all the same.
  private static func guarded<each Parameter: StepArgument>(
    _ time: String?,
    _ body: @escaping @Sendable (isolated AppWorld, repeat each Parameter) async throws -> Void
  ) -> @Sendable (isolated AppWorld, repeat each Parameter) async throws -> Void {
    guard time == nil else { return body }
    return { (world: isolated AppWorld, parameter: repeat each Parameter) in
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
