public import XCTest

extension XCTestCase {
  /// Records `failure` as a failure of this test at its `.feature` file and line, so that Xcode
  /// and `swift test` show it there: an `XCTIssue` where XCTest has them (Apple platforms),
  /// `recordFailure(withDescription:inFile:atLine:expected:)` elsewhere (swift-corelibs-xctest).
  public func record(_ failure: FeatureFailure) {
    #if canImport(Darwin)
      let location = XCTSourceCodeLocation(filePath: failure.filePath, lineNumber: failure.line)
      let issue = XCTIssue(
        type: .assertionFailure, compactDescription: failure.message,
        sourceCodeContext: XCTSourceCodeContext(location: location))
      record(issue)
    #else
      recordFailure(
        withDescription: failure.message, inFile: failure.filePath, atLine: failure.line,
        expected: true)
    #endif
  }
}
