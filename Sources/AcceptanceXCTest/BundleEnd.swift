package import Acceptance
package import Foundation
import Synchronization
import XCTest

/// Ends the runs of the runners that ran when the test bundle finishes: their `afterAll` hooks and
/// reports. No test is running then, so what goes wrong is printed on standard error; a runner
/// whose end must fail a test calls `finish(in:)` from one.
///
/// The hooks run while XCTest waits for them on its thread: an `afterAll` hook that needs the main
/// actor belongs in a `finish(in:)` call instead.
package final class BundleEnd: NSObject, XCTestObservation, Sendable {
  /// The observer, registered with XCTest when first used.
  package static let shared: BundleEnd = {
    let end = BundleEnd()
    XCTestObservationCenter.shared.addTestObserver(end)
    return end
  }()

  private let pending = Mutex<[ObjectIdentifier: @Sendable () async -> [RunProblem]]>([:])

  /// Ends `session` when the bundle finishes, unless it is forgotten first.
  func finishAtEnd<World>(_ session: RunSession<World>) {
    pending.withLock { pending in
      pending[ObjectIdentifier(session)] =
        pending[ObjectIdentifier(session)] ?? {
          await session.finish().problems
        }
    }
  }

  /// Stops waiting for the bundle's end to end `session`.
  func forget<World>(_ session: RunSession<World>) {
    pending.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(session)) }
  }

  /// Ends every run still waiting; returns what went wrong.
  package func finishAll() async -> [RunProblem] {
    let finishes = pending.withLock { pending in
      defer { pending = [:] }
      return Array(pending.values)
    }
    var problems: [RunProblem] = []
    for finish in finishes { problems += await finish() }
    return problems
  }

  package func testBundleDidFinish(_ testBundle: Bundle) {
    let problems = Mutex<[RunProblem]>([])
    let done = DispatchSemaphore(value: 0)
    Task {
      let found = await finishAll()
      problems.withLock { $0 = found }
      done.signal()
    }
    done.wait()
    for problem in problems.withLock({ $0 }) {
      TextOutput.standardError.write("error: \(problem.message)\n")
    }
  }
}
