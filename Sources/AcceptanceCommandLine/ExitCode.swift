/// The exit codes of `acceptance run`, one per way a run can end.
public enum ExitCode {
  /// Every scenario passed.
  public static let passed: Int32 = 0
  /// A scenario failed, or the run has a problem (or, unless `--no-strict`, an undefined or pending
  /// step or a warning).
  public static let failed: Int32 = 1
  /// The command line is wrong, or a report file cannot be created: nothing ran.
  public static let usage: Int32 = 2
  /// The run ended, but a report or the console could not be written (a full disk, a closed pipe):
  /// its results did not all reach their readers.
  public static let unwritten: Int32 = 3

  /// A signal stopped the run: 128 plus its number, as shells report it (130 for SIGINT, 143 for
  /// SIGTERM). The reports were completed.
  public static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}
