Feature: Calculator
  The calculator adds, subtracts and divides whole numbers. Dividing by zero is an error that
  leaves the display as it was.

  Background:
    Given the calculator shows 12

  Scenario: Adding a number
    When I add 30
    Then the display shows 42

  Scenario Outline: One operation
    When I <operation> <operand>
    Then the display shows <result>

    Examples:
      | operation | operand | result |
      | add       | -2      | 10     |
      | subtract  | 20      | -8     |
      | divide by | 4       | 3      |
      | divide by | 5       | 2      |

  Scenario: Keying in several operations
    When I key in:
      | operation | operand |
      | add       | 3       |
      | divide by | 5       |
      | subtract  | 7       |
    Then the display shows -4

  Rule: Dividing by zero is an error

    Scenario: Dividing by zero
      When I divide by 0
      Then I see the error:
        """
        cannot divide by zero
        """
      And the display shows 12

    Scenario: The calculator goes on after the error
      When I divide by 0
      And I divide by 3
      Then the display shows 4
