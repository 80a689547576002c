/// Compiles a ``GherkinDocument`` into ``Pickle``s: one per scenario and one per examples row of
/// an outline, with background steps prepended, tags inherited, and `<placeholders>` filled in.
public struct PickleCompiler: Sendable {
  /// The id source, shared with the AST builder.
  public let ids: IdGenerator

  /// Creates a compiler drawing ids from `ids`.
  public init(ids: IdGenerator) {
    self.ids = ids
  }

  /// The pickles of `document`, in document order.
  public func compile(_ document: GherkinDocument, uri: String) -> [Pickle] {
    var pickles: [Pickle] = []
    compile(document, uri: uri) { pickles.append($0) }
    return pickles
  }

  /// Calls `emit` with each pickle of `document`, in document order, without collecting them.
  public func compile(_ document: GherkinDocument, uri: String, emit: (Pickle) -> Void) {
    Self.drafts(of: document, uri: uri) { emit($0.pickle(ids: ids)) }
  }

  /// Calls `body` with the draft of each pickle of `document`, in document order.
  static func drafts(of document: GherkinDocument, uri: String, _ body: (PickleDraft) -> Void) {
    guard let feature = document.feature else { return }
    let context = Context(uri: uri, language: feature.language)
    var backgroundSteps = InheritedSteps()
    for child in feature.children {
      if let background = child.background {
        backgroundSteps = InheritedSteps(background.steps)
      } else if let rule = child.rule {
        drafts(of: rule, tags: feature.tags, backgroundSteps: backgroundSteps, context, body)
      } else if let scenario = child.scenario {
        drafts(of: scenario, tags: feature.tags, backgroundSteps: backgroundSteps, context, body)
      }
    }
  }

  private struct Context {
    let uri: String
    let language: String
  }

  private static func drafts(
    of rule: Rule, tags featureTags: [GherkinTag], backgroundSteps: InheritedSteps,
    _ context: Context,
    _ body: (PickleDraft) -> Void
  ) {
    var steps = backgroundSteps
    let tags = featureTags + rule.tags
    for child in rule.children {
      if let background = child.background {
        steps.append(contentsOf: background.steps)
      } else if let scenario = child.scenario {
        drafts(of: scenario, tags: tags, backgroundSteps: steps, context, body)
      }
    }
  }

  private static func drafts(
    of scenario: Scenario, tags: [GherkinTag], backgroundSteps: InheritedSteps,
    _ context: Context,
    _ body: (PickleDraft) -> Void
  ) {
    let backgroundSteps = scenario.steps.isEmpty ? InheritedSteps() : backgroundSteps
    guard !scenario.examples.isEmpty else {
      body(
        PickleDraft(
          uri: context.uri, language: context.language, location: scenario.location,
          scenarioName: scenario.name, scenarioId: scenario.id, steps: scenario.steps,
          inherited: backgroundSteps, row: nil, placeholders: nil,
          tags: pickleTags(tags, scenario.tags)))
      return
    }
    for examples in scenario.examples {
      guard let header = examples.tableHeader else { continue }
      let patterns = Placeholders.Header(header.cells)
      let examplesTags = pickleTags(tags, scenario.tags, examples.tags)
      for row in examples.tableBody {
        body(
          PickleDraft(
            uri: context.uri, language: context.language, location: row.location,
            scenarioName: scenario.name, scenarioId: scenario.id, steps: scenario.steps,
            inherited: backgroundSteps, row: row,
            placeholders: Placeholders(header: patterns, values: row.cells), tags: examplesTags))
      }
    }
  }

  private static func pickleTags(_ lists: [GherkinTag]...) -> [PickleTag] {
    var tags: [PickleTag] = []
    tags.reserveCapacity(lists.reduce(0) { $0 + $1.count })
    for list in lists {
      for tag in list { tags.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
    }
    return tags
  }
}
