import CucumberExpressions
import Gherkin
import TagExpressions

/// A ``StepRegistry`` made ready to run: every expression compiled against the parameter types, every
/// hook's tag expression parsed, ids given, and the problems found on the way.
///
/// A class, so that code generic in the world (the executor, which runs unspecialized) reaches a
/// step's definition through one reference: as a struct, each use copied it whole through the
/// runtime's generic functions, a reference count on each of its lists, at every step.
package final class CompiledSteps<World: Sendable>: Sendable {
  /// A step definition with its compiled expression; a class, so that every match and planned step
  /// shares it for one retain.
  final class Definition: Sendable {
    /// Its place among the definitions, by which a planned test case names it
    /// (``CompiledSteps/definition(at:)``).
    let place: Int
    let definition: StepDefinition<World>
    let expression: any StepExpression
    /// The expression, when it bounds the work of a match; cast once here, not at every match.
    let budgeted: (any BudgetedExpression)?
    let info: StepDefinitionInfo

    init(
      place: Int, definition: StepDefinition<World>, expression: any StepExpression,
      info: StepDefinitionInfo
    ) {
      self.place = place
      self.definition = definition
      self.expression = expression
      budgeted = expression as? any BudgetedExpression
      self.info = info
    }
  }

  /// A hook with its parsed tag expression; a class, so that every planned test case shares it
  /// for one retain.
  final class CompiledHook: Sendable {
    /// Its place among the scenario and step hooks, by which a planned test case names it
    /// (``CompiledSteps/hook(at:)``).
    let place: Int
    let hook: Hook<World>
    let tags: TagExpression?
    let info: HookInfo

    init(place: Int, hook: Hook<World>, tags: TagExpression?, info: HookInfo) {
      self.place = place
      self.hook = hook
      self.tags = tags
      self.info = info
    }
  }

  /// A run hook with its id.
  struct CompiledRunHook: Sendable {
    let hook: RunHook
    let info: HookInfo
  }

  /// The step definitions, in registration order.
  private let definitions: [Definition]
  /// The same definitions and the scenario and step hooks, for ``definition(at:)`` and
  /// ``hook(at:)``, which the executor calls at every step.
  private let definitionsByPlace: PlainObjects<Definition>
  private let hooksByPlace: PlainObjects<CompiledHook>
  /// The scenario and step hooks, in registration order.
  private let scenarioAndStepHooks: [CompiledHook]
  /// Which of them may match a text, by the literal text that the texts they match start with.
  private let candidates: CandidateDefinitions
  /// The scenario and step hooks, by phase.
  private let beforeScenario: PhaseHooks<World>
  private let afterScenario: PhaseHooks<World>
  private let beforeStep: PhaseHooks<World>
  private let afterStep: PhaseHooks<World>
  let runHooks: [CompiledRunHook]
  /// Whether any before-step or after-step hook is registered.
  let hasStepHooks: Bool
  /// The built-in and custom parameter types.
  let parameterTypes: ParameterTypeRegistry
  /// Everything registered, with ids, for reports.
  let glue: Glue
  /// Definitions and hooks that could not be compiled, each with its location.
  let problems: [RegistrationProblem]

  /// The same steps, with definitions and hooks of their own (new objects around the same code),
  /// for one worker. Each step a worker runs retains and releases its definition: were the
  /// definitions shared, two workers on two cores would keep passing their reference counts
  /// between the cores' caches.
  func forWorker() -> CompiledSteps { CompiledSteps(copying: self) }

  private init(copying other: CompiledSteps) {
    definitions = other.definitions.map {
      Definition(
        place: $0.place, definition: $0.definition, expression: $0.expression, info: $0.info)
    }
    let hooks = other.scenarioAndStepHooks.map {
      CompiledHook(place: $0.place, hook: $0.hook, tags: $0.tags, info: $0.info)
    }
    scenarioAndStepHooks = hooks
    definitionsByPlace = PlainObjects(definitions)
    hooksByPlace = PlainObjects(hooks)
    candidates = other.candidates
    beforeScenario = PhaseHooks(.beforeScenario, of: hooks)
    afterScenario = PhaseHooks(.afterScenario, of: hooks)
    beforeStep = PhaseHooks(.beforeStep, of: hooks)
    afterStep = PhaseHooks(.afterStep, of: hooks)
    runHooks = other.runHooks
    hasStepHooks = other.hasStepHooks
    parameterTypes = other.parameterTypes
    glue = other.glue
    problems = other.problems
  }

  init(_ registry: StepRegistry<World>, ids: IdGenerator) {
    var compiler = GlueCompiler(registry: registry, ids: ids)
    compiler.compileAll()
    definitions = compiler.definitions
    scenarioAndStepHooks = compiler.hooks
    definitionsByPlace = PlainObjects(compiler.definitions)
    hooksByPlace = PlainObjects(compiler.hooks)
    let expressions = definitions.map { $0.expression as? CucumberExpression }
    candidates = CandidateDefinitions(
      prefixes: expressions.map { $0?.literalPrefix ?? "" },
      suffixes: expressions.map { $0?.literalSuffix ?? "" })
    beforeScenario = PhaseHooks(.beforeScenario, of: compiler.hooks)
    afterScenario = PhaseHooks(.afterScenario, of: compiler.hooks)
    beforeStep = PhaseHooks(.beforeStep, of: compiler.hooks)
    afterStep = PhaseHooks(.afterStep, of: compiler.hooks)
    runHooks = compiler.runHooks
    hasStepHooks = !beforeStep.all.isEmpty || !afterStep.all.isEmpty
    parameterTypes = compiler.parameterTypes
    glue = Glue(items: compiler.items)
    problems = compiler.problems
  }

  /// How `text` matches the definitions: one, none, or several.
  func match(_ text: String) -> StepMatch<World> {
    // Most texts match one definition: the list is only made for a second one.
    var first: (Definition, [Argument])?
    var found: [(Definition, [Argument])] = []
    for index in candidates.candidates(for: text) {
      let definition = definitions[index]
      let matched: [Argument]?
      do throws(MatchBudgetExceeded) {
        matched =
          if let budgeted = definition.budgeted {
            try budgeted.budgetedMatch(text)
          } else {
            definition.expression.match(text)
          }
      } catch {
        return .tooSlow(definition, error)
      }
      guard let arguments = matched else { continue }
      if let earlier = first, found.isEmpty { found.append(earlier) }
      if first == nil {
        first = (definition, arguments)
      } else {
        found.append((definition, arguments))
      }
    }
    guard let first else { return .undefined }
    return found.isEmpty ? .defined(first.0, first.1) : .ambiguous(found)
  }

  /// The definition at `place` (its ``Definition/place``).
  ///
  /// Inlined, as ``hook(at:)`` is, and read from a ``PlainObjects``: the executor calls it at
  /// every step, in code generic in the world, where a call or an `Array` of definitions would
  /// make the runtime look up a type's metadata.
  @inline(__always)
  func definition(at place: Int) -> Definition { definitionsByPlace[place] }

  /// The scenario or step hook at `place` (its ``CompiledHook/place``).
  @inline(__always)
  func hook(at place: Int) -> CompiledHook { hooksByPlace[place] }

  /// The hooks of `phase`.
  func hooks(_ phase: Hook<World>.Phase) -> PhaseHooks<World> {
    switch phase {
    case .beforeScenario: beforeScenario
    case .afterScenario: afterScenario
    case .beforeStep: beforeStep
    case .afterStep: afterStep
    }
  }

  /// The hooks of `phase` that apply to a scenario with `tags`, as a planned test case names them.
  func plannedHooks(_ phase: Hook<World>.Phase, tags: Set<String>) -> [PlannedHook] {
    hooks(phase).planned(tags: tags)
  }
}

/// How a step's text matched the step definitions.
enum StepMatch<World: Sendable>: Sendable {
  /// Exactly one definition matches, with the arguments it captured.
  case defined(CompiledSteps<World>.Definition, [Argument])
  /// No definition matches.
  case undefined
  /// Several definitions match, each with its arguments; running the step is an error that names
  /// them all.
  case ambiguous([(CompiledSteps<World>.Definition, [Argument])])
  /// Matching this definition took longer than its budget; running the step is an error.
  case tooSlow(CompiledSteps<World>.Definition, MatchBudgetExceeded)
}

/// Compiles a registry in registration order, giving each item its id.
private struct GlueCompiler<World: Sendable> {
  let registry: StepRegistry<World>
  let ids: IdGenerator
  var definitions: [CompiledSteps<World>.Definition] = []
  var hooks: [CompiledSteps<World>.CompiledHook] = []
  var runHooks: [CompiledSteps<World>.CompiledRunHook] = []
  var parameterTypes = ParameterTypeRegistry()
  var items: [Glue.Item] = []
  var problems: [RegistrationProblem] = []

  init(registry: StepRegistry<World>, ids: IdGenerator) {
    self.registry = registry
    self.ids = ids
  }

  mutating func compileAll() {
    // Parameter types first, so that expressions may use types defined after them.
    for registration in registry.parameterTypes {
      do {
        try parameterTypes.define(registration.made.get())
      } catch {
        problems.append(
          RegistrationProblem(location: registration.location, message: "\(error)"))
      }
    }
    for registration in registry.registrationOrder {
      switch registration {
      case .step(let index): compile(registry.definitions[index])
      case .hook(let index): compile(registry.hooks[index])
      case .runHook(let index): compile(registry.runHooks[index])
      case .parameterType(let index):
        let registration = registry.parameterTypes[index]
        guard case .success(let parameterType) = registration.made else { continue }
        items.append(.parameterType(id: ids.newId(), parameterType, registration.location))
      }
    }
  }

  private mutating func compile(_ definition: StepDefinition<World>) {
    do {
      let expression = try definition.pattern.compile(with: parameterTypes)
      let info = StepDefinitionInfo(
        id: ids.newId(), pattern: definition.pattern, location: definition.location)
      definitions.append(
        .init(
          place: definitions.count, definition: definition, expression: expression, info: info))
      items.append(.stepDefinition(info))
    } catch let error as UndefinedParameterTypeError {
      items.append(
        .undefinedParameterType(name: error.parameterTypeName, expression: error.expression))
    } catch {
      problems.append(RegistrationProblem(location: definition.location, message: "\(error)"))
    }
  }

  private mutating func compile(_ hook: Hook<World>) {
    do {
      let tags = try hook.tagExpression.map(TagExpression.parse)
      let info = HookInfo(
        id: ids.newId(), type: hook.phase.kind, name: hook.name,
        tagExpression: hook.tagExpression, location: hook.location)
      hooks.append(.init(place: hooks.count, hook: hook, tags: tags, info: info))
      items.append(.hook(info))
    } catch {
      problems.append(RegistrationProblem(location: hook.location, message: "\(error)"))
    }
  }

  private mutating func compile(_ hook: RunHook) {
    let info = HookInfo(
      id: ids.newId(), type: hook.phase == .beforeAll ? .beforeTestRun : .afterTestRun,
      name: hook.name, tagExpression: nil, location: hook.location)
    runHooks.append(.init(hook: hook, info: info))
    items.append(.hook(info))
  }
}

extension Hook.Phase {
  /// The Cucumber Messages kind of hook.
  var kind: HookInfo.Kind {
    switch self {
    case .beforeScenario: .beforeTestCase
    case .afterScenario: .afterTestCase
    case .beforeStep: .beforeTestStep
    case .afterStep: .afterTestStep
    }
  }
}

/// A step definition or hook that cannot be used: an invalid expression or tag expression, a
/// parameter type defined twice.
public struct RegistrationProblem: Sendable, Equatable, CustomStringConvertible {
  /// Where the definition or hook was registered.
  public let location: CodeLocation?
  /// What is wrong.
  public let message: String

  public var description: String {
    location.map { "\($0): \(message)" } ?? message
  }
}

extension StepPattern {
  /// The compiled expression.
  func compile(with parameterTypes: ParameterTypeRegistry) throws -> any StepExpression {
    switch self {
    case .cucumberExpression(let source):
      try CucumberExpression(source, registry: parameterTypes)
    case .regularExpression(let source):
      try RegularExpression(source, registry: parameterTypes)
    }
  }
}
