/// An error found while matching or parsing, before it becomes a ``ParseError`` message.
///
/// `message` is the bare text; ``formatted`` adds the `(line:column): ` prefix of the reference.
struct GherkinSyntaxError: Error, Equatable {
  let message: String
  let location: Location

  /// `(line:column): message`, with column 0 when unknown.
  var formatted: String {
    "(\(location.line):\(location.column ?? 0)): \(message)"
  }
}
