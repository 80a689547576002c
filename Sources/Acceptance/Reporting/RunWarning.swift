/// Something about a run that does not fail it unless the run is strict: filters that select none of
/// the scenarios in the given files, for one, which would otherwise pass having run nothing.
public struct RunWarning: Sendable, Equatable, CustomStringConvertible {
  /// The message.
  public let message: String

  /// Creates a warning with its message.
  public init(_ message: String) { self.message = message }

  /// `warning: ` and the message, as the command line prints it on standard error.
  public var description: String { "warning: \(message)" }

  /// The problems that `warnings` are in a `strict` run, none otherwise: a strict run fails on its
  /// warnings, as on the command line, so that a test under a bridge cannot pass having run
  /// nothing.
  package static func failures(_ warnings: [RunWarning], strict: Bool) -> [RunProblem] {
    strict ? warnings.map { RunProblem($0.message) } : []
  }

  /// A warning when the filters (lines, tags, names) selected none of the `total` scenarios of the
  /// files, or when the files have no scenario at all; none when some were selected.
  static func selection(selected: Int, of total: Int) -> [RunWarning] {
    guard total > 0 else { return [RunWarning("the given paths hold no scenario: nothing ran")] }
    guard selected == 0 else { return [] }
    let noun = total == 1 ? "scenario" : "scenarios"
    return [RunWarning("the filters select none of the \(total) \(noun) in the given files")]
  }
}
