import Acceptance

extension RunOptions {
  /// The options of the runs these tests make of the app's scenarios: a step timeout of a minute.
  ///
  /// The app's steps take microseconds, but Swift Testing starts every test at once, and on a busy
  /// machine a step's wall time includes its wait for a thread behind hundreds of other
  /// scenarios. These tests are about verdicts, not time; a stuck step still fails, later.
  static var appTests: RunOptions {
    var options = RunOptions()
    options.stepTimeout = .seconds(60)
    return options
  }
}
