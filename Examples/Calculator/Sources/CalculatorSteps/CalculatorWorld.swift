import Acceptance
import Calculator

/// The state of one scenario: made fresh for each. It is an actor, so the steps run isolated to it
/// and change its properties directly, and each scenario has an executor of its own.
public actor CalculatorWorld {
  /// The calculator under test.
  public var calculator = Calculator()
  /// The error of the last operation, if it failed.
  public var error: CalculatorError?

  /// A world with a calculator showing 0.
  public init() {}

  /// Applies `operation` with `operand`, keeping the error if there is one.
  public func apply(_ operation: Operation, _ operand: Int) {
    do {
      switch operation {
      case .add: calculator.add(operand)
      case .subtract: calculator.subtract(operand)
      case .divide: try calculator.divide(by: operand)
      }
    } catch {
      self.error = error
    }
  }
}

/// An operation as the features name it: `{operation}` in a step.
public enum Operation: String, CaseIterable, Sendable, StepArgument {
  case add
  case subtract
  case divide = "divide by"
}
