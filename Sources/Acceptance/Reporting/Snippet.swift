import Gherkin

/// Swift code that defines an undefined step, with the Cucumber Expression that Cucumber would
/// suggest (numbers become `{int}` or `{float}`, quoted text `{string}`).
///
/// For `Given I have 3 "red" apples`:
///
/// ```swift
/// steps.given("I have {int} {string} apples") { (world, int: Int, string: String) in
///   throw PendingStep()
/// }
/// ```
struct Snippet: Sendable, Equatable {
  /// The code.
  let code: String

  /// The snippet for `step`, or `nil` when no expression can be suggested.
  init?(for step: PickleStep, generator: CucumberExpressionGenerator) {
    guard let expression = generator.generateExpressions(step.text).first else { return nil }
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
    code = """
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
