import Acceptance
import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a graceful stop of a run: the first one interrupts it (the running
/// scenario ends as failed and every report is completed), a second one exits at once.
final class SignalListener {
  private let sources: [any DispatchSourceSignal]
  private let signals: [Int32]

  /// Listens for `signals` and interrupts `interruption` on the first one.
  init(_ signals: [Int32] = [SIGINT, SIGTERM], interruption: RunInterruption) {
    self.signals = signals
    sources = signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if interruption.isInterrupted { _exit(ExitCode.interrupted(by: number)) }
        interruption.interrupt(.signal(number))
      }
      source.resume()
      return source
    }
  }

  /// Stops listening: the signals act as by default again.
  func stop() {
    for source in sources { source.cancel() }
    for number in signals { signal(number, SIG_DFL) }
  }
}
