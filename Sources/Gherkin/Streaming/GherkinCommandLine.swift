/// The arguments of `acceptance gherkin`, parsed without side effects so they can be tested.
package enum GherkinCommandLine: Equatable, Sendable {
  /// Print the NDJSON messages of `paths`.
  case messages(options: GherkinStreamOptions, paths: [String])
  /// Print the `.tokens` text of each file, in turn (as the official `generate_tokens.py`).
  case tokens(paths: [String])
  /// Print the usage on standard output (`--help`, `-h`), as the official CLIs do.
  case help

  /// The usage text: printed on standard output for `--help`, on standard error after a mistake.
  package static let usage = """
    usage: acceptance gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE...
           acceptance gherkin --tokens FILE...

      --no-source        do not print the source messages
      --no-ast           do not print the gherkinDocument messages
      --no-pickles       do not print the pickle messages
      --predictable-ids  ids counting from "0" instead of random UUIDs
      --tokens           print each file's tokens in the .tokens format instead
      -h, --help         print this help

    As the official Python CLIs: a file that cannot be read stops the command there, named on
    standard error, with exit code 1 (the files before it are printed). Parse errors are
    parseError messages, with exit code 0; with --tokens, a file with parse errors stops the
    command the same way, its errors on standard error. Without FILE, nothing is printed.

    """

  /// Parses the arguments after `gherkin`; throws a message for the usage error.
  package static func parse(_ arguments: [String]) throws(UsageError) -> GherkinCommandLine {
    var options = GherkinStreamOptions()
    var paths: [String] = []
    var tokens = false
    var onlyPaths = false
    for argument in arguments {
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      switch argument {
      case "--": onlyPaths = true
      case "--no-source": options.includeSource = false
      case "--no-ast": options.includeGherkinDocument = false
      case "--no-pickles": options.includePickles = false
      case "--predictable-ids": options.predictableIds = true
      case "--tokens": tokens = true
      case "--help", "-h": return .help
      default: throw UsageError(message: "unknown option: \(argument)")
      }
    }
    // Without FILE there is nothing to print, and no mistake: the official C and Python CLIs
    // print nothing and exit 0.
    return tokens ? .tokens(paths: paths) : .messages(options: options, paths: paths)
  }

  /// A command-line mistake, with the message to print before the usage.
  package struct UsageError: Error, Equatable, Sendable {
    /// What was wrong.
    package let message: String

    /// Creates a usage error.
    package init(message: String) {
      self.message = message
    }
  }
}
