public import Acceptance
package import Foundation
import Synchronization
package import XCTest

extension StepChecks {
  /// XCTest's checks: an `XCTAssert…` or `XCTFail` that fails inside a step fails that step, with
  /// the assertion's message and line, so the rest of the scenario is skipped and the step is
  /// reported failed at its `.feature` line. XCTest records the assertion on the test as well.
  public static let xcTest: StepChecks = {
    XCTestObservationCenter.shared.addTestObserver(AssertionObserver.shared)
    return StepChecks { code in
      let collector = AssertionObserver.Collector()
      var thrown: (any Error)?
      do {
        try await AssertionObserver.Collector.$current.withValue(collector) { try await code() }
      } catch {
        thrown = error
      }
      let messages = collector.messages
      guard messages.isEmpty else { throw failure(messages) }
      if let thrown { throw thrown }
    }
  }()
}

/// Hears every failure XCTest records and gives it to the step running in the task that recorded
/// it (assertions are recorded synchronously, in the asserting task).
package final class AssertionObserver: NSObject, XCTestObservation, Sendable {
  /// The observer that ``StepChecks/xcTest`` registers.
  package static let shared = AssertionObserver()

  /// The failures of one step.
  final class Collector: Sendable {
    /// The collector of the step running in this task.
    @TaskLocal static var current: Collector?
    private let recorded = Mutex<[String]>([])

    var messages: [String] { recorded.withLock { $0 } }
    func add(_ message: String) { recorded.withLock { $0.append(message) } }
  }

  package func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    let file = filePath.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "?"
    Collector.current?.add("\(description) (at \(file):\(lineNumber))")
  }
}
