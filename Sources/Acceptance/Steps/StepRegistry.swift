public import CucumberExpressions

/// The step definitions, hooks and parameter types of a suite, registered before the run.
///
/// The world is made fresh for every scenario. Make it an `actor` with ordinary `var` properties:
/// step bodies and hooks then run isolated to it, so they read and change it directly, and each
/// scenario runs on its own executor (scenarios run in parallel with `--parallel`):
///
/// ```swift
/// actor CalculatorWorld {
///   var calculator = Calculator()
/// }
///
/// let steps = StepRegistry<CalculatorWorld> { steps in
///   steps.given("a calculator showing {int}") { world, value in world.calculator.display = value }
///   steps.when("I add {int}") { world, value in world.calculator.display += value }
///   steps.then("it shows {int}") { world, expected in
///     try verifyEqual(world.calculator.display, expected, "the display")
///   }
/// }
/// ```
///
/// When a body's parameter types cannot be inferred from its code, annotate them all, the world as
/// `isolated`: `{ (world: isolated CalculatorWorld, table: DataTable) in ... }`.
///
/// A world whose state belongs to main-actor code (view models, presenters) can be a `@MainActor`
/// class instead; its bodies say so: `{ @MainActor world, value in ... }`. Any other `Sendable`
/// world works too, with bodies that run on no particular executor.
///
/// `given`, `when`, `then` and `step` are synonyms: the keyword of a step does not take part in matching,
/// as in Cucumber. Expressions are compiled when the run starts, so parameter types may be defined after
/// the steps that use them.
public struct StepRegistry<World: Sendable>: Sendable {
  /// A step body: the world, then one typed value per argument (captured values in order, then the
  /// step's doc string or data table).
  public typealias Body<each Parameter: StepArgument> =
    @Sendable (World, repeat each Parameter) async throws -> Void

  /// A hook body: the world and what the hook knows of its scenario.
  public typealias HookBody = @Sendable (World, ScenarioInfo) async throws -> Void

  /// A step hook body: the world, the scenario, and the step the hook runs around (with its
  /// result, after it).
  public typealias StepHookBody = @Sendable (World, ScenarioInfo, StepInfo) async throws -> Void

  /// The step definitions, in the order they were registered.
  package private(set) var definitions: [StepDefinition<World>] = []
  /// The scenario and step hooks, in the order they were registered.
  package private(set) var hooks: [Hook<World>] = []
  /// The hooks that run before and after the whole run.
  package private(set) var runHooks: [RunHook] = []
  /// The custom parameter types (or why one could not be made), with where they were defined.
  package private(set) var parameterTypes: [ParameterTypeRegistration] = []
  /// Everything registered, in order, for reports that list the glue as it was written.
  private(set) var registrationOrder: [Registration] = []

  /// One registration, by kind and index.
  enum Registration: Sendable {
    case step(Int)
    case hook(Int)
    case runHook(Int)
    case parameterType(Int)
  }

  /// The group (a screen, a capability) of the steps registered from now on, for the
  /// ``StepCatalog``; `nil` for none.
  ///
  /// ```swift
  /// steps.group = "Login"
  /// steps.when("the user logs in as {string}", example: #"the user logs in as "ada@example.com""#) {
  ///   (world, email: String) in try await world.logIn(email)
  /// }
  /// ```
  public var group: String?

  /// An empty registry.
  public init() {}

  /// A registry filled by `register`, so that a suite's steps are one expression.
  public init(_ register: (inout StepRegistry) -> Void) {
    register(&self)
  }

  /// Registers a step; see ``StepRegistry`` for the synonyms, and ``StepCatalog`` for `example`
  /// (a step text it matches, without keyword) and `notes` (lines the catalog prints with it).
  @_disfavoredOverload
  public mutating func step<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping Body<repeat each Parameter>
  ) {
    add(pattern, nil, example, notes, CodeLocation(file, line), body)
  }

  /// Registers a step that sets up context; `example` and `notes` are for the ``StepCatalog``.
  @_disfavoredOverload
  public mutating func given<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping Body<repeat each Parameter>
  ) {
    add(pattern, "Given", example, notes, CodeLocation(file, line), body)
  }

  /// Registers a step that performs an action; `example` and `notes` are for the ``StepCatalog``.
  @_disfavoredOverload
  public mutating func when<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping Body<repeat each Parameter>
  ) {
    add(pattern, "When", example, notes, CodeLocation(file, line), body)
  }

  /// Registers a step that checks an outcome; `example` and `notes` are for the ``StepCatalog``.
  @_disfavoredOverload
  public mutating func then<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping Body<repeat each Parameter>
  ) {
    add(pattern, "Then", example, notes, CodeLocation(file, line), body)
  }

  /// Adds a step definition with its catalog entry.
  mutating func add<each Parameter: StepArgument>(
    _ pattern: StepPattern, _ keyword: String?, _ example: String?, _ notes: [String],
    _ location: CodeLocation, _ body: @escaping Body<repeat each Parameter>
  ) {
    registrationOrder.append(.step(definitions.count))
    definitions.append(
      StepDefinition(
        pattern: pattern, location: location, body: StepDefinition<World>.body(body),
        keyword: keyword, group: group, example: example, notes: notes,
        parameterTypes: StepDefinition<World>.parameterTypes(of: body),
        convert: StepDefinition<World>.conversion(of: body)))
  }

  /// Registers a hook that runs before each scenario whose tags match `tags` (every scenario when
  /// `nil`).
  @_disfavoredOverload
  public mutating func before(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping HookBody
  ) {
    addHook(.beforeScenario, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs after each scenario whose tags match `tags`, even when it failed.
  @_disfavoredOverload
  public mutating func after(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping HookBody
  ) {
    addHook(.afterScenario, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs before each step of the scenarios whose tags match `tags`.
  @_disfavoredOverload
  public mutating func beforeStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping HookBody
  ) {
    addHook(.beforeStep, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs after each step of the scenarios whose tags match `tags`.
  @_disfavoredOverload
  public mutating func afterStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping HookBody
  ) {
    addHook(.afterStep, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs before each step of the scenarios whose tags match `tags`, and
  /// receives the step.
  @_disfavoredOverload
  public mutating func beforeStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping StepHookBody
  ) {
    addStepHook(.beforeStep, tags, name, CodeLocation(file, line), body)
  }

  /// Registers a hook that runs after each step of the scenarios whose tags match `tags`, and
  /// receives the step with its result.
  @_disfavoredOverload
  public mutating func afterStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping StepHookBody
  ) {
    addStepHook(.afterStep, tags, name, CodeLocation(file, line), body)
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

  /// Defines the parameter type `{name}`: step text matching `regexps` (ICU syntax, unanchored)
  /// becomes the `Value` that `transform` makes of it, which step bodies take as a parameter.
  ///
  /// ```swift
  /// enum Color: String, StepArgument { case red, green }
  /// steps.parameterType("color", matching: "red|green") { text in
  ///   guard let color = Color(rawValue: text) else { throw StepFailure("no color \(text)") }
  ///   return color
  /// }
  /// steps.given("a {color} ball") { (world, color: Color) in world.ball = color }
  /// ```
  ///
  /// A name that Cucumber Expressions cannot use, or a name defined twice, is reported at this
  /// line when the run starts. `transform` may throw to fail the step with its error.
  public mutating func parameterType<Value: StepArgument>(
    _ name: String, matching regexps: String..., useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false, file: StaticString = #filePath, line: UInt = #line,
    transform: @escaping @Sendable (String) throws -> Value
  ) {
    let made = Result { () throws -> ParameterType in
      try ParameterType(
        name: name, regexps: regexps, useForSnippets: useForSnippets,
        preferForRegexpMatch: preferForRegexpMatch, transform: transform)
    }
    addParameterType(made, CodeLocation(file, line))
  }

  /// Defines the parameter type `{name}` whose regular expression has several capture groups:
  /// `transform` makes the `Value` from the groups' texts (`nil` for a group that did not take
  /// part in the match).
  ///
  /// ```swift
  /// struct Flight: StepArgument { let from: String, to: String }
  /// steps.parameterType("flight", matching: "([A-Z]{3})-([A-Z]{3})") { groups in
  ///   Flight(from: groups[0] ?? "", to: groups[1] ?? "")
  /// }
  /// ```
  public mutating func parameterType<Value: StepArgument>(
    _ name: String, matching regexps: String..., useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false, file: StaticString = #filePath, line: UInt = #line,
    groups transform: @escaping @Sendable ([String?]) throws -> Value
  ) {
    let made = Result { () throws -> ParameterType in
      try ParameterType(
        name: name, regexps: regexps, typeName: nameOfType(Value.self),
        useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
        transformer: { try transform($0) })
    }
    addParameterType(made, CodeLocation(file, line))
  }

  /// Adds a custom parameter type made in full (several capture groups, say) that expressions can
  /// use as `{name}`.
  public mutating func defineParameterType(
    _ parameterType: ParameterType, file: StaticString = #filePath, line: UInt = #line
  ) {
    addParameterType(.success(parameterType), CodeLocation(file, line))
  }

  private mutating func addParameterType(
    _ made: Result<ParameterType, any Error>, _ location: CodeLocation
  ) {
    registrationOrder.append(.parameterType(parameterTypes.count))
    parameterTypes.append(ParameterTypeRegistration(made: made, location: location))
  }

  private mutating func addRunHook(
    _ phase: RunHook.Phase, _ name: String?, _ location: CodeLocation,
    _ body: @escaping @Sendable () async throws -> Void
  ) {
    registrationOrder.append(.runHook(runHooks.count))
    runHooks.append(RunHook(phase: phase, name: name, location: location, body: body))
  }

  /// Adds a scenario or step hook that takes no step.
  mutating func addHook(
    _ phase: Hook<World>.Phase, _ tags: String?, _ name: String?, _ location: CodeLocation,
    _ body: @escaping HookBody
  ) {
    addHook(
      phase, tags, name, location,
      runs: { world, scenario, _ in
        try await body(world, scenario)
      })
  }

  /// Adds a step hook that receives the step.
  mutating func addStepHook(
    _ phase: Hook<World>.Phase, _ tags: String?, _ name: String?, _ location: CodeLocation,
    _ body: @escaping StepHookBody
  ) {
    addHook(
      phase, tags, name, location,
      runs: { world, scenario, step in
        // The runner gives every step hook its step.
        if let step { try await body(world, scenario, step) }
      })
  }

  /// Adds a hook with its body as the runner calls it.
  private mutating func addHook(
    _ phase: Hook<World>.Phase, _ tags: String?, _ name: String?, _ location: CodeLocation,
    runs body: @escaping Hook<World>.Body
  ) {
    registrationOrder.append(.hook(hooks.count))
    hooks.append(
      Hook(phase: phase, name: name, tagExpression: tags, location: location, body: body))
  }
}

/// A custom parameter type as registered: the type, or the error that kept it from being made, and
/// where it was defined.
package struct ParameterTypeRegistration: Sendable {
  /// The type, or why it could not be made.
  let made: Result<ParameterType, any Error>
  /// Where it was defined.
  let location: CodeLocation
}
