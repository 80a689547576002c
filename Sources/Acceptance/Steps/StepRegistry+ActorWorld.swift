/// The registrations of a suite whose world is an actor: bodies run isolated to the scenario's
/// world, so they read and change its `var` properties directly, and each scenario has an executor
/// of its own.
extension StepRegistry where World: Actor {
  /// A step body isolated to the world, then one typed value per argument.
  public typealias IsolatedBody<each Parameter: StepArgument> =
    @Sendable (isolated World, repeat each Parameter) async throws -> Void

  /// A hook body isolated to the world, with what the hook knows of its scenario.
  public typealias IsolatedHookBody = @Sendable (isolated World, ScenarioInfo) async throws -> Void

  /// A step hook body isolated to the world, with the scenario and the step the hook runs around
  /// (with its result, after it).
  public typealias IsolatedStepHookBody =
    @Sendable (isolated World, ScenarioInfo, StepInfo) async throws -> Void

  /// Registers a step whose body runs isolated to the world; see ``StepRegistry`` for the synonyms.
  public mutating func step<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedBody<repeat each Parameter>
  ) {
    add(pattern, nil, example, notes, CodeLocation(file, line), isolating(body))
  }

  /// `body` as a nonisolated body that runs it isolated to the world.
  private func isolating<each Parameter: StepArgument>(
    _ body: @escaping IsolatedBody<repeat each Parameter>
  ) -> Body<repeat each Parameter> {
    let isolated: Body<repeat each Parameter> = {
      (world: World, parameter: repeat each Parameter) in
      try await body(world, repeat each parameter)
    }
    return isolated
  }

  /// Registers a step that sets up context, isolated to the world.
  public mutating func given<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedBody<repeat each Parameter>
  ) {
    add(pattern, "Given", example, notes, CodeLocation(file, line), isolating(body))
  }

  /// Registers a step that performs an action, isolated to the world.
  public mutating func when<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedBody<repeat each Parameter>
  ) {
    add(pattern, "When", example, notes, CodeLocation(file, line), isolating(body))
  }

  /// Registers a step that checks an outcome, isolated to the world.
  public mutating func then<each Parameter: StepArgument>(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedBody<repeat each Parameter>
  ) {
    add(pattern, "Then", example, notes, CodeLocation(file, line), isolating(body))
  }

  /// Registers a step without arguments whose body runs isolated to the world (a body of the world alone, written out so that a closure of several
  /// statements finds it).
  public mutating func step(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (isolated World) async throws -> Void
  ) {
    add(pattern, nil, example, notes, CodeLocation(file, line), isolating(body))
  }

  /// Registers a step without arguments that sets up context, isolated to the world (a body of the world alone, written out so that a closure of several
  /// statements finds it).
  public mutating func given(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (isolated World) async throws -> Void
  ) {
    add(pattern, "Given", example, notes, CodeLocation(file, line), isolating(body))
  }

  /// Registers a step without arguments that performs an action, isolated to the world (a body of the world alone, written out so that a closure of several
  /// statements finds it).
  public mutating func when(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (isolated World) async throws -> Void
  ) {
    add(pattern, "When", example, notes, CodeLocation(file, line), isolating(body))
  }

  /// Registers a step without arguments that checks an outcome, isolated to the world (a body of the world alone, written out so that a closure of several
  /// statements finds it).
  public mutating func then(
    _ pattern: StepPattern, example: String? = nil, notes: [String] = [],
    file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @Sendable (isolated World) async throws -> Void
  ) {
    add(pattern, "Then", example, notes, CodeLocation(file, line), isolating(body))
  }

  /// Registers a hook that runs before each scenario whose tags match `tags`, isolated to the world.
  public mutating func before(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedHookBody
  ) {
    addHook(.beforeScenario, tags, name, CodeLocation(file, line)) { world, scenario in
      try await body(world, scenario)
    }
  }

  /// Registers a hook that runs after each scenario whose tags match `tags`, even when it failed,
  /// isolated to the world.
  public mutating func after(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedHookBody
  ) {
    addHook(.afterScenario, tags, name, CodeLocation(file, line)) { world, scenario in
      try await body(world, scenario)
    }
  }

  /// Registers a hook that runs before each step of the matching scenarios, isolated to the world.
  public mutating func beforeStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedHookBody
  ) {
    addHook(.beforeStep, tags, name, CodeLocation(file, line)) { world, scenario in
      try await body(world, scenario)
    }
  }

  /// Registers a hook that runs after each step of the matching scenarios, isolated to the world.
  public mutating func afterStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedHookBody
  ) {
    addHook(.afterStep, tags, name, CodeLocation(file, line)) { world, scenario in
      try await body(world, scenario)
    }
  }

  /// Registers a hook that runs before each step of the matching scenarios, isolated to the world,
  /// and receives the step.
  public mutating func beforeStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedStepHookBody
  ) {
    addStepHook(.beforeStep, tags, name, CodeLocation(file, line)) { world, scenario, step in
      try await body(world, scenario, step)
    }
  }

  /// Registers a hook that runs after each step of the matching scenarios, isolated to the world,
  /// and receives the step with its result.
  public mutating func afterStep(
    _ tags: String? = nil, name: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping IsolatedStepHookBody
  ) {
    addStepHook(.afterStep, tags, name, CodeLocation(file, line)) { world, scenario, step in
      try await body(world, scenario, step)
    }
  }
}
