/// A command line that the tool cannot make sense of; the tool prints it with the usage and exits 2.
package struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in one line.
  package let message: String

  /// Creates the error with its message.
  package init(_ message: String) { self.message = message }

  package var description: String { message }
}
