import Acceptance
public import XCTest

extension XCTFeatureRunner {
  /// Ends the runner's run now instead of when the test bundle finishes: runs the `afterAll`
  /// hooks and writes the report formats of the profiles and `ACCEPTANCE_FORMAT`, once, and records
  /// what went wrong in `testCase`, at the call. A later ``run(_:in:file:line:)`` runs its
  /// scenarios without them.
  public func finish(in testCase: XCTestCase, file: String = #filePath, line: Int = #line) async {
    for failure in await finish(file: file, line: line) { testCase.record(failure) }
  }

  /// Ends the runner's run now, as ``finish(in:file:line:)`` does, and returns what went wrong:
  /// the `afterAll` hooks that failed and the reports that could not be written.
  @discardableResult
  public func finish(file: String = #filePath, line: Int = #line) async -> [FeatureFailure] {
    BundleEnd.shared.forget(session)
    return await session.finish().problems.map { problem in
      FeatureFailure(
        status: nil, scenario: nil, message: problem.message, filePath: file, line: line)
    }
  }
}
