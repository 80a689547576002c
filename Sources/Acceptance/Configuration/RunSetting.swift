/// One run option as a source gives it, before it is parsed: `--retry 2` on the command line,
/// `ACCEPTANCE_RETRY=2` in the environment, or `"retry": 2` in a profile. Every source's values are
/// parsed by ``RunConfiguration/apply(_:)``, so that each option means the same wherever it is
/// given, and a bad value is an error naming where it came from.
package struct RunSetting: Sendable, Equatable {
  /// A value as given.
  package enum Value: Sendable, Equatable {
    /// A flag given (`--dry-run`), or a boolean of a profile.
    case flag(Bool)
    /// One value as text: an option's value, an environment variable, a profile's number or string.
    case text(String)
    /// Every path at once: they replace the paths of an earlier source.
    case texts([String])
  }

  /// The option.
  package let key: RunOptionKey
  /// Its value.
  package let value: Value
  /// Where it was given, as messages name it: `--retry`, `ACCEPTANCE_RETRY`,
  /// `acceptance.json: profile 'ci': retry`.
  package let origin: String

  /// `key` set to `value` by `origin`.
  package init(_ key: RunOptionKey, _ value: Value, origin: String) {
    self.key = key
    self.value = value
    self.origin = origin
  }

  /// The value as one text (a flag as `true` or `false`, paths joined by spaces).
  var text: String {
    switch value {
    case .flag(let flag): String(flag)
    case .text(let text): text
    case .texts(let texts): texts.joined(separator: " ")
    }
  }

  /// The value as texts, for the paths.
  var texts: [String] {
    if case .texts(let texts) = value { return texts }
    return [text]
  }

  /// The value as a boolean: a flag, or the text `1`, `true`, `yes`, `0`, `false` or `no` (in any
  /// case) of an environment variable.
  func boolean() throws(UsageError) -> Bool {
    if case .flag(let flag) = value { return flag }
    switch text.lowercased() {
    case "1", "true", "yes": return true
    case "0", "false", "no": return false
    default: throw UsageError("\(origin) takes 1, true, yes, 0, false or no, not '\(text)'")
    }
  }

  /// The value as a whole number, at least `minimum`.
  func count(minimum: Int) throws(UsageError) -> Int {
    guard let count = Int(text), count >= minimum else {
      throw UsageError("\(origin) takes a whole number from \(minimum), not '\(text)'")
    }
    return count
  }

  /// The value as a number of seconds above 0 and at most ``RunOptions/maximumTimeout``, rounded up
  /// to a millisecond.
  func seconds() throws(UsageError) -> Duration {
    guard let seconds = Double(text), seconds > 0, seconds <= RunOptions.maximumTimeout else {
      throw UsageError(
        "\(origin) takes a number of seconds above 0 and at most \(Int(RunOptions.maximumTimeout)) (a day), not '\(text)'"
      )
    }
    return .milliseconds(Int((seconds * 1000).rounded(.up)))
  }
}
