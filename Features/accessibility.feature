@a11y
Feature: Accessibility
  Every screen can be used with assistive technology: every field, button and control has a label,
  labels are unique on a screen, secure fields never expose their value, and a visible progress
  indicator says what is happening. Besides these scenarios, every screen any scenario shows is
  audited after the scenario.

  Background:
    Given these users are registered:
      | first name | last name | email           | password | phone         |
      | Ada        | Lovelace  | ada@example.com | Secret1  | +441234567890 |

  Scenario Outline: The <screen> screen passes the audit
    Given the user is on the <screen> screen
    Then the <screen> screen should pass the accessibility audit
    And all fields and buttons should have accessibility labels

    Examples:
      | screen       |
      | Login        |
      | Sign up      |
      | Home         |
      | User list    |
      | Profile form |

  Scenario: The Profile screen passes the audit
    Given the user has saved this profile:
      | Country    | Canada     |
      | Birth date | 1990-02-28 |
    Then the Profile screen should pass the accessibility audit
    And all fields and buttons should have accessibility labels

  Scenario: Login while the request runs, with its progress indicator
    Given the user has entered valid credentials
    When the user taps the "Login" button
    Then a spinning progress indicator should be visible
    And the Login screen should pass the accessibility audit

  Scenario: Sign up showing every field's message
    Given the user is on the Sign up screen
    When the user taps the "Create account" button
    Then the "Email" field should show the message "Email is required."
    And the Sign up screen should pass the accessibility audit

  Scenario: Profile form showing every field's message
    Given the user is on the Profile form screen
    When the user taps the "Save profile" button
    Then the "Country" field should show the message "Please choose a country from the list."
    And the Profile form screen should pass the accessibility audit

  Scenario: The user list with a user's details
    Given the user is logged in
    When the user taps the "Users" button
    And the user selects "Ada Lovelace" in the user list
    Then the User list screen should pass the accessibility audit

  @smoke
  Scenario: A whole journey audits every screen it shows
    Given the user is on the Login screen
    When the user taps the "Sign up" button
    And the user goes back
    And user enters correct email and password and taps on login button
    And the request completes
    And the user taps the "Users" button
    And the request completes
    Then every screen shown should pass the accessibility audit
    And the screens shown should be audited: "Login, Sign up, Home, User list"
