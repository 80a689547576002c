@navigation
Feature: Navigation
  The routes between the screens: Login and Sign up without a session; Home, the user list, the
  profile form and the profile with one. The screens are listed root first.

  Background:
    Given these users are registered:
      | first name | last name | email           | password | phone         |
      | Ada        | Lovelace  | ada@example.com | Secret1  | +441234567890 |

  Scenario: From Login to Sign up and back
    Given the user is on the Login screen
    When the user taps the "Sign up" button
    Then the screens should be "Login > Sign up"
    When the user goes back
    Then the screens should be "Login"

  @smoke
  Scenario: Logging in replaces Login with Home
    Given the user is logged in
    Then the screens should be "Home"

  Scenario: From Home to the user list and back
    Given the user is logged in
    When the user taps the "Users" button
    And the request completes
    Then the screens should be "Home > User list"
    When the user goes back
    Then the screens should be "Home"

  Scenario: From Home to the profile form, the profile, and back to the form
    Given the user is on the Profile form screen
    Then the screens should be "Home > Profile form"
    When the user fills the profile form with:
      | Country    | France     |
      | Birth date | 1992-07-01 |
    And the user taps the "Save profile" button
    And the request completes
    Then the screens should be "Home > Profile form > Profile"
    When the user taps the "Edit profile" button
    Then the screens should be "Home > Profile form"

  Scenario: Signing up shows the user list over Home
    When the user signs up with:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |
    And the request completes
    Then the screens should be "Home > User list"
    When the user goes back
    Then the welcome text should exactly read: "Welcome, grace@example.com!"

  Scenario: Home's user list sends the user back to Login once the session has expired
    Given the user is logged in
    When the session expires
    And the user taps the "Users" button
    And the request completes
    Then the screens should be "Login"
    And the alert message should be "You are not logged in any more. Please log in again."

  Scenario: A profile saved after the session has expired sends the user back to Login
    Given the user is on the Profile form screen
    When the user fills the profile form with:
      | Country    | France     |
      | Birth date | 1992-07-01 |
    And the session expires
    And the user taps the "Save profile" button
    And the request completes
    Then the screens should be "Login"
    And the alert message should be "You are not logged in any more. Please log in again."

  Scenario: Home's Profile explains a profile that cannot be loaded
    Given the user is logged in
    And the load profile service is unreachable
    When the user taps the "Profile" button
    And the request completes
    Then the alert message should be "The server can't be reached. Check your internet connection and try again."
    And the screens should be "Home"

  Scenario: Home's Profile sends the user back to Login when the session has ended
    Given the user is logged in
    And the load profile service fails with error 401
    When the user taps the "Profile" button
    And the request completes
    Then the screens should be "Login"
    And the alert message should be "You are not logged in any more. Please log in again."

  Scenario: Logging out returns to Login
    Given the user is logged in
    When the user taps the "Log out" button
    Then the "Log out" button should be disabled
    When the request completes
    Then the screens should be "Login"

  Scenario: Going back after logging out stays on Login
    Given the user is logged in
    When the user taps the "Log out" button
    And the request completes
    Then the screens should be "Login"
    And the user should not be able to go back
    When the user opens the User list screen without logging in
    Then the app should refuse with the message "Please log in to continue."
