import Foundation
import Gherkin
import VirtualTime

/// Builds the legacy Cucumber JSON of a recorded run: features, elements, steps and hooks.
struct CucumberJSONDocument {
  /// The report: one object per feature file with test cases, in the order the files were read,
  /// then the run's own entry when it has problems or a random order.
  func json(_ recording: RunRecording, summary: RunSummary) -> String {
    let documents = Dictionary(
      recording.features.compactMap { feature in feature.document.map { (feature.uri, $0) } },
      uniquingKeysWith: { first, _ in first })
    let json = JSONWriter(capacity: 16 * 1024)
    json.beginArray()
    for (uri, cases) in recording.casesByFeature {
      guard let document = documents[uri], let feature = document.feature else { continue }
      let lineage = FeatureLineage(document)
      json.object { json in
        json.field("uri", uri)
        json.field("id", Self.id(feature.name))
        json.field("keyword", feature.keyword)
        json.field("name", feature.name)
        json.field("description", feature.description)
        json.field("line", feature.location.line)
        json.key("tags")
        json.beginArray()
        for tag in feature.tags { Self.write(tag: tag.name, line: tag.location.line, to: json) }
        json.endArray()
        json.key("elements")
        json.beginArray()
        for recorded in cases { write(recorded, lineage: lineage, to: json) }
        json.endArray()
      }
    }
    writeRun(summary, to: json)
    json.endArray()
    return String(decoding: json.bytes, as: UTF8.self)
  }

  /// The run as a last feature, "Run", as the JUnit report has a "Problems" suite: its description
  /// gives the seed of a random order, and each problem found outside any scenario is a failed
  /// element, so that a report plugin shows why the run failed. Absent when there is neither.
  private func writeRun(_ summary: RunSummary, to json: JSONWriter) {
    guard !summary.problems.isEmpty || summary.seed != nil else { return }
    json.object { json in
      json.field("uri", "")
      json.field("id", "run")
      json.field("keyword", "Run")
      json.field("name", "Run")
      json.field("description", summary.seed.map(RunOptions.Order.replayHint(seed:)) ?? "")
      json.field("line", 1)
      json.key("tags")
      json.beginArray()
      json.endArray()
      json.key("elements")
      json.beginArray()
      for (number, problem) in summary.problems.enumerated() {
        json.object { json in
          json.field("id", "run;problem-\(number + 1)")
          json.field("keyword", "Problem")
          json.field("name", "Problem \(number + 1)")
          json.field("description", "")
          json.field("line", 1)
          json.field("type", "scenario")
          json.key("steps")
          json.beginArray()
          json.object { json in
            json.field("keyword", "Error ")
            json.field("name", String(problem.message.prefix { $0 != "\n" }))
            json.field("line", 1)
            write(result: StepResult(status: .failed, message: problem.message), to: json)
          }
          json.endArray()
        }
      }
      json.endArray()
    }
  }

  /// The background element (if the scenario has background steps), then the scenario element.
  private func write(
    _ recorded: RunRecording.Case, lineage: FeatureLineage, to json: JSONWriter
  ) {
    let testCase = recorded.testCase
    let grouped = StepGroups(recorded.steps, attachments: recorded.attachments)
    let backgroundSteps = grouped.steps.filter { lineage.background(of: $0.step) != nil }
    if let first = backgroundSteps.first, let background = lineage.background(of: first.step) {
      json.object { json in
        json.field("keyword", background.keyword)
        json.field("name", background.name)
        json.field("description", background.description)
        json.field("line", background.location.line)
        json.field("type", "background")
        write(steps: backgroundSteps, of: testCase, lineage: lineage, to: json)
      }
    }
    let scenario = lineage.index.scenario(testCase.pickle)
    json.object { json in
      json.field("id", lineage.id(of: testCase.pickle))
      json.field("keyword", scenario?.keyword ?? testCase.scenarioKeyword)
      json.field("name", testCase.pickle.name)
      json.field("description", scenario?.description ?? "")
      json.field("line", testCase.line)
      json.field("type", "scenario")
      json.key("tags")
      json.beginArray()
      for tag in testCase.pickle.tags {
        Self.write(tag: tag.name, line: lineage.tagLines[tag.astNodeId], to: json)
      }
      json.endArray()
      write(
        steps: grouped.steps.filter { lineage.background(of: $0.step) == nil }, of: testCase,
        lineage: lineage, to: json)
      write(hooks: "before", grouped.before, to: json)
      write(hooks: "after", grouped.after, to: json)
    }
  }

  private func write(
    steps: [StepGroups.Step], of testCase: TestCase, lineage: FeatureLineage,
    to json: JSONWriter
  ) {
    json.key("steps")
    json.beginArray()
    for entry in steps {
      json.object { json in
        json.field("keyword", entry.step.keyword ?? "")
        json.field("name", entry.step.text)
        json.field("line", entry.step.line ?? testCase.line)
        write(match: entry.step, to: json)
        write(result: entry.result, to: json)
        write(embeddings: entry.attachments, to: json)
        if let pickleStep = entry.step.pickleStep, let argument = pickleStep.argument {
          write(argument: argument, of: lineage.index.step(pickleStep), to: json)
        }
        write(hooks: "before", entry.before, to: json)
        write(hooks: "after", entry.after, to: json)
      }
    }
    json.endArray()
  }

  private func write(argument: PickleStepArgument, of step: Step?, to json: JSONWriter) {
    if let docString = argument.docString {
      json.key("doc_string")
      json.object { json in
        json.field("value", docString.content)
        json.field("content_type", docString.mediaType)
        json.field("line", step?.docString?.location.line)
      }
    }
    if let table = argument.dataTable {
      json.key("rows")
      json.beginArray()
      for row in table.rows {
        json.object { json in json.field("cells", row.cells.map(\.value)) }
      }
      json.endArray()
    }
  }

  private func write(
    hooks name: StaticString, _ hooks: [StepGroups.Hook], to json: JSONWriter
  ) {
    guard !hooks.isEmpty else { return }
    json.key(name)
    json.beginArray()
    for hook in hooks {
      json.object { json in
        write(match: hook.step, to: json)
        write(result: hook.result, to: json)
        write(embeddings: hook.attachments, to: json)
      }
    }
    json.endArray()
  }

  private func write(match step: TestStep, to json: JSONWriter) {
    json.key("match")
    json.object { json in
      json.field("location", step.codeLocation?.shortDescription)
    }
  }

  /// What a step or hook attached, as Cucumber writes it: the content in Base64 and its media type.
  private func write(embeddings attachments: [StepAttachment], to json: JSONWriter) {
    guard !attachments.isEmpty else { return }
    json.key("embeddings")
    json.beginArray()
    for attachment in attachments {
      json.object { json in
        json.field("data", attachment.base64)
        json.field("mime_type", attachment.mediaType)
        if let name = attachment.fileName { json.field("name", name) }
      }
    }
    json.endArray()
  }

  private func write(result: StepResult, to json: JSONWriter) {
    json.key("result")
    json.object { json in
      json.field("status", result.status.rawValue)
      if result.status != .undefined, result.duration > .zero {
        json.field("duration", Int(result.duration.nanoseconds))
      }
      if result.status != .passed {
        json.field("error_message", result.message)
      }
    }
  }

  private static func write(tag name: String, line: Int?, to json: JSONWriter) {
    json.object { json in
      json.field("name", name)
      json.field("line", line)
    }
  }

  /// Cucumber's id of a name: lower case, with whitespace, `'`, `_`, `,` and `!` made `-`.
  static func id(_ name: String) -> String {
    String(
      name.lowercased().map { character in
        character.isWhitespace || "'_,!".contains(character) ? "-" : character
      })
  }
}
