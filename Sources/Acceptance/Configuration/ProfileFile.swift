package import Foundation

/// A configuration file of named profiles, `acceptance.json` at the package root: a JSON object
/// whose keys are profile names and whose values are objects of run options, with the keys of
/// ``RunOptionKey`` (`tags`, `dryRun`, `format`, …).
///
/// ```json
/// {
///   "ci": { "format": ["progress", "junit:.build/junit.xml"], "retry": 1 },
///   "smoke": { "tags": "@smoke" }
/// }
/// ```
///
/// Every profile is checked when the file is read: invalid JSON, a profile that is not an object,
/// an unknown key or a value of the wrong type is a ``UsageError`` naming the file, the profile
/// and the key. Relative paths in a profile (feature paths, rerun files, report files) are relative
/// to the file's folder.
package struct ProfileFile: Sendable {
  /// The name of the file at the package root.
  package static let fileName = "acceptance.json"
  /// The profile that applies when none is named.
  package static let defaultProfile = "default"

  /// The file as messages name it.
  package let name: String
  /// Each profile's settings, in the order of ``RunOptionKey``.
  private let profiles: [String: [RunSetting]]

  /// Reads and checks the file at `url`, named `name` in messages.
  /// - Throws: ``UsageError`` naming the file (and the profile and key) when it cannot be read or
  ///   is not a valid configuration.
  package init(contentsOf url: URL, name: String) throws(UsageError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw UsageError("cannot read the configuration file '\(name)'")
    }
    let json: JSONValue
    do {
      json = try JSONValue.parse(data)
    } catch {
      throw UsageError(
        "\(name):\(error.position.map { "\($0.line):\($0.column):" } ?? "") invalid JSON: \(error.reason)"
      )
    }
    guard case .object(let objects) = json else {
      throw UsageError(
        "\(name) must hold an object of named profiles, such as {\"smoke\": {\"tags\": \"@smoke\"}}, not \(json.kindName)"
      )
    }
    let folder = url.deletingLastPathComponent()
    var profiles: [String: [RunSetting]] = [:]
    for (profile, value) in objects.sorted(by: { $0.key < $1.key }) {
      let origin = "\(name): profile '\(profile)'"
      guard case .object(let options) = value else {
        throw UsageError("\(origin) must be an object of options, not \(value.kindName)")
      }
      profiles[profile] = try Self.settings(options, origin: origin, folder: folder)
    }
    self.name = name
    self.profiles = profiles
  }

  /// The names of the profiles, sorted.
  package var profileNames: [String] { profiles.keys.sorted() }

  /// The settings of the profiles `names`, one after the other (`origin` gave them, for messages);
  /// the default profile's, or none, when `names` is empty.
  /// - Throws: ``UsageError`` for a name that is not a profile of the file.
  package func settings(
    of names: [String], origin: String
  ) throws(UsageError) -> [RunSetting] {
    guard !names.isEmpty else { return profiles[Self.defaultProfile] ?? [] }
    var settings: [RunSetting] = []
    for name in names {
      guard let profile = profiles[name] else {
        throw UsageError(
          "\(origin) \(name): \(self.name) has no profile '\(name)'; its profiles: \(profileNames.joined(separator: ", "))"
        )
      }
      settings += profile
    }
    return settings
  }

  /// The settings that the object `options` of a profile gives.
  private static func settings(
    _ options: [String: JSONValue], origin: String, folder: URL
  ) throws(UsageError) -> [RunSetting] {
    let keys = RunOptionKey.allCases.map(\.profileKey)
    if let unknown = options.keys.sorted().first(where: { !keys.contains($0) }) {
      throw UsageError(
        "\(origin): unknown key '\(unknown)'; the keys are \(keys.joined(separator: ", "))")
    }
    var settings: [RunSetting] = []
    for key in RunOptionKey.allCases {
      guard let value = options[key.profileKey] else { continue }
      let keyOrigin = "\(origin): \(key.profileKey)"
      let values = try texts(value, of: key.kind, origin: keyOrigin)
      switch key {
      case .paths:
        let paths = values.map { relative($0, to: folder, prefix: "@") }
        settings.append(RunSetting(key, .texts(paths), origin: keyOrigin))
      case .format:
        settings += values.map { format in
          let name = format.prefix { $0 != ":" }
          let file = format.dropFirst(name.count + 1)
          let resolved = file.isEmpty ? format : "\(name):\(relative(String(file), to: folder))"
          return RunSetting(key, .text(resolved), origin: keyOrigin)
        }
      default:
        settings += values.map { text in
          RunSetting(
            key, key.kind == .boolean ? .flag(text == "true") : .text(text), origin: keyOrigin)
        }
      }
    }
    return settings
  }

  /// The texts that `value` gives for a key of `kind`.
  /// - Throws: ``UsageError`` naming `origin` when `value` is of the wrong type.
  private static func texts(
    _ value: JSONValue, of kind: RunOptionKey.Kind, origin: String
  ) throws(UsageError) -> [String] {
    switch (kind, value) {
    case (.strings, .string(let text)), (.string, .string(let text)), (.number, .number(let text)):
      return [text]
    case (.boolean, .boolean(let flag)): return [String(flag)]
    case (.strings, .array(let items)):
      return try items.map { item throws(UsageError) in
        guard case .string(let text) = item else {
          throw UsageError(
            "\(origin) must be \(kind.jsonName), not an array holding \(item.kindName)")
        }
        return text
      }
    default: throw UsageError("\(origin) must be \(kind.jsonName), not \(value.kindName)")
    }
  }

  /// `path` made relative to `folder` instead of the current directory, unless it is absolute or
  /// the two are the same; a leading `prefix` (`@` of a rerun file) is kept in front.
  private static func relative(_ path: String, to folder: URL, prefix: String = "") -> String {
    let hasPrefix = !prefix.isEmpty && path.hasPrefix(prefix)
    let bare = hasPrefix ? String(path.dropFirst(prefix.count)) : path
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard !bare.hasPrefix("/"), folder.standardizedFileURL != current.standardizedFileURL else {
      return path
    }
    return (hasPrefix ? prefix : "") + folder.appendingPathComponent(bare).path
  }
}

extension RunOptionKey.Kind {
  /// What a profile must give, for messages: `a string or an array of strings`.
  var jsonName: String {
    switch self {
    case .strings: "a string or an array of strings"
    case .boolean: "true or false"
    case .string: "a string"
    case .number: "a number"
    }
  }
}
