/// A `Feature:` block: the root of a Gherkin document.
public struct Feature: Sendable, Equatable {
  /// Where the feature keyword is.
  public let location: Location
  /// Tags written above the feature.
  public let tags: [GherkinTag]
  /// The language code of the file's dialect.
  public let language: String
  /// The keyword as written, e.g. `Feature`.
  public let keyword: String
  /// The text after the keyword.
  public let name: String
  /// Free text below the feature line.
  public let description: String
  /// Backgrounds, scenarios and rules, in order.
  public let children: [FeatureChild]

  /// Creates a feature.
  public init(
    location: Location, tags: [GherkinTag], language: String, keyword: String, name: String,
    description: String, children: [FeatureChild]
  ) {
    self.location = location
    self.tags = tags
    self.language = language
    self.keyword = keyword
    self.name = name
    self.description = description
    self.children = children
  }
}

/// One child of a feature: exactly one of its properties is set.
public struct FeatureChild: Sendable, Equatable {
  /// A rule.
  public let rule: Rule?
  /// A background.
  public let background: Background?
  /// A scenario or scenario outline.
  public let scenario: Scenario?

  /// Creates a feature child; set exactly one argument.
  public init(rule: Rule? = nil, background: Background? = nil, scenario: Scenario? = nil) {
    self.rule = rule
    self.background = background
    self.scenario = scenario
  }
}

/// A `Rule:` block grouping scenarios inside a feature.
public struct Rule: Sendable, Equatable {
  /// Where the rule keyword is.
  public let location: Location
  /// Tags written above the rule.
  public let tags: [GherkinTag]
  /// The keyword as written.
  public let keyword: String
  /// The text after the keyword.
  public let name: String
  /// Free text below the rule line.
  public let description: String
  /// Backgrounds and scenarios, in order.
  public let children: [RuleChild]
  /// The rule's unique id.
  public let id: String

  /// Creates a rule.
  public init(
    location: Location, tags: [GherkinTag], keyword: String, name: String, description: String,
    children: [RuleChild], id: String
  ) {
    self.location = location
    self.tags = tags
    self.keyword = keyword
    self.name = name
    self.description = description
    self.children = children
    self.id = id
  }
}

/// One child of a rule: exactly one of its properties is set.
public struct RuleChild: Sendable, Equatable {
  /// A background.
  public let background: Background?
  /// A scenario or scenario outline.
  public let scenario: Scenario?

  /// Creates a rule child; set exactly one argument.
  public init(background: Background? = nil, scenario: Scenario? = nil) {
    self.background = background
    self.scenario = scenario
  }
}

/// A `Background:` block: steps run before every scenario of its feature or rule.
public struct Background: Sendable, Equatable {
  /// Where the background keyword is.
  public let location: Location
  /// The keyword as written.
  public let keyword: String
  /// The text after the keyword.
  public let name: String
  /// Free text below the background line.
  public let description: String
  /// The background's steps.
  public let steps: [Step]
  /// The background's unique id.
  public let id: String

  /// Creates a background.
  public init(
    location: Location, keyword: String, name: String, description: String, steps: [Step],
    id: String
  ) {
    self.location = location
    self.keyword = keyword
    self.name = name
    self.description = description
    self.steps = steps
    self.id = id
  }
}
