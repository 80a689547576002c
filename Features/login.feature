@login
Feature: Login
  A registered user logs in with an email and a password and lands on the Home screen.
  The auth service answers within a one-second budget; every field and button can be read aloud.

  Background:
    Given these users are registered:
      | first name | last name | email          | password | phone        |
      | Test       | User      | test@gmail.com | Secret1  | +15550100001 |

  @smoke
  Scenario: Successful login shows the Home screen
    Given the user is on login screen
    When user enters correct email and password and taps on login button
    Then the loading indicator should appear
    And after successful authentication
    Then the loading indicator should disappear
    And app should navigate to home screen
    And Home screen should display welcome message

  Scenario: Wrong credentials show an error
    Given the user is on login screen
    When user enters wrong email and password and taps on login button
    Then a loading indicator should appear briefly
    And the loading indicator should disappear
    And an error alert should appear with title "Error"
    And the alert message should contain "Invalid credentials"
    And the user should remain on the Login screen

  Scenario: Empty fields are refused at once
    Given the user is on login screen
    When the user taps the "Login" button without entering email or password
    And an error alert should appear immediately
    And the alert message should be "Please fill all fields"
    And the user should remain on the Login screen

  Scenario: The Login button is disabled while logging in
    Given the user has entered valid credentials
    When the user taps the "Login" button
    Then the "Login" button should be disabled
    And a spinning progress indicator should be visible
    And when login completes (success or failure)
    Then the button should be re-enabled
    And the progress indicator should disappear

  @smoke
  Scenario: The welcome text names the user
    Given the user successfully logs in with email "test@gmail.com"
    When the app navigates to the Home screen
    Then the welcome text should exactly read: "Welcome, test@gmail.com!"
    And no placeholder or generic text should be shown

  Scenario Outline: A missing email or password is refused before any request
    Given the user is on login screen
    When the user logs in with email "<email>" and password "<password>"
    Then an error alert should appear immediately
    And the alert message should be "Please fill all fields"

    Examples:
      | email          | password |
      | test@gmail.com |          |
      |                | Secret1  |

  Scenario Outline: An email of the wrong format is refused before any request: <email>
    Given the user is on login screen
    When the user logs in with email "<email>" and password "Secret1"
    Then an error alert should appear immediately
    And the alert message should be "Please enter a valid email address."
    And the user should remain on the Login screen

    Examples:
      | email            |
      | test@gmail       |
      | test.gmail.com   |
      | test@@gmail.com  |
      | .test@gmail.com  |
      | test.@gmail.com  |
      | test..x@gmail.com |
      | test@-gmail.com  |
      | test@gmail..com  |
      | test@gmail.c0m   |
      | test@gmail.c     |
      | test@gma_il.com  |
      | te(st@gmail.com  |
      | aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@gmail.com |
      | aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.com |

  Scenario: Wrong credentials are explained in full
    Given the user is on login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    Then the alert message should be "Invalid credentials. Check your email and password and try again."
    And the "Login" button should be enabled

  Scenario Outline: A failing login service is explained: <failure>
    Given the login service <failure>
    And the service is allowed to exceed the budget
    When user enters correct email and password and taps on login button
    And the request completes
    Then the alert message should be "<message>"
    And the "Login" button should be enabled
    And the user should remain on the Login screen

    Examples:
      | failure                           | message                                                                     |
      | is unreachable                    | The server can't be reached. Check your internet connection and try again. |
      | fails with error 503              | Something went wrong on our side. Please try again later.                  |
      | fails with error 401              | Invalid credentials. Check your email and password and try again.         |
      | fails with error 429              | Too many requests at once. Please wait a moment and try again.             |
      | does not answer within 30 seconds | The server took too long to answer. Please try again.                      |

  Scenario: The service cannot be reached
    Given the login service is unreachable
    And the user is on login screen
    When user enters correct email and password and taps on login button
    And the request completes
    Then the loading indicator should disappear
    And the alert message should contain "can't be reached"
    And the user should remain on the Login screen

  Scenario: The service does not answer in time
    Given the login service does not answer within 30 seconds
    And the service is allowed to exceed the budget
    And the user is on login screen
    When user enters correct email and password and taps on login button
    And the request completes
    Then the loading indicator should disappear
    And the login call should have taken 30 seconds
    And the alert message should contain "took too long"

  Scenario: Pressing return while logging in sends no second request
    Given the user has entered valid credentials
    When the user taps the "Login" button
    And the user presses return in the "Password" field
    Then the "Login" button should be disabled
    When the request completes
    Then the login service should have been called 1 time
    And app should navigate to home screen

  Scenario: The account is locked after repeated failures
    Given accounts are locked after 3 failed logins
    When the user fails to log in 3 times with email "test@gmail.com"
    And user enters correct email and password and taps on login button
    And the request completes
    Then the alert message should contain "your account is locked"
    And the alert message should be "Too many failed attempts: your account is locked. Please try again later."
    And the user should remain on the Login screen

  Scenario: Fewer failures than the threshold do not lock the account
    Given accounts are locked after 3 failed logins
    When the user fails to log in 2 times with email "test@gmail.com"
    And user enters correct email and password and taps on login button
    And the request completes
    Then app should navigate to home screen

  @nfr
  Scenario Outline: Every auth response arrives within the 1-second budget (<latency>)
    Given the latency budget is 1 second
    And the login service takes <latency> to answer
    When user enters correct email and password and taps on login button
    And the request completes
    Then every auth response should arrive within the budget
    And the login call should have taken <latency>
    And app should navigate to home screen

    Examples:
      | latency          |
      | 1 millisecond    |
      | 300 milliseconds |
      | 999 milliseconds |
      | 1 second         |

  @nfr @slow-service
  Scenario: A slow service is reported against the budget
    Given the login service takes 2.5 seconds to answer
    When user enters correct email and password and taps on login button
    And 2 seconds pass
    Then a spinning progress indicator should be visible
    When the request completes
    Then the login call should have taken 2.5 seconds
    And the login call should have exceeded the budget
    And app should navigate to home screen

  @nfr @a11y
  Scenario: All fields and buttons have accessibility labels
    Given the user is on login screen
    Then all fields and buttons should have accessibility labels
    And the Login screen should pass the accessibility audit
    When the user has entered valid credentials
    And the user taps the "Login" button
    Then all fields and buttons should have accessibility labels
    And the Login screen should pass the accessibility audit

  Scenario: A second attempt disables the Login button again
    Given the user is on login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    And the user dismisses the alert
    And user enters wrong email and password and taps on login button
    Then a spinning progress indicator should be visible
    And when login completes (success or failure)
    Then the button should be re-enabled
    And the progress indicator should disappear
