/// Why `acceptance gherkin` stopped before its last file: printed on standard error, exit code 1.
package struct GherkinCommandFailure: Error, Equatable, Sendable {
  /// What went wrong, naming the file (one line per parse error of a `--tokens` file).
  package let message: String

  /// Creates a failure.
  package init(message: String) {
    self.message = message
  }
}

extension GherkinCommandLine {
  /// Runs the command, writing what it prints on standard output to `output`; throws when it
  /// stops early, after printing the files before the one that stopped it.
  ///
  /// Where the official C and Python CLIs differ, it follows Python (`generate_events.py`,
  /// `generate_tokens.py`), whose Go and JavaScript counterparts agree with it:
  /// - A file that cannot be read (missing, a directory, no permission) stops the command: Python
  ///   raises `FileNotFoundError`, `IsADirectoryError` or `PermissionError` and exits 1, the
  ///   later files unprinted. The C CLIs read it as an empty file and go on, with exit code 0.
  /// - With `--tokens`, a file with parse errors stops the command, none of its tokens printed:
  ///   Python raises `CompositeParserException` and exits 1. The C `gherkin_generate_tokens`
  ///   prints the tokens accepted before the error, ignores it and goes on, with exit code 0.
  /// - Parse errors without `--tokens` are `parseError` messages and do not stop it (Python exits
  ///   0; C exits 1).
  ///
  /// Without FILE it prints nothing, as both the C and Python CLIs.
  package func run<Output: MessageSink>(to output: inout Output) throws(GherkinCommandFailure) {
    switch self {
    case .help:
      output.write(text: Self.usage)
    case .messages(let options, let paths):
      let (readable, unreadable) = Self.readablePrefix(of: paths)
      var stream = GherkinStream(options: options)
      stream.write(paths: readable, to: &output)
      if let unreadable { throw GherkinCommandFailure(message: unreadable.message) }
    case .tokens(let paths):
      for path in paths {
        try output.write(text: Self.tokens(path: path))
      }
    }
  }

  /// The paths before the first one that cannot be read, and that one.
  private static func readablePrefix(of paths: [String]) -> ([String], UnreadableFile?) {
    for (index, path) in paths.enumerated() {
      if let reason = InputChecks.unreadable(path) {
        return (Array(paths[..<index]), UnreadableFile(path: path, reason: reason))
      }
    }
    return (paths, nil)
  }

  /// The `.tokens` text of the file at `path`, or why it cannot be printed.
  private static func tokens(path: String) throws(GherkinCommandFailure) -> String {
    let bytes: [UInt8]
    switch InputChecks.contents(path: path) {
    case .failure(let unreadable):
      throw GherkinCommandFailure(message: unreadable.message)
    case .success(let contents):
      bytes = contents
    }
    let tokens = GherkinParser.tokens(bytes: bytes, uri: path)
    guard tokens.errors.isEmpty else {
      throw GherkinCommandFailure(
        message: tokens.errors.map(\.description).joined(separator: "\n"))
    }
    return tokens.text
  }
}

extension MessageSink {
  /// Writes `text` as UTF-8.
  fileprivate mutating func write(text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }
}
