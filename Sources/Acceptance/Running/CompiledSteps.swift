/// A ``StepRegistry`` made ready to run: every expression compiled against the parameter types, every
/// hook's tag expression parsed, and the problems found on the way.
struct CompiledSteps<World: Sendable>: Sendable {
  /// A step definition with its compiled expression.
  struct Definition: Sendable {
    let definition: StepDefinition<World>
    let expression: any StepExpression
  }

  /// A hook with its parsed tag expression.
  struct CompiledHook: Sendable {
    let hook: Hook<World>
    let tags: TagExpression?
  }

  let definitions: [Definition]
  let hooks: [CompiledHook]
  let runHooks: [RunHook]
  /// The built-in and custom parameter types.
  let parameterTypes: ParameterTypeRegistry
  /// Definitions and hooks that could not be compiled, each with its location.
  let problems: [RegistrationProblem]

  init(_ registry: StepRegistry<World>) {
    var parameterTypes = ParameterTypeRegistry()
    var problems: [RegistrationProblem] = []
    for parameterType in registry.parameterTypes {
      do {
        try parameterTypes.define(parameterType)
      } catch {
        problems.append(RegistrationProblem(location: nil, message: "\(error)"))
      }
    }
    var definitions: [Definition] = []
    for definition in registry.definitions {
      do {
        definitions.append(
          Definition(
            definition: definition,
            expression: try definition.pattern.compile(with: parameterTypes)))
      } catch let error as UndefinedParameterTypeError {
        problems.append(
          RegistrationProblem(
            location: definition.location, message: error.message,
            undefinedParameterType: error.parameterTypeName, expression: error.expression))
      } catch {
        problems.append(RegistrationProblem(location: definition.location, message: "\(error)"))
      }
    }
    var hooks: [CompiledHook] = []
    for hook in registry.hooks {
      do {
        hooks.append(
          CompiledHook(hook: hook, tags: try hook.tagExpression.map(TagExpression.parse)))
      } catch {
        problems.append(RegistrationProblem(location: hook.location, message: "\(error)"))
      }
    }
    self.definitions = definitions
    self.hooks = hooks
    self.runHooks = registry.runHooks
    self.parameterTypes = parameterTypes
    self.problems = problems
  }

  /// How `text` matches the definitions: one, none, or several.
  func match(_ text: String) -> StepMatch<World> {
    var found: [(Definition, [Argument])] = []
    for definition in definitions {
      if let arguments = definition.expression.match(text) {
        found.append((definition, arguments))
      }
    }
    switch found.count {
    case 0: return .undefined
    case 1: return .defined(found[0].0.definition, found[0].1)
    default: return .ambiguous(found.map(\.0.definition))
    }
  }

  /// The hooks of `phase` that apply to a scenario with `tags`.
  func hooks(_ phase: Hook<World>.Phase, tags: Set<String>) -> [Hook<World>] {
    hooks.filter { $0.hook.phase == phase && ($0.tags?.evaluate(tags) ?? true) }.map(\.hook)
  }
}

/// How a step's text matched the step definitions.
enum StepMatch<World: Sendable>: Sendable {
  /// Exactly one definition matches, with the arguments it captured.
  case defined(StepDefinition<World>, [Argument])
  /// No definition matches.
  case undefined
  /// Several definitions match; running the step is an error that names them all.
  case ambiguous([StepDefinition<World>])
}

/// A step definition or hook that cannot be used: an invalid expression, an undefined parameter type,
/// an invalid tag expression.
public struct RegistrationProblem: Sendable, Equatable, CustomStringConvertible {
  /// Where the definition or hook was registered, when it is known.
  public let location: CodeLocation?
  /// What is wrong.
  public let message: String
  /// The name of the undefined parameter type, for that problem.
  public var undefinedParameterType: String? = nil
  /// The expression that uses the undefined parameter type, for that problem.
  public var expression: String? = nil

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
