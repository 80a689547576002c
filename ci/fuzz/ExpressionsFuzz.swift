import CucumberExpressions
import TagExpressions

/// libFuzzer entry point: the first line of the input is an expression, the rest a step text.
/// The expression is parsed as a tag expression, a Cucumber Expression and a regular expression;
/// each that compiles is evaluated or matched against the text, and every captured argument is
/// transformed. Snippet expressions are generated for the text. Errors are expected; any crash,
/// hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func expressionsFuzzTest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parts = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let expression = String(parts[0])
  let text = parts.count > 1 ? String(parts[1]) : ""
  let registry = ParameterTypeRegistry()
  if let tags = try? TagExpression.parse(expression) {
    _ = tags.evaluate(text.split(separator: " ").map(String.init))
    _ = tags.description
  }
  if let cucumber = try? CucumberExpression(expression, registry: registry) {
    transform(cucumber.match(text))
  }
  if let regular = try? RegularExpression(expression, registry: registry) {
    transform(regular.match(text))
  }
  _ = CucumberExpressionGenerator(registry: registry).generateExpressions(text)
  return 0
}

private func transform(_ arguments: [Argument]?) {
  for argument in arguments ?? [] { _ = try? argument.value() }
}
