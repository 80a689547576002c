@users
Feature: User list
  A signed-in user sees every registered user, and the details of the one selected.
  Without a session the list is not shown.

  Background:
    Given these users are registered:
      | first name | last name | email            | password | phone         |
      | Ada        | Lovelace  | ada@example.com  | Secret1  | +441234567890 |
      | Alan       | Turing    | alan@example.com | Enigma42 | +441112223334 |

  @smoke
  Scenario: The list after login
    Given the user is logged in
    When the user taps the "Users" button
    Then the loading indicator should appear
    When the request completes
    Then the user list should show:
      | name         | email            |
      | Ada Lovelace | ada@example.com  |
      | Alan Turing  | alan@example.com |
    And the loading indicator should disappear

  Scenario: The list after signup includes the new user
    When the user signs up with:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |
    And the request completes
    Then app should navigate to the User list screen
    And the user list should include "grace@example.com"
    And the user list should show:
      | name         | email             |
      | Ada Lovelace | ada@example.com   |
      | Alan Turing  | alan@example.com  |
      | Grace Hopper | grace@example.com |

  Scenario: A phone number written with spaces and dashes is kept as its digits
    When the user signs up with:
      | First name   | Grace            |
      | Last name    | Hopper           |
      | Email        | grace@example.com |
      | Password     | Cobol1959        |
      | Phone number | +1 (555) 010-0002 |
    And the request completes
    And the user selects "Grace Hopper" in the user list
    Then the user details should show "Phone: +15550100002"

  Scenario: A value the user does not have is not shown as an empty line
    Given these users are registered:
      | first name | last name | email             | password | phone |
      | Grace      | Hopper    | grace@example.com | Cobol59x |       |
    And the user is logged in as "alan@example.com"
    When the user taps the "Users" button
    And the user selects "Grace Hopper" in the user list
    Then the user details should show exactly:
      | Grace Hopper             |
      | Email: grace@example.com |

  Scenario: A registered user's details
    Given the user is logged in as "alan@example.com"
    When the user taps the "Users" button
    And the user selects "Ada Lovelace" in the user list
    Then the user details should show "Email: ada@example.com"
    And the user details should show "Phone: +441234567890"

  Scenario: The list cannot be loaded
    Given the user is logged in
    And the users service is unreachable
    When the user taps the "Users" button
    And the request completes
    Then the user list should show the message "The server can't be reached. Check your internet connection and try again."

  @slow-service
  Scenario: The list does not load in time
    Given the users service does not answer within 1 minute
    And the user is logged in
    When the user taps the "Users" button
    And 59 seconds pass
    Then a spinning progress indicator should be visible
    When 1 second passes
    Then the progress indicator should disappear
    And the users call should have taken 1 minute
    And the user list should show the message "The server took too long to answer. Please try again."

  Scenario: Slow loading keeps the indicator up until the list arrives
    Given the users service takes 900 milliseconds to answer
    And the user is logged in
    When the user taps the "Users" button
    And 800 milliseconds pass
    Then a spinning progress indicator should be visible
    When 100 milliseconds pass
    Then the progress indicator should disappear
    And the user list should include "alan@example.com"

  Scenario: A user whose account was deleted meanwhile
    Given the user is logged in as "alan@example.com"
    When the user taps the "Users" button
    And the request completes
    And the account of "ada@example.com" is deleted
    And the user selects "Ada Lovelace" in the user list
    Then the user list should show the message "This user no longer exists."
    When the user selects "Alan Turing" in the user list
    Then the user details should show "Email: alan@example.com"
    And the user list should show no message

  Scenario: An empty list says so
    Given the user is logged in as "alan@example.com"
    And the account of "ada@example.com" is deleted
    And the account of "alan@example.com" is deleted
    When the user taps the "Users" button
    And the request completes
    Then the user list should show the message "No users are registered yet."
    And the user list should show:
      | name | email |

  Scenario: An expired session sends the user back to Login
    Given the user is logged in
    When the user taps the "Users" button
    And the request completes
    And the session expires
    And the user selects "Alan Turing" in the user list
    Then the screens should be "Login"
    And the alert message should be "You are not logged in any more. Please log in again."

  Scenario Outline: A <code> on the user list ends the session and sends the user back to Login
    Given the user is logged in
    And the users service fails with error <code>
    When the user taps the "Users" button
    And the request completes
    Then the screens should be "Login"
    And the alert message should be "You are not logged in any more. Please log in again."

    Examples:
      | code |
      | 401  |
      | 403  |

  Scenario Outline: Each failure of the user list has its own words: <code>
    Given the user is logged in
    And the users service fails with error <code>
    When the user taps the "Users" button
    And the request completes
    Then the user list should show the message "<message>"
    And the screens should be "Home > User list"

    Examples:
      | code | message                                                         |
      | 429  | Too many requests at once. Please wait a moment and try again.  |
      | 500  | Something went wrong on our side. Please try again later.       |
      | 503  | Something went wrong on our side. Please try again later.       |

  Scenario: A 404 on a user's details says the user no longer exists
    Given the user is logged in
    And the user details service fails with error 404
    When the user taps the "Users" button
    And the user selects "Alan Turing" in the user list
    Then the user list should show the message "This user no longer exists."
    And the "Retry" value should not be shown

  Scenario: Retry loads the list once the service works again
    Given the user is logged in
    And the users service is unreachable
    When the user taps the "Users" button
    And the request completes
    Then the user list should show the message "The server can't be reached. Check your internet connection and try again."
    When the users service works again
    And the user taps the "Retry" button
    Then the "Retry" value should not be shown
    And the loading indicator should appear
    When the request completes
    Then the user list should show no message
    And the user list should include "ada@example.com"

  Scenario: No access without a session
    When the user opens the User list screen without logging in
    Then the app should refuse with the message "Please log in to continue."

  Scenario: No access after logging out
    Given the user is logged in
    When the user taps the "Log out" button
    And the request completes
    Then app should navigate to the Login screen
    When the user opens the User list screen without logging in
    Then the app should refuse with the message "Please log in to continue."
