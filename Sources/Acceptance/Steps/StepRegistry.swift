/// The step definitions, hooks and parameter types of a suite, registered before the run.
///
/// ```swift
/// var steps = StepRegistry<CalculatorWorld>()
/// steps.given("a calculator showing {int}") { (world, value: Int) in world.display = value }
/// steps.when("I add {int}") { (world, value: Int) in world.display += value }
/// steps.then("it shows {int}") { (world, expected: Int) in
///   try expect(world.display == expected, "shows \(world.display)")
/// }
/// steps.before("@slow") { world in world.timeout = .seconds(10) }
/// ```
///
/// `given`, `when`, `then` and `step` are synonyms: the keyword of a step does not take part in matching,
/// as in Cucumber. Expressions are compiled when the run starts, so parameter types may be defined after
/// the steps that use them.
public struct StepRegistry<World: Sendable>: Sendable {
  /// The step definitions, in the order they were registered.
  public private(set) var definitions: [StepDefinition<World>] = []
  /// The scenario and step hooks, in the order they were registered.
  public private(set) var hooks: [Hook<World>] = []
  /// The hooks that run before and after the whole run.
  public private(set) var runHooks: [RunHook] = []
  /// The custom parameter types, added to the built-in ones, with where they were defined.
  public private(set) var parameterTypes: [(parameterType: ParameterType, location: CodeLocation)] =
    []
  /// Everything registered, in order, for reports that list the glue as it was written.
  private(set) var registrationOrder: [Registration] = []

  /// One registration, by kind and index.
  enum Registration: Sendable {
    case step(Int)
    case hook(Int)
    case runHook(Int)
    case parameterType(Int)
  }

  /// An empty registry.
  public init() {}

  /// Registers a step; see ``StepRegistry`` for the synonyms.
  public mutating func step<each Parameter: StepArgument>(
    _ pattern: StepPattern, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    registrationOrder.append(.step(definitions.count))
    definitions.append(
      StepDefinition(
        pattern: pattern, location: CodeLocation(file, line),
        body: StepDefinition<World>.body(body)))
  }

  /// Registers a step that sets up context.
  public mutating func given<each Parameter: StepArgument>(
    _ pattern: StepPattern, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    step(pattern, file: file, line: line, body)
  }

  /// Registers a step that performs an action.
  public mutating func when<each Parameter: StepArgument>(
    _ pattern: StepPattern, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    step(pattern, file: file, line: line, body)
  }

  /// Registers a step that checks an outcome.
  public mutating func then<each Parameter: StepArgument>(
    _ pattern: StepPattern, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    step(pattern, file: file, line: line, body)
  }

  /// Registers a hook that runs before each scenario whose tags match `tags` (every scenario when
  /// `nil`).
  public mutating func before(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, ScenarioInfo) async throws -> Void
  ) {
    addHook(.beforeScenario, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs after each scenario whose tags match `tags`, even when it failed.
  public mutating func after(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, ScenarioInfo) async throws -> Void
  ) {
    addHook(.afterScenario, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs before each step of the scenarios whose tags match `tags`.
  public mutating func beforeStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, ScenarioInfo) async throws -> Void
  ) {
    addHook(.beforeStep, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs after each step of the scenarios whose tags match `tags`.
  public mutating func afterStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (World, ScenarioInfo) async throws -> Void
  ) {
    addHook(.afterStep, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs once before the first scenario.
  public mutating func beforeAll(
    name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable () async throws -> Void
  ) {
    addRunHook(.beforeAll, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs once after the last scenario, even when scenarios failed.
  public mutating func afterAll(
    name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable () async throws -> Void
  ) {
    addRunHook(.afterAll, name, CodeLocation(file, line), body)
  }

  /// Adds a custom parameter type that expressions can use as `{name}`.
  public mutating func defineParameterType(
    _ parameterType: ParameterType, file: StaticString = #filePath, line: UInt = #line
  ) {
    registrationOrder.append(.parameterType(parameterTypes.count))
    parameterTypes.append((parameterType, CodeLocation(file, line)))
  }

  private mutating func addRunHook(
    _ phase: RunHook.Phase, _ name: String?, _ location: CodeLocation,
    _ body: @escaping @Sendable () async throws -> Void
  ) {
    registrationOrder.append(.runHook(runHooks.count))
    runHooks.append(RunHook(phase: phase, name: name, location: location, body: body))
  }

  private mutating func addHook(
    _ phase: Hook<World>.Phase, _ tags: String?, _ name: String?, _ location: CodeLocation,
    _ body: @escaping Hook<World>.Body
  ) {
    registrationOrder.append(.hook(hooks.count))
    hooks.append(
      Hook(phase: phase, name: name, tagExpression: tags, location: location, body: body))
  }
}
