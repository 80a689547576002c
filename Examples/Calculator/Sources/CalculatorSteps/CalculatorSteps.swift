import Acceptance

/// The steps of `Features/`.
public enum CalculatorSteps {
  /// Every step definition, parameter type and hook, in one expression.
  public static let registry = StepRegistry<CalculatorWorld> { steps in
    // `{operation}`: add, subtract or divide by.
    steps.parameterType("operation", matching: "add|subtract|divide by") { text in
      guard let operation = Operation(rawValue: text) else {
        throw StepFailure("no operation is called '\(text)'")
      }
      return operation
    }

    steps.given("the calculator shows {int}") { world, number in
      world.calculator.display = number
    }

    steps.when("I {operation} {int}") {
      (world: isolated CalculatorWorld, operation: Operation, operand: Int) in
      world.apply(operation, operand)
    }

    // A data table: one operation per row, under the header `| operation | operand |`.
    steps.when("I key in:") { (world: isolated CalculatorWorld, table: DataTable) in
      for row in table.asMaps() {
        let name = row["operation"] ?? ""
        guard let operation = Operation(rawValue: name), let operand = Int(row["operand"] ?? "")
        else { throw StepFailure("cannot key in \(row)") }
        world.apply(operation, operand)
      }
    }

    steps.then("the display shows {int}") { world, expected in
      try verifyEqual(world.calculator.display, expected, "the display")
    }

    // A doc string: the message of the error, in full.
    steps.then("I see the error:") { (world: isolated CalculatorWorld, message: DocString) in
      try verify(world.error != nil, "expected an error, but the operation succeeded")
      try verifyEqual(world.error?.description, message.content, "the error")
    }

    // A hook: each scenario's report ends with what the calculator shows.
    steps.after { world, scenario in
      scenario.log("the display shows \(world.calculator.display)")
    }
  }
}
