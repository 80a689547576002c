import Foundation

/// Turns a Cucumber Messages stream into comparable values: parsed JSON without what may differ
/// between implementations and runs — the meta message, timestamps, durations, where step
/// definitions and hooks are written, stack traces and exception types (language-specific), snippet
/// code and language — with uris made relative and ids renumbered in order of appearance, so that
/// the references between messages are still compared.
struct MessageNormalizer {
  /// The folder that the actual uris start with, removed from them.
  let root: String

  struct Message {
    let type: String
    let json: NSDictionary
  }

  func normalize(_ stream: String) throws -> [Message] {
    var ids: [String: String] = [:]
    var messages: [Message] = []
    for line in stream.split(separator: "\n") where !line.isEmpty {
      guard
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let type = object.keys.first, type != "meta"
      else { continue }
      let cleaned = clean(object, key: "", ids: &ids)
      messages.append(Message(type: type, json: (cleaned as? NSDictionary) ?? [:]))
    }
    return messages
  }

  private static let dropped: Set<String> = [
    "timestamp", "duration", "sourceReference", "stackTrace", "snippets",
  ]

  private func clean(_ value: Any, key: String, ids: inout [String: String]) -> Any {
    switch value {
    case let object as [String: Any]:
      var result: [String: Any] = [:]
      for name in object.keys.sorted() {
        guard let inner = object[name], !Self.dropped.contains(name),
          !(name == "type" && key == "exception")
        else { continue }
        result[name] = clean(inner, key: name, ids: &ids)
      }
      return result
    case let array as [Any]:
      return array.map { clean($0, key: key, ids: &ids) }
    case let text as String where Self.isIdKey(key):
      if let known = ids[text] { return known }
      let renumbered = "id\(ids.count)"
      ids[text] = renumbered
      return renumbered
    case let text as String:
      return text.replacingOccurrences(of: root, with: "")
    default:
      return value
    }
  }

  private static func isIdKey(_ key: String) -> Bool {
    key == "id" || key.hasSuffix("Id") || key.hasSuffix("Ids")
  }
}
