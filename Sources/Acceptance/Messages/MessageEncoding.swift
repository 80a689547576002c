import CucumberExpressions
import Foundation
import Gherkin

/// Writes the Cucumber Messages envelopes of the run that are not its frequent events: meta, the
/// features' sources, documents and pickles, glue, suggestions, attachments.
enum MessageEncoding {
  /// The protocol version the messages follow.
  static let protocolVersion = "34.0.0"

  /// Writes `{"name":{…}}`, the members written by `body`.
  static func envelope(
    _ name: StaticString, _ writer: JSONWriter, _ body: (JSONWriter) -> Void
  ) {
    writer.beginObject()
    writer.key(name)
    writer.object(body)
    writer.endObject()
  }

  static func meta(_ writer: JSONWriter) {
    envelope("meta", writer) { writer in
      writer.field("protocolVersion", protocolVersion)
      writer.key("implementation")
      writer.object { product($0, HarnessVersion.name, HarnessVersion.number) }
      writer.key("runtime")
      writer.object { product($0, "swift", swiftVersion) }
      writer.key("os")
      writer.object {
        product($0, operatingSystem, ProcessInfo.processInfo.operatingSystemVersionString)
      }
      writer.key("cpu")
      writer.object { product($0, cpu, nil) }
    }
  }

  /// The source, document (or parse errors) and pickles of one feature file, each an envelope of
  /// `buffer`.
  static func feature(_ feature: LoadedFeature, _ buffer: EnvelopeBuffer) {
    if let source = feature.result.source { envelope("source", buffer, source) }
    if let document = feature.document { envelope("gherkinDocument", buffer, document) }
    for error in feature.result.errors { envelope("parseError", buffer, error) }
    for pickle in feature.result.pickles { envelope("pickle", buffer, pickle) }
  }

  /// Appends the envelope `{"name":value}` of a message that writes itself.
  private static func envelope(
    _ name: StaticString, _ buffer: EnvelopeBuffer, _ value: some JSONWritable
  ) {
    buffer.append(json: { writer in
      writer.beginObject()
      writer.key(name)
      value.write(to: writer)
      writer.endObject()
    })
    buffer.endEnvelope()
  }

  static func glue(_ item: Glue.Item, _ writer: JSONWriter) {
    switch item {
    case .stepDefinition(let definition):
      envelope("stepDefinition", writer) { writer in
        writer.field("id", definition.id)
        writer.key("pattern")
        writer.object { writer in
          writer.field("source", definition.pattern.source)
          switch definition.pattern {
          case .cucumberExpression: writer.field("type", "CUCUMBER_EXPRESSION")
          case .regularExpression: writer.field("type", "REGULAR_EXPRESSION")
          }
        }
        sourceReference(definition.location, writer)
      }
    case .hook(let hook):
      envelope("hook", writer) { writer in
        writer.field("id", hook.id)
        writer.field("name", hook.name)
        writer.field("tagExpression", hook.tagExpression)
        writer.field("type", hook.type.rawValue)
        sourceReference(hook.location, writer)
      }
    case .parameterType(let id, let parameterType, let location):
      envelope("parameterType", writer) { writer in
        writer.field("id", id)
        writer.field("name", parameterType.name)
        writer.field("regularExpressions", parameterType.regexps)
        writer.key("preferForRegularExpressionMatch")
        writer.bool(parameterType.preferForRegexpMatch)
        writer.key("useForSnippets")
        writer.bool(parameterType.useForSnippets)
        sourceReference(location, writer)
      }
    case .undefinedParameterType(let name, let expression):
      envelope("undefinedParameterType", writer) { writer in
        writer.field("name", name)
        writer.field("expression", expression)
      }
    }
  }

  static func suggestion(_ snippet: Snippet, _ writer: JSONWriter) {
    writer.field("id", snippet.id)
    writer.field("pickleStepId", snippet.pickleStepId)
    writer.key("snippets")
    writer.beginArray()
    for code in snippet.alternatives {
      writer.object { writer in
        writer.field("language", "swift")
        writer.field("code", code)
      }
    }
    writer.endArray()
  }

  static func attachment(_ attachment: StepAttachment, _ writer: JSONWriter) {
    switch attachment.origin {
    case .testStep(let testCaseStartedId, let testStepId):
      writer.field("testCaseStartedId", testCaseStartedId)
      writer.field("testStepId", testStepId)
    case .runHook(let testRunHookStartedId):
      writer.field("testRunHookStartedId", testRunHookStartedId)
    }
    writer.field("body", attachment.body)
    writer.field("contentEncoding", attachment.encoding.rawValue)
    writer.field("mediaType", attachment.mediaType)
    writer.field("fileName", attachment.fileName)
    writer.field("timestamp", Timestamp(attachment.timestamp))
  }

  private static func sourceReference(_ location: CodeLocation, _ writer: JSONWriter) {
    writer.key("sourceReference")
    writer.object { writer in
      writer.field("uri", location.file)
      writer.key("location")
      writer.object { $0.field("line", location.line) }
    }
  }

  private static func product(_ writer: JSONWriter, _ name: String, _ version: String?) {
    writer.field("name", name)
    writer.field("version", version)
  }

  private static var swiftVersion: String {
    #if compiler(>=6.3)
      "6.3"
    #else
      "6"
    #endif
  }

  private static var operatingSystem: String {
    #if os(Linux)
      "linux"
    #elseif os(macOS)
      "darwin"
    #else
      "unknown"
    #endif
  }

  private static var cpu: String {
    #if arch(x86_64)
      "x64"
    #elseif arch(arm64)
      "arm64"
    #else
      "unknown"
    #endif
  }
}
