import CucumberExpressions
import Gherkin

/// The `testCase` envelope, one per scenario: its steps, with the definitions each matched and the
/// arguments of each match, built as bytes.
enum TestCaseEnvelope {
  /// Appends the envelope of `testCase`, a test case of the run `runId`, and ends it.
  static func append(_ testCase: TestCase, runId: String, to buffer: EnvelopeBuffer) {
    buffer.append(#"{"testCase":{"id":"#)
    buffer.append(string: testCase.id)
    buffer.append(#","pickleId":"#)
    buffer.append(string: testCase.pickle.id)
    buffer.append(#","testSteps":["#)
    var first = true
    for testStep in testCase.steps {
      if !first { buffer.append(",") }
      first = false
      append(testStep, to: buffer)
    }
    buffer.append(#"],"testRunStartedId":"#)
    buffer.append(string: runId)
    buffer.append("}}")
    buffer.endEnvelope()
  }

  /// Appends `{"id":…,"hookId":…}` or `{"id":…,"pickleStepId":…,…}`.
  private static func append(_ testStep: TestStep, to buffer: EnvelopeBuffer) {
    buffer.append(#"{"id":"#)
    buffer.append(string: testStep.id)
    switch testStep.kind {
    case .hook(let hook):
      buffer.append(#","hookId":"#)
      buffer.append(string: hook.id)
    case .step(let step):
      buffer.append(#","pickleStepId":"#)
      buffer.append(string: step.id)
      buffer.append(#","stepDefinitionIds":["#)
      switch testStep.match {
      case .defined(let match):
        buffer.append(string: match.definition.id)
        buffer.append(#"],"stepMatchArgumentsLists":["#)
        append(match.arguments, to: buffer)
      case .ambiguous(let matches):
        for (index, match) in matches.enumerated() {
          if index > 0 { buffer.append(",") }
          buffer.append(string: match.definition.id)
        }
        buffer.append(#"],"stepMatchArgumentsLists":["#)
        for (index, match) in matches.enumerated() {
          if index > 0 { buffer.append(",") }
          append(match.arguments, to: buffer)
        }
      case .undefined, .hook:
        buffer.append(#"],"stepMatchArgumentsLists":["#)
      }
      buffer.append("]")
    }
    buffer.append("}")
  }

  /// Appends `{"stepMatchArguments":[…]}`: each argument's group tree and parameter type name.
  private static func append(_ arguments: [Argument], to buffer: EnvelopeBuffer) {
    buffer.append(#"{"stepMatchArguments":["#)
    for (index, argument) in arguments.enumerated() {
      if index > 0 { buffer.append(",") }
      buffer.append(#"{"group":"#)
      append(argument.group, to: buffer)
      let name = argument.parameterType.name
      if !name.isEmpty {
        buffer.append(#","parameterTypeName":"#)
        buffer.append(string: name)
      }
      buffer.append("}")
    }
    buffer.append("]}")
  }

  /// Appends a group: `start` and `value` when it matched, and its children when it has any.
  private static func append(_ group: Group, to buffer: EnvelopeBuffer) {
    buffer.append("{")
    var empty = true
    if let start = group.start {
      buffer.append(#""start":"#)
      buffer.append(integer: start)
      empty = false
    }
    if let value = group.value {
      buffer.append(empty ? #""value":"# : #","value":"#)
      buffer.append(string: value)
      empty = false
    }
    if !group.children.isEmpty {
      buffer.append(empty ? #""children":["# : #","children":["#)
      for (index, child) in group.children.enumerated() {
        if index > 0 { buffer.append(",") }
        append(child, to: buffer)
      }
      buffer.append("]")
    }
    buffer.append("}")
  }
}
