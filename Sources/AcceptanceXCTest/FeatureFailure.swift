public import Acceptance

/// A step that did not pass (failed, ambiguous, undefined or pending), or a problem of the run,
/// with the `.feature` file and line where XCTest should show it.
public struct FeatureFailure: Sendable, Equatable, CustomStringConvertible {
  /// The step's status, or `nil` for a problem outside any scenario (an invalid file, an invalid
  /// step definition, a failing run hook).
  public let status: StepStatus?
  /// `Feature › Scenario`, or `nil` for a problem.
  public let scenario: String?
  /// What went wrong: the status, the step and its message.
  public let message: String
  /// The absolute path of the feature file (of the calling test file for a problem).
  public let filePath: String
  /// The line of the step (of the call for a problem).
  public let line: Int

  /// Creates a failure.
  public init(
    status: StepStatus?, scenario: String?, message: String, filePath: String, line: Int
  ) {
    self.status = status
    self.scenario = scenario
    self.message = message
    self.filePath = filePath
    self.line = line
  }

  public var description: String { "\(filePath):\(line): \(message)" }
}
