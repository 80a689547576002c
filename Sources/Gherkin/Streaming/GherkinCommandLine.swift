/// The arguments of `acceptance gherkin`, parsed without side effects so they can be tested.
public enum GherkinCommandLine: Equatable, Sendable {
  /// Print the NDJSON messages of `paths`.
  case messages(options: GherkinStreamOptions, paths: [String])
  /// Print the `.tokens` text of one file.
  case tokens(path: String)

  /// The usage text printed on bad arguments.
  public static let usage = """
    usage: acceptance gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE...
           acceptance gherkin --tokens FILE

    """

  /// Parses the arguments after `gherkin`; throws a message for the usage error.
  public static func parse(_ arguments: [String]) throws(UsageError) -> GherkinCommandLine {
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
      default: throw UsageError(message: "unknown option: \(argument)")
      }
    }
    if tokens {
      guard paths.count == 1, let path = paths.first else {
        throw UsageError(message: "--tokens takes exactly one FILE")
      }
      return .tokens(path: path)
    }
    guard !paths.isEmpty else { throw UsageError(message: "no FILE given") }
    return .messages(options: options, paths: paths)
  }

  /// A command-line mistake, with the message to print before the usage.
  public struct UsageError: Error, Equatable, Sendable {
    /// What was wrong.
    public let message: String

    /// Creates a usage error.
    public init(message: String) {
      self.message = message
    }
  }
}
