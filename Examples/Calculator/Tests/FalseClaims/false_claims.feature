Feature: False claims
  Each scenario claims one wrong thing about the calculator, in its last step. Every scenario must
  fail there: steps that let a false claim pass check too little, and a green run means nothing.
  These are not in Features/, so `swift run calculator` does not run them; the tests and
  ci/examples.sh do (`swift run calculator Tests/FalseClaims` exits 1).

  Scenario: Two and two make five
    Given the calculator shows 2
    When I add 2
    Then the display shows 5

  Scenario: Dividing by zero gives zero
    Given the calculator shows 8
    When I divide by 0
    Then the display shows 0

  Scenario: The error says something else
    Given the calculator shows 8
    When I divide by 0
    Then I see the error:
      """
      division by zero
      """

  Scenario: An error where there is none
    Given the calculator shows 8
    When I divide by 2
    Then I see the error:
      """
      cannot divide by zero
      """
