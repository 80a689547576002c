public import CucumberExpressions

/// The step definitions, hooks and parameter types of a run, with their ids, in the order they were
/// registered: what Cucumber Messages report as `stepDefinition`, `hook`, `parameterType` and
/// `undefinedParameterType`.
public struct Glue: Sendable {
  /// One registered piece of glue.
  public enum Item: Sendable {
    /// A step definition that compiled.
    case stepDefinition(StepDefinitionInfo)
    /// A hook.
    case hook(HookInfo)
    /// A custom parameter type.
    case parameterType(id: String, ParameterType, CodeLocation)
    /// A step definition whose expression uses a parameter type that does not exist.
    case undefinedParameterType(name: String, expression: String)
  }

  /// Every item, in registration order.
  public let items: [Item]
}

/// A step definition as reports describe it.
public struct StepDefinitionInfo: Sendable, Equatable {
  /// What the description is made of; a class, so that every test step matching the definition
  /// shares it for one reference.
  private final class Storage: Sendable {
    let id: String
    let pattern: StepPattern
    let location: CodeLocation

    init(id: String, pattern: StepPattern, location: CodeLocation) {
      self.id = id
      self.pattern = pattern
      self.location = location
    }
  }

  private let storage: Storage

  /// The id in Cucumber Messages.
  public var id: String { storage.id }
  /// The expression as written.
  public var pattern: StepPattern { storage.pattern }
  /// Where it was registered.
  public var location: CodeLocation { storage.location }

  init(id: String, pattern: StepPattern, location: CodeLocation) {
    storage = Storage(id: id, pattern: pattern, location: location)
  }

  public static func == (lhs: StepDefinitionInfo, rhs: StepDefinitionInfo) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.id == rhs.id && lhs.pattern == rhs.pattern && lhs.location == rhs.location)
  }
}

/// A hook as reports describe it.
public struct HookInfo: Sendable, Equatable {
  /// When a hook runs, with the Cucumber Messages spelling as raw value.
  public enum Kind: String, Sendable {
    case beforeTestRun = "BEFORE_TEST_RUN"
    case afterTestRun = "AFTER_TEST_RUN"
    case beforeTestCase = "BEFORE_TEST_CASE"
    case afterTestCase = "AFTER_TEST_CASE"
    case beforeTestStep = "BEFORE_TEST_STEP"
    case afterTestStep = "AFTER_TEST_STEP"

    /// How the console names a hook without a name.
    public var displayName: String {
      switch self {
      case .beforeTestRun: "BeforeAll"
      case .afterTestRun: "AfterAll"
      case .beforeTestCase: "Before"
      case .afterTestCase: "After"
      case .beforeTestStep: "BeforeStep"
      case .afterTestStep: "AfterStep"
      }
    }
  }

  /// The id in Cucumber Messages.
  public let id: String
  /// When the hook runs.
  public let type: Kind
  /// The hook's name, if given.
  public let name: String?
  /// The tag expression that limits the hook, if given.
  public let tagExpression: String?
  /// Where it was registered.
  public let location: CodeLocation
}
