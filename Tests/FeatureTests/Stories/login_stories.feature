@login
Feature: Login stories, standing alone
  The first five scenarios of Features/login.feature, word for word, without its Background: each
  story must pass on its own, with no account registered beforehand.

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
