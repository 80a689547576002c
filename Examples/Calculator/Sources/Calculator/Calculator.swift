/// A calculator of whole numbers: what it shows, and the operations that change it.
public struct Calculator: Sendable, Equatable {
  /// The number on the display: what the operations change, and what typing a number sets.
  public var display = 0

  /// A calculator showing 0.
  public init() {}

  /// Adds `operand` to the display.
  public mutating func add(_ operand: Int) {
    display += operand
  }

  /// Subtracts `operand` from the display.
  public mutating func subtract(_ operand: Int) {
    display -= operand
  }

  /// Divides the display by `operand`, rounding toward zero; dividing by zero is an error that
  /// leaves the display as it was.
  public mutating func divide(by operand: Int) throws(CalculatorError) {
    guard operand != 0 else { throw .divisionByZero }
    display /= operand
  }
}

/// What the calculator refuses to do.
public enum CalculatorError: Error, Equatable, CustomStringConvertible {
  /// A division by zero.
  case divisionByZero

  public var description: String {
    switch self {
    case .divisionByZero: "cannot divide by zero"
    }
  }
}
