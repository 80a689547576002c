import CucumberExpressions
import TagExpressions

/// libFuzzer entry point: the first line of the input is an expression, the rest a step text.
/// The expression is parsed as a tag expression, a Cucumber Expression and a regular expression;
/// each that compiles is evaluated or matched against the text, and every captured argument is
/// transformed. Snippet expressions are generated for the text. The first line is also tried as a
/// custom parameter type's regexp, matched both ways. Errors are expected; any crash, hang or
/// sanitizer report, or a difference between the two matchers, is a bug.
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
  agreeOnCustomParameterType(expression, text)
  return 0
}

/// The first line as the regexp of a custom parameter type: when the scalar matcher reads it, it
/// must match the text exactly as the regular expression does.
private func agreeOnCustomParameterType(_ regexp: String, _ text: String) {
  var registry = ParameterTypeRegistry()
  guard (try? registry.define(ParameterType(name: "p", regexps: [regexp]) { $0 })) != nil,
    let custom = try? CucumberExpression("{p} {p}", registry: registry), custom.usesScalarMatcher
  else { return }
  let fast = custom.match(text)?.map(\.group)
  let regex = try? custom.regexGroups(text)
  precondition(
    fast == regex, "/\(regexp)/ on \(text.debugDescription): \(fast as Any) != \(regex as Any)")
}

private func transform(_ arguments: [Argument]?) {
  for argument in arguments ?? [] { _ = try? argument.value() }
}
