import Foundation
import TestSupport
import Testing

/// Reads the official Cucumber Expressions conformance cases: one JSON file per case.
enum ExpressionTestData {
  /// The case names (file names without `.json`) in `cucumber-expressions/<folder>`.
  ///
  /// When the data is missing it returns one placeholder name, so that the test runs, fails to
  /// load the case and reports ``ConformanceData/Missing`` instead of passing with no cases.
  static func caseNames(_ folder: String) -> [String] {
    let names = try? ConformanceData.fileNames(
      in: ConformanceData.directory("cucumber-expressions/\(folder)"), endingWith: ".json")
    return names?.map { String($0.dropLast(".json".count)) } ?? [missingPlaceholder]
  }

  /// The case name used when the conformance data is missing.
  static let missingPlaceholder = "(conformance data missing)"

  /// The raw bytes of case `name` in `folder`.
  static func data(_ folder: String, _ name: String) throws -> Data {
    let directory = try ConformanceData.directory("cucumber-expressions/\(folder)")
    return try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
  }

  /// The message of an error thrown by the library (its description).
  static func message(of error: any Error) -> String {
    String(describing: error)
  }

  /// Checks that `produce` returns `expected`, or, when the case has an `exception`, throws an
  /// error with exactly that message.
  static func expect<Value: Equatable>(
    _ expected: Value?, orError exception: String?, _ produce: () throws -> Value,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let actual = try produce()
      #expect(exception == nil, "expected an error", sourceLocation: sourceLocation)
      #expect(actual == expected, sourceLocation: sourceLocation)
    } catch {
      #expect(message(of: error) == exception, sourceLocation: sourceLocation)
    }
  }
}
