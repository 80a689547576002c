package import Acceptance

/// A small command-line parser for the `acceptance` tool: flags, options with a value, and operands.
///
/// ```swift
/// let parser = ArgumentParser(options: [
///   .flag("--dry-run", help: "Match steps without running them."),
///   .option("--tags", value: "EXPR", help: "Run the scenarios whose tags match EXPR."),
/// ])
/// let parsed = try parser.parse(["--tags", "@smoke", "Features"])
/// parsed.value(of: "--tags")  // "@smoke"
/// parsed.operands  // ["Features"]
/// ```
///
/// Options take their value as the next argument or after `=` (`--tags=@smoke`); an option with a
/// short name takes it as the next argument (`-t @smoke`); `--` ends the options. Whichever
/// spelling is given, the parsed arguments know the option by its long name.
package struct ArgumentParser: Sendable {
  /// One option that the parser accepts.
  package struct Option: Sendable {
    /// The spelling on the command line, with its dashes: `--tags`.
    package let name: String
    /// The one-letter spelling, with its dash (`-t`), or `nil`.
    package let shortName: String?
    /// The placeholder for the value in the usage text, or `nil` for a flag that takes none.
    package let valueName: String?
    /// One line that says what the option is for.
    package let help: String

    /// An option that takes no value.
    package static func flag(_ name: String, short: String? = nil, help: String) -> Option {
      Option(name: name, shortName: short, valueName: nil, help: help)
    }

    /// An option that takes a value; given more than once, every value is kept.
    package static func option(
      _ name: String, short: String? = nil, value: String, help: String
    ) -> Option {
      Option(name: name, shortName: short, valueName: value, help: help)
    }
  }

  /// The options this parser accepts.
  package let options: [Option]

  /// Creates a parser that accepts `options`.
  package init(options: [Option]) {
    self.options = options
  }

  /// Parses `arguments` (without the program name and subcommand).
  /// - Throws: ``UsageError`` for an unknown option or an option without its value.
  package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        parsed.operands.append(contentsOf: arguments[index...])
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.operands.append(argument)
        continue
      }
      let (spelling, inlineValue) = split(argument)
      guard let option = options.first(where: { $0.name == spelling || $0.shortName == spelling })
      else {
        throw UsageError("unknown option '\(spelling)'")
      }
      let name = option.name
      guard option.valueName != nil else {
        if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
        parsed.flags.insert(name)
        continue
      }
      if let inlineValue {
        parsed.values[name, default: []].append(inlineValue)
      } else if index < arguments.endIndex {
        parsed.values[name, default: []].append(arguments[index])
        index += 1
      } else {
        throw UsageError("option '\(spelling)' needs a value")
      }
    }
    return parsed
  }

  /// The options as usage lines, one per option, aligned; with short names, `-t, --tags EXPR`.
  package var optionsHelp: String {
    let hasShortNames = options.contains { $0.shortName != nil }
    let spellings = options.map { option in
      let long = option.valueName.map { "\(option.name) \($0)" } ?? option.name
      guard hasShortNames else { return long }
      return (option.shortName.map { "\($0), " } ?? "    ") + long
    }
    let width = spellings.map(\.count).max() ?? 0
    return zip(spellings, options).map { spelling, option in
      "  " + spelling + String(repeating: " ", count: width - spelling.count + 2) + option.help
    }.joined(separator: "\n")
  }

  private func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

/// The result of ``ArgumentParser/parse(_:)``.
package struct ParsedArguments: Sendable, Equatable {
  /// The flags that were given.
  package internal(set) var flags: Set<String> = []
  /// Every value of each option, in the order given.
  package internal(set) var values: [String: [String]] = [:]
  /// The arguments that are not options, in order.
  package internal(set) var operands: [String] = []

  /// Whether `flag` was given.
  package func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The last value given for `option`, or `nil`.
  package func value(of option: String) -> String? { values[option]?.last }

  /// Every value given for `option`, in order.
  package func allValues(of option: String) -> [String] { values[option] ?? [] }
}
