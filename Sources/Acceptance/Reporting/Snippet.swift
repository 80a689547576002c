import CucumberExpressions
import Gherkin

/// Swift code that defines an undefined step, with the Cucumber Expression that Cucumber would
/// suggest (numbers become `{int}` or `{float}`, quoted text `{string}`).
///
/// Ordinary words stay literal text: a custom parameter type stands in only for text with a digit,
/// a quote, punctuation or a symbol in it (`3 seconds`, `LHR-CDG`), never for words of letters
/// alone, so that `I open the Profile screen` is suggested as written even where `{screen}` would
/// match `Profile` (as `{word}` is never suggested).
///
/// For `Given I have 3 "red" apples`:
///
/// ```swift
/// steps.given("I have {int} {string} apples") { (world, int: Int, string: String) in
///   throw PendingStep()
/// }
/// ```
public struct Snippet: Sendable, Equatable {
  /// The id of the suggestion in Cucumber Messages.
  public let id: String
  /// The undefined pickle step the snippet is for.
  public let pickleStepId: String
  /// The code, for the first suggested expression.
  public let code: String
  /// The code for every suggested expression, best first.
  public let alternatives: [String]
  /// The defined steps closest to the undefined one, closest first ("did you mean"): at most three,
  /// none when no definition is close (``StepCatalog/closest(to:)``).
  public let suggestions: [StepCatalog.Entry]

  /// The snippets of every undefined step of `testCases`, in order, with the definitions of
  /// `catalog` closest to each.
  static func all(
    for testCases: [TestCase], parameterTypes: ParameterTypeRegistry, catalog: StepCatalog,
    ids: IdGenerator
  ) -> [Snippet] {
    var suggester = StepSuggester(catalog.entries)
    let generator = CucumberExpressionGenerator(registry: parameterTypes) { _, text in
      !text.isOrdinaryWords
    }
    return testCases.flatMap { testCase in
      testCase.steps.compactMap { testStep in
        guard case .undefined = testStep.match, let step = testStep.pickleStep else { return nil }
        return Snippet(
          for: step, generator: generator, suggestions: suggester.closest(to: step.text),
          id: ids.newId())
      }
    }
  }

  /// The code of each snippet whose code is not that of one before it, commented, for the run's
  /// summary.
  static func distinctCodes(_ snippets: [Snippet]) -> [String] {
    var seen = Set<String>()
    return snippets.filter { seen.insert($0.code).inserted }.map(\.commentedCode)
  }

  /// The snippet for `step`, or `nil` when no expression can be suggested.
  init?(
    for step: PickleStep, generator: CucumberExpressionGenerator,
    suggestions: [StepCatalog.Entry], id: String
  ) {
    let codes = generator.generateExpressions(step.text).map { Self.code(for: $0, step: step) }
    guard let first = codes.first else { return nil }
    self.id = id
    pickleStepId = step.id
    code = first
    alternatives = codes
    self.suggestions = suggestions
  }

  private static func code(for expression: GeneratedExpression, step: PickleStep) -> String {
    var parameters = ["world"]
    for info in expression.parameterInfos {
      let name = info.name.isEmpty ? "arg" : info.name
      let identifier = info.count == 1 ? name : "\(name)\(info.count)"
      parameters.append("\(identifier): \(info.type ?? "String")")
    }
    for value in step.stepArguments {
      parameters.append(value is DataTable ? "table: DataTable" : "docString: DocString")
    }
    let call = Self.registration(step.type)
    let literal = expression.source.replacingBackslashesAndQuotes
    let list = parameters.count == 1 ? "world" : "(\(parameters.joined(separator: ", ")))"
    return """
      steps.\(call)("\(literal)") { \(list) in
        throw PendingStep()
      }
      """
  }

  private static func registration(_ type: PickleStepType?) -> String {
    switch type {
    case .context: "given"
    case .action: "when"
    case .outcome: "then"
    case .unknown, nil: "step"
    }
  }
}

extension String {
  /// Whether the text is words of letters separated by spaces (`Profile`, `Sign up`), which a
  /// snippet keeps as literal text.
  fileprivate var isOrdinaryWords: Bool {
    contains(where: \.isLetter)
      && unicodeScalars.allSatisfy {
        $0 == " " || $0.properties.isAlphabetic || $0.properties.generalCategory == .nonspacingMark
      }
  }

  /// The string escaped for a Swift string literal.
  fileprivate var replacingBackslashesAndQuotes: String {
    var escaped = ""
    for character in self {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
