/// The parser's state machine, built from the Gherkin grammar (gherkin.berp) like the generated
/// reference parsers, extended so a step may carry a data table and a doc string in either order.
enum ParserStateTable {
  static let start = 0
  private static let language = 1
  private static let featureTags = 2
  private static let featureHeader = 3
  private static let featureDescription = 4
  private static let ruleTags = 5
  private static let ruleHeader = 6
  private static let ruleDescription = 7
  private static let featureLevel = Level(base: 8, container: .feature)
  private static let ruleLevel = Level(base: 8 + Level.size, container: .rule)
  /// The state after the end of the file.
  static let end = 8 + 2 * Level.size

  /// The states of the scenarios and backgrounds of a feature, or of a rule.
  private struct Level {
    static let size = 23
    let base: Int
    let container: RuleType
    var background: Int { base }
    var backgroundDescription: Int { base + 1 }
    var backgroundStep: Int { base + 2 }
    var scenarioTags: Int { base + 9 }
    var scenarioHeader: Int { base + 10 }
    var scenarioDescription: Int { base + 11 }
    var scenarioStep: Int { base + 12 }
    var examplesTags: Int { base + 19 }
    var examplesHeader: Int { base + 20 }
    var examplesDescription: Int { base + 21 }
    var examplesTable: Int { base + 22 }
  }

  /// Every transition of every state, flat: state `n` owns `ranges[n]`.
  static let transitions: [Transition] = states.flatMap(\.transitions)

  /// The range of ``transitions`` of each state.
  static let ranges: [Range<Int>] = {
    var start = 0
    return states.map { state in
      defer { start += state.transitions.count }
      return start..<start + state.transitions.count
    }
  }()

  /// Every state, indexed by number.
  static let states: [ParserState] = {
    var states = [ParserState](repeating: ParserState([]), count: end + 1)
    let eof = Transition(.eof, popTo: .gherkinDocument, next: end)
    states[start] = ParserState([
      eof,
      Transition(.language, push: [.feature, .featureHeader], next: language),
      Transition(.tagLine, push: [.feature, .featureHeader, .tags], next: featureTags),
      Transition(.featureLine, push: [.feature, .featureHeader], next: featureHeader),
      Transition(.comment, next: start), Transition(.empty, next: start),
    ])
    states[language] = ParserState([
      Transition(.tagLine, push: [.tags], next: featureTags),
      Transition(.featureLine, next: featureHeader),
      Transition(.comment, next: language), Transition(.empty, next: language),
    ])
    states[featureTags] = tagsState(
      featureTags, Transition(.featureLine, popTo: .featureHeader, next: featureHeader))
    states[ruleTags] = tagsState(
      ruleTags, Transition(.ruleLine, popTo: .ruleHeader, next: ruleHeader))
    let featureBackground = Transition(
      .backgroundLine, popTo: .feature, push: [.background], next: featureLevel.background)
    fillBlock(
      &states, header: featureHeader, description: featureDescription,
      specific: [featureBackground], tail: tail(featureLevel, inScenario: false))
    let ruleBackground = Transition(
      .backgroundLine, popTo: .rule, push: [.background], next: ruleLevel.background)
    fillBlock(
      &states, header: ruleHeader, description: ruleDescription,
      specific: [ruleBackground], tail: tail(ruleLevel, inScenario: false))
    fillLevel(&states, featureLevel)
    fillLevel(&states, ruleLevel)
    return states
  }()

  private static func tagsState(_ state: Int, _ keywordLine: Transition) -> ParserState {
    ParserState([
      Transition(.tagLine, next: state), keywordLine,
      Transition(.comment, next: state), Transition(.empty, next: state),
    ])
  }

  /// What may follow anything inside a feature or rule: new scenarios, rules, and (inside a
  /// scenario) new examples.
  private static func tail(_ level: Level, inScenario: Bool) -> [Transition] {
    var transitions: [Transition] = []
    if inScenario {
      transitions.append(
        Transition(
          .tagLine, .examples, popTo: .scenario, push: [.examplesDefinition, .tags],
          next: level.examplesTags))
    }
    transitions.append(
      Transition(
        .tagLine, .scenario, popTo: level.container, push: [.scenarioDefinition, .tags],
        next: level.scenarioTags))
    transitions.append(
      Transition(.tagLine, popTo: .feature, push: [.rule, .ruleHeader, .tags], next: ruleTags))
    if inScenario {
      transitions.append(
        Transition(
          .examplesLine, popTo: .scenario, push: [.examplesDefinition, .examples],
          next: level.examplesHeader))
    }
    transitions.append(
      Transition(
        .scenarioLine, popTo: level.container, push: [.scenarioDefinition, .scenario],
        next: level.scenarioHeader))
    transitions.append(
      Transition(.ruleLine, popTo: .feature, push: [.rule, .ruleHeader], next: ruleHeader))
    return transitions
  }

  /// A keyword line's state and its description state.
  private static func fillBlock(
    _ states: inout [ParserState], header: Int, description: Int, specific: [Transition],
    tail: [Transition]
  ) {
    let eof = Transition(.eof, popTo: .gherkinDocument, next: end)
    states[header] = ParserState(
      [
        eof, Transition(.empty, next: header),
        Transition(.comment, push: [.description], next: description),
      ] + specific + tail + [Transition(.other, push: [.description], next: description)])
    states[description] = ParserState(
      [eof, Transition(.comment, next: description)] + specific + tail + [
        Transition(.other, next: description)
      ])
  }

  private static func fillLevel(_ states: inout [ParserState], _ level: Level) {
    let outside = tail(level, inScenario: false)
    let inside = tail(level, inScenario: true)
    fillBlock(
      &states, header: level.background, description: level.backgroundDescription,
      specific: [
        Transition(.stepLine, popTo: .background, push: [.step], next: level.backgroundStep)
      ], tail: outside)
    fillSteps(&states, first: level.backgroundStep, container: .background, tail: outside)
    states[level.scenarioTags] = tagsState(
      level.scenarioTags,
      Transition(
        .scenarioLine, popTo: .scenarioDefinition, push: [.scenario], next: level.scenarioHeader
      ))
    fillBlock(
      &states, header: level.scenarioHeader, description: level.scenarioDescription,
      specific: [
        Transition(.stepLine, popTo: .scenario, push: [.step], next: level.scenarioStep)
      ], tail: inside)
    fillSteps(&states, first: level.scenarioStep, container: .scenario, tail: inside)
    states[level.examplesTags] = tagsState(
      level.examplesTags,
      Transition(
        .examplesLine, popTo: .examplesDefinition, push: [.examples], next: level.examplesHeader
      ))
    fillBlock(
      &states, header: level.examplesHeader, description: level.examplesDescription,
      specific: [
        Transition(
          .tableRow, popTo: .examples, push: [.examplesTable], next: level.examplesTable)
      ], tail: inside)
    states[level.examplesTable] = ParserState(
      [
        Transition(.eof, popTo: .gherkinDocument, next: end),
        Transition(.tableRow, next: level.examplesTable),
      ] + inside + [
        Transition(.comment, next: level.examplesTable),
        Transition(.empty, next: level.examplesTable),
      ])
  }

  /// The seven states of a step: the step line, then a data table and/or a doc string.
  private static func fillSteps(
    _ states: inout [ParserState], first: Int, container: RuleType, tail: [Transition]
  ) {
    let step = first
    let (tableFirst, docOpen, docClosed) = (first + 1, first + 2, first + 3)
    let (tableSecond, docSecondOpen, docSecondClosed) = (first + 4, first + 5, first + 6)
    func around(_ state: Int, _ arguments: [Transition]) -> ParserState {
      ParserState(
        [Transition(.eof, popTo: .gherkinDocument, next: end)] + arguments + [
          Transition(.stepLine, popTo: container, push: [.step], next: step)
        ] + tail + [Transition(.comment, next: state), Transition(.empty, next: state)])
    }
    func docString(_ state: Int, closed: Int) -> ParserState {
      ParserState([
        Transition(.docStringSeparator, next: closed), Transition(.other, next: state),
      ])
    }
    states[step] = around(
      step,
      [
        Transition(.tableRow, push: [.dataTable], next: tableFirst),
        Transition(.docStringSeparator, push: [.docString], next: docOpen),
      ])
    states[tableFirst] = around(
      tableFirst,
      [
        Transition(.tableRow, next: tableFirst),
        Transition(.docStringSeparator, popTo: .step, push: [.docString], next: docSecondOpen),
      ])
    states[docOpen] = docString(docOpen, closed: docClosed)
    states[docClosed] = around(
      docClosed, [Transition(.tableRow, popTo: .step, push: [.dataTable], next: tableSecond)])
    states[tableSecond] = around(tableSecond, [Transition(.tableRow, next: tableSecond)])
    states[docSecondOpen] = docString(docSecondOpen, closed: docSecondClosed)
    states[docSecondClosed] = around(docSecondClosed, [])
  }
}
