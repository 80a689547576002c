import Acceptance
import Foundation

/// `acceptance steps [--grep TEXT | --match STEP] [--json]`: the ``StepCatalog`` of a registry,
/// all of it, the steps that contain a text, or the steps that match a step text.
enum StepsCommand {
  /// The options of `acceptance steps`.
  static let parser = ArgumentParser(options: [
    .option(
      "--grep", value: "TEXT",
      help: "Only the steps whose expression, example or group contains TEXT (any case)."),
    .option(
      "--match", value: "STEP",
      help: "The steps that match the step text STEP, with the value of each argument."),
    .flag("--json", help: "Print the steps as JSON."),
    .flag("--help", help: "Show this help."),
  ])

  /// The usage text.
  static var usage: String {
    """
    usage: acceptance steps [--grep TEXT | --match STEP] [--json]

    Prints the step catalog: every step definition, by group, with its parameters, an example and
    where it is defined. --grep lists only the steps that contain TEXT (exit 1 when none does).
    --match says which step definitions match the step text STEP (its keyword may be left on) and
    what each argument gives the step's body (exit 1 when none or several match).

    options:
    \(parser.optionsHelp)

    """
  }

  /// Runs `acceptance steps` with `arguments` on `catalog`; returns the exit code.
  static func run(
    _ arguments: [String], catalog: StepCatalog, _ output: TextOutput, _ errors: TextOutput
  ) -> Int32 {
    let parsed: ParsedArguments
    do {
      parsed = try parser.parse(arguments)
      if let operand = parsed.operands.first {
        throw UsageError("unexpected argument '\(operand)' (to look for a text, use --grep TEXT)")
      }
      if parsed.value(of: "--grep") != nil, parsed.value(of: "--match") != nil {
        throw UsageError("--grep and --match cannot be combined")
      }
    } catch {
      errors.write("acceptance steps: \(error)\n\n\(usage)")
      return ExitCode.usage
    }
    if parsed.has("--help") {
      output.write(usage)
      return ExitCode.passed
    }
    let json = parsed.has("--json")
    if let step = parsed.value(of: "--match") {
      let (text, matches) = match(step, in: catalog)
      output.write(
        json
          ? encoded(MatchesJSON(step: text, matches: matches.map(StepJSON.init)))
          : describe(text, matches))
      return matches.count == 1 ? ExitCode.passed : ExitCode.failed
    }
    let grep = parsed.value(of: "--grep")
    let shown = grep.map { catalog.filtered(containing: $0) } ?? catalog
    output.write(json ? encoded(CatalogJSON(steps: shown.entries.map(StepJSON.init))) : shown.text)
    return grep != nil && shown.entries.isEmpty ? ExitCode.failed : ExitCode.passed
  }

  /// The step text of `step` (trimmed; without its keyword when only that makes it match) and the
  /// definitions that match it.
  private static func match(
    _ step: String, in catalog: StepCatalog
  ) -> (String, [StepCatalog.Match]) {
    let text = step.trimmingCharacters(in: .whitespaces)
    let matches = catalog.matches(text)
    guard matches.isEmpty,
      let keyword = ["Given ", "When ", "Then ", "And ", "But ", "* "].first(where: text.hasPrefix)
    else { return (text, matches) }
    let stripped = String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
    let strippedMatches = catalog.matches(stripped)
    return strippedMatches.isEmpty ? (text, matches) : (stripped, strippedMatches)
  }

  /// What `--match` prints: the step text, how many definitions match it, and each one with its
  /// arguments, group, notes and location.
  private static func describe(_ text: String, _ matches: [StepCatalog.Match]) -> String {
    var result = "Step text: \(text)\n"
    switch matches.count {
    case 0: return result + "No step definition matches it: the step is undefined.\n"
    case 1: result += "1 step definition matches it:\n"
    default: result += "\(matches.count) step definitions match it: the step is ambiguous.\n"
    }
    for match in matches {
      result += "\n  \(match.entry.pattern)\n"
      let arguments = match.arguments.map(describe)
      if !arguments.isEmpty {
        result += StepCatalog.line("arguments", arguments.joined(separator: "\n"))
      }
      if let group = match.entry.group { result += StepCatalog.line("group", group) }
      for note in match.entry.notes { result += StepCatalog.note(note) }
      result += StepCatalog.line("defined at", match.entry.location.shortDescription)
    }
    return result
  }

  /// `{string} String = "ada"`, with the captured text when the value reads otherwise, or what
  /// keeps the body from receiving it.
  private static func describe(_ argument: StepCatalog.MatchedArgument) -> String {
    let parameter = argument.type.map { "\(argument.name) \($0)" } ?? argument.name
    if let problem = argument.problem { return "\(parameter): \(problem)" }
    let value = argument.value ?? "nil"
    guard let text = argument.text, value != text, value != String(reflecting: text) else {
      return "\(parameter) = \(value)"
    }
    return "\(parameter) = \(value) (from \(String(reflecting: text)))"
  }

  /// `value` as indented JSON with sorted keys, and a line break.
  private static func encoded(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      // The values are strings and arrays of them, which always encode.
      return "{\"error\": \(String(reflecting: "\(error)"))}\n"
    }
  }
}

/// The catalog as `--json` prints it.
private struct CatalogJSON: Encodable {
  let steps: [StepJSON]
}

/// What `--match --json` prints.
private struct MatchesJSON: Encodable {
  let step: String
  let matches: [StepJSON]
}

/// One step definition in JSON; the keys of missing values are left out.
private struct StepJSON: Encodable {
  struct Parameter: Encodable {
    let name: String?
    let type: String
  }

  struct Argument: Encodable {
    let name: String
    let type: String?
    let text: String?
    let value: String?
    let problem: String?
  }

  let expression: String
  let regularExpression: Bool
  let keyword: String?
  let group: String?
  let parameters: [Parameter]
  let example: String?
  let notes: [String]
  let location: String
  let problem: String?
  let arguments: [Argument]?

  init(_ entry: StepCatalog.Entry) {
    self.init(entry, arguments: nil)
  }

  init(_ match: StepCatalog.Match) {
    self.init(
      match.entry,
      arguments: match.arguments.map {
        Argument(name: $0.name, type: $0.type, text: $0.text, value: $0.value, problem: $0.problem)
      })
  }

  private init(_ entry: StepCatalog.Entry, arguments: [Argument]?) {
    expression = entry.pattern.source
    if case .regularExpression = entry.pattern {
      regularExpression = true
    } else {
      regularExpression = false
    }
    keyword = entry.keyword
    group = entry.group
    parameters = entry.parameters.map { Parameter(name: $0.name, type: $0.type) }
    example = entry.example
    notes = entry.notes
    location = entry.location.shortDescription
    problem = entry.problem
    self.arguments = arguments
  }
}
