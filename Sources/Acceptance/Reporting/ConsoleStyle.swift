#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether console output is coloured, and the ANSI codes that colour it.
///
/// Colours are on when standard output is a terminal or `FORCE_COLOR` is set, and off with `NO_COLOR`
/// (see no-color.org) or `--no-color`.
package struct ConsoleStyle: Sendable, Equatable {
  /// Whether text is wrapped in ANSI colour codes.
  package let usesColor: Bool

  /// A style with colours on or off.
  package init(usesColor: Bool) { self.usesColor = usesColor }

  /// The style for standard output in `environment`, unless `disabled` (`--no-color`).
  package static func forStandardOutput(
    environment: [String: String], disabled: Bool = false
  ) -> ConsoleStyle {
    if disabled || environment["NO_COLOR"].map({ !$0.isEmpty }) == true {
      return ConsoleStyle(usesColor: false)
    }
    if environment["FORCE_COLOR"].map({ !$0.isEmpty && $0 != "0" }) == true {
      return ConsoleStyle(usesColor: true)
    }
    return ConsoleStyle(usesColor: isatty(STDOUT_FILENO) == 1)
  }

  /// `text` in the colour of `status`.
  package func paint(_ text: String, as status: StepStatus) -> String {
    paint(text, code: Self.code(for: status))
  }

  /// `text` in grey, for locations and comments.
  package func dim(_ text: String) -> String { paint(text, code: "90") }

  /// `text` in bold, for keywords and headings.
  package func bold(_ text: String) -> String { paint(text, code: "1") }

  private func paint(_ text: String, code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private static func code(for status: StepStatus) -> String {
    switch status {
    case .passed: "32"
    case .failed: "31"
    case .skipped: "36"
    case .pending, .undefined, .ambiguous: "33"
    }
  }
}
