Feature: False claims
  Each scenario says one false thing about the app, at the step under its "# false" comment; every
  other step is true. A step library that lets the false step pass checks too little: a part of a
  value, the wrong screen, a condition it waits for, or an empty screen.

  Background:
    Given these users are registered:
      | first name | last name | email           | password | phone         |
      | Ada        | Lovelace  | ada@example.com | Secret1  | +441234567890 |

  Scenario: The Login screen is checked for placeholder text as if it were Home
    Given the user is on the Login screen
    # false
    Then no placeholder or generic text should be shown

  Scenario: The user remains on Login while a successful login is still running
    Given the user is on the Login screen
    When user enters correct email and password and taps on login button
    Then the loading indicator should appear
    # false
    And the user should remain on the Login screen

  Scenario: The user list includes a part of an email
    When the user signs up with:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |
    And the request completes
    Then the user list should include "grace@example.com"
    # false
    And the user list should include "grace@example"

  Scenario: The disabled Create account button is tapped again while the account is created
    Given the user is on the Sign up screen
    And the user fills in:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |
    When the user taps the "Create account" button
    Then the "Create account" button should be disabled
    # false
    When the user taps the "Create account" button

  Scenario: The user types in a field while an error alert is shown
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    Then an error alert should appear with title "Error"
    # false
    When the user enters "ada@example.com" in the "Email" field

  Scenario: The user taps Login while an error alert is shown
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    Then the alert message should contain "Invalid credentials"
    # false
    When the user taps the "Login" button

  Scenario: The user goes back from Home right after logging in
    Given the user is logged in
    Then the screens should be "Home"
    # false
    When the user goes back

  Scenario: The indicator of a 5-second login disappears after 100 milliseconds
    Given the login service takes 5 seconds to answer
    And the service is allowed to exceed the budget
    When user enters correct email and password and taps on login button
    And 100 milliseconds pass
    Then a spinning progress indicator should be visible
    # false
    And the loading indicator should disappear

  Scenario: The user chooses a country the picker does not have
    Given the user is on the Profile form screen
    When the user chooses "Canada" for "Country"
    # false
    And the user chooses "Atlantis" for "Country"

  Scenario: The alert has the wrong title
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    # false
    Then an error alert should appear with title "Warning"

  Scenario: The alert message is only the start of the message shown
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    Then the alert message should contain "Invalid credentials"
    # false
    And the alert message should be "Invalid credentials."

  Scenario: The welcome text is wrong
    Given the user is logged in
    Then Home screen should display welcome message
    # false
    And the welcome text should exactly read: "Welcome, Ada!"

  Scenario: The welcome message is checked on the Login screen
    Given the user is on the Login screen
    # false
    Then Home screen should display welcome message

  Scenario: Wrong credentials are said to lead to Home
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    # false
    Then app should navigate to home screen

  Scenario: The screens after opening the user list are wrong
    Given the user is logged in
    When the user taps the "Users" button
    And the request completes
    # false
    Then the screens should be "Login > Home > User list"

  Scenario: A field shows another message than the one shown
    Given the user is on the Sign up screen
    When the user enters "" in the "Email" field
    And the user taps the "Create account" button
    # false
    Then the "Email" field should show the message "Please enter a valid email address."

  Scenario: No field is said to show a message while one does
    Given the user is on the Sign up screen
    When the user enters "grace@example" in the "Email" field
    And the user taps the "Create account" button
    # false
    Then no field should show a message

  Scenario: The profile shows another country than the one saved
    Given the user has saved this profile:
      | Country    | Canada     |
      | Birth date | 1990-02-28 |
    # false
    Then the profile should show:
      | Country | Mexico |

  Scenario: The age is off by one on the day before the birthday
    Given today is "2026-06-15"
    And the user is on the Profile form screen
    When the user picks the date "1990-06-16" for "Birth date"
    # false
    Then the "Age" value should be "36 years old"

  Scenario: The name is said to be hidden while the profile shows it
    Given the user has saved this profile:
      | Country              | Canada     |
      | Birth date           | 1990-02-28 |
      | Show name on profile | On         |
    # false
    Then the "Name" value should not be shown

  Scenario: The user list is said to miss a registered user
    Given a user is registered with email "alan@example.com" and password "Enigma42"
    And the user is logged in
    When the user taps the "Users" button
    And the request completes
    # false
    Then the user list should show:
      | name         | email           |
      | Ada Lovelace | ada@example.com |

  Scenario: The user list is said to have a user nobody registered
    Given the user is logged in
    When the user taps the "Users" button
    And the request completes
    # false
    Then the user list should show:
      | name         | email             |
      | Ada Lovelace | ada@example.com   |
      | Grace Hopper | grace@example.com |

  Scenario: The details shown are said to be another user's
    Given a user is registered with email "alan@example.com" and password "Enigma42"
    And the user is logged in as "alan@example.com"
    When the user taps the "Users" button
    And the user selects "Ada Lovelace" in the user list
    Then the user details should show "Email: ada@example.com"
    # false
    And the user details should show "Email: alan@example.com"

  Scenario: Pressing return while logging in is said to send a second request
    Given the user has entered valid credentials
    When the user taps the "Login" button
    And the user presses return in the "Password" field
    And the request completes
    # false
    Then the login service should have been called 2 times

  Scenario: A 1.5-second login is said to be within the 1-second budget
    Given the login service takes 1.5 seconds to answer
    And the service is allowed to exceed the budget
    When user enters correct email and password and taps on login button
    And the request completes
    # false
    Then every auth response should arrive within the budget

  Scenario: A fast login is said to exceed the budget
    When user enters correct email and password and taps on login button
    And the request completes
    Then the login call should have taken 300 milliseconds
    # false
    And the login call should have exceeded the budget

  Scenario: The Login button is said to be disabled before it is tapped
    Given the user has entered valid credentials
    # false
    Then the "Login" button should be disabled

  Scenario: A loading indicator is said to appear with no request
    Given the user is on the Login screen
    # false
    Then the loading indicator should appear

  Scenario: Wrong credentials are said to be refused without asking the service
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    Then an error alert should appear with title "Error"
    # false
    And an error alert should appear immediately

  Scenario: No alert is said to be shown while one is
    Given the user is on the Login screen
    When the user taps the "Login" button without entering email or password
    # false
    Then no alert should be shown

  Scenario: The Login screen is audited while Home is shown
    Given the user is logged in
    # false
    Then the Login screen should pass the accessibility audit

  Scenario: The service is said to have two users when it has one
    Given the user is on the Login screen
    # false
    Then the service should have 2 registered users

  Scenario: The app is said to refuse the user list while it opens it
    Given the user is logged in
    When the user opens the User list screen without logging in
    # false
    Then the app should refuse with the message "Please log in to continue."

  Scenario: The button is said to be re-enabled while the request runs
    Given the user has entered valid credentials
    When the user taps the "Login" button
    Then the "Login" button should be disabled
    # false
    And the button should be re-enabled

  Scenario: A 1.5-second login is said to show its indicator only briefly
    Given the login service takes 1.5 seconds to answer
    And the service is allowed to exceed the budget
    When user enters correct email and password and taps on login button
    # false
    Then a loading indicator should appear briefly

  Scenario: The Log out button is said to be enabled while logging out
    Given the user is logged in
    When the user taps the "Log out" button
    # false
    Then the "Log out" button should be enabled

  Scenario: A failed login is said to be a successful authentication
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    # false
    Then after successful authentication

  Scenario: A login is said to complete when only a sign up was sent
    When the user signs up with:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |
    # false
    And when login completes (success or failure)

  Scenario: The user is said to log in while the service cannot be reached
    Given the login service is unreachable
    And the service is allowed to exceed the budget
    # false
    Given the user successfully logs in with email "ada@example.com"

  Scenario: The fields are said to be empty after the credentials are entered
    Given the user has entered valid credentials
    # false
    When the user taps the "Login" button without entering email or password

  Scenario: The user selects a user only by a first name
    Given the user is logged in
    When the user taps the "Users" button
    And the request completes
    Then the user list should include "Ada Lovelace"
    # false
    When the user selects "Ada" in the user list

  Scenario: The user dismisses an alert that is not shown
    Given the user is on the Login screen
    # false
    When the user dismisses the alert

  Scenario: A profile without a country is said to be saved
    # false
    Given the user has saved this profile:
      | Birth date | 1990-02-28 |

  Scenario: The indicator is said to be visible after the request completed
    Given the user is on the Login screen
    When user enters correct email and password and taps on login button
    And the request completes
    # false
    Then a spinning progress indicator should be visible

  Scenario: The screens shown are said to be Login only after Sign up was shown
    Given the user is on the Login screen
    When the user taps the "Sign up" button
    And the user goes back
    # false
    Then the screens shown should be audited: "Login"

  Scenario: A profile that was not saved is said to be shown
    Given the user is on the Profile form screen
    When the user taps the "Save profile" button
    Then the "Country" field should show the message "Please choose a country from the list."
    # false
    And the user should be on the Profile screen

  Scenario: The app is said to navigate to Home after wrong credentials
    Given the user is on the Login screen
    When user enters wrong email and password and taps on login button
    And the request completes
    # false
    When the app navigates to the Home screen

  Scenario: The age is said to be hidden once a birth date is picked
    Given the user is on the Profile form screen
    Then the "Age" value should not be shown
    When the user picks the date "1990-02-28" for "Birth date"
    # false
    Then the "Age" value should not be shown

  Scenario: The user picks a day that does not exist
    Given the user is on the Profile form screen
    # false
    When the user picks the date "1990-02-30" for "Birth date"

  Scenario: An invalid sign up is said to reach the service
    Given the user is on the Sign up screen
    When the user taps the "Create account" button
    Then the "Email" field should show the message "Email is required."
    # false
    And the signup service should have been called 1 time

  Scenario: The user is said to remain on Sign up after the account is created
    When the user signs up with:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |
    And the request completes
    # false
    Then the user should remain on the Sign up screen

  Scenario: The user list is said to show a message after it loaded
    Given the user is logged in
    When the user taps the "Users" button
    And the request completes
    # false
    Then the user list should show the message "No users are registered yet."

  Scenario: The login is said to have taken a second
    When user enters correct email and password and taps on login button
    And the request completes
    # false
    Then the login call should have taken 1 second

  Scenario: The password field is said to show the password
    Given the user has entered valid credentials
    # false
    Then the "Password" field should be "Secret1"

  Scenario: The user types into the age the form computes
    Given the user is on the Profile form screen
    When the user picks the date "1990-02-28" for "Birth date"
    # false
    And the user enters "40" in the "Age" field

  Scenario: The user taps the Email field as if it were a button
    Given the user is on the Login screen
    # false
    When the user taps the "Email" button

  Scenario: The Email field is said to be a button
    Given the user is on the Login screen
    # false
    Then the "Email" button should be enabled

  Scenario: The service is said to have the new user while the account is still created
    When the user signs up with:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |
    # false
    Then the service should have 2 registered users

  Scenario: The show-name switch is said to be on after it was turned off
    Given the user is on the Profile form screen
    When the user turns the "Show name on profile" switch off
    # false
    Then the "Show name on profile" value should be "On"

  Scenario: A locked account is said to log in with the correct password
    Given accounts are locked after 3 failed logins
    When the user fails to log in 3 times with email "ada@example.com"
    And user enters correct email and password and taps on login button
    # false
    Then after successful authentication

  Scenario: The welcome text is said to name another user
    Given a user is registered with email "alan@example.com" and password "Enigma42"
    And the user is logged in as "alan@example.com"
    # false
    Then the welcome text should exactly read: "Welcome, ada@example.com!"

  Scenario: Today is said to be a day that does not exist
    # false
    Given today is "2026-02-29"
    And the user is on the Profile form screen

  Scenario: The details are said to be shown when they could not be loaded
    Given the user details service is unreachable
    And the user is logged in
    When the user taps the "Users" button
    And the user selects "Ada Lovelace" in the user list
    Then the user list should show the message "The server can't be reached. Check your internet connection and try again."
    # false
    And the user details should show "Email: ada@example.com"

  Scenario: An earlier refusal is taken for the answer to a later attempt
    When the user opens the User list screen without logging in
    Then the app should refuse with the message "Please log in to continue."
    Given the user is logged in
    When the user opens the User list screen without logging in
    # false
    Then the app should refuse with the message "Please log in to continue."

  Scenario: The user remains on Home after a login submitted by the Return key
    Given the user is on the Login screen
    When the user enters "ada@example.com" in the "Email" field
    And the user enters "Secret1" in the "Password" field
    And the user presses return in the "Password" field
    And the request completes
    Then the screens should be "Home"
    # false
    And the user should remain on the Home screen

  Scenario: The app navigates to Login after a refused login submitted by the Return key
    Given the user is on the Login screen
    When the user enters "ada@example.com" in the "Email" field
    And the user enters "Wrong1" in the "Password" field
    And the user presses return in the "Password" field
    And the request completes
    Then the alert message should contain "Invalid credentials"
    # false
    And app should navigate to the Login screen

  Scenario: A spinner up for 1.5 seconds is said to be brief against a 1-second budget
    Given the login service takes 1.5 seconds to answer
    And the service is allowed to exceed the budget
    When user enters correct email and password and taps on login button
    And 1 second passes
    # false
    Then a loading indicator should appear briefly

  Scenario: The user list's message is said to be a part of itself
    Given the user is logged in
    And the users service is unreachable
    When the user taps the "Users" button
    And the request completes
    # false
    Then the user list should show the message "The server can't be reached."

  Scenario: The user list is said to show a phone number
    Given the user is logged in
    When the user taps the "Users" button
    And the request completes
    # false
    Then the user list should show:
      | name         | email           | phone        |
      | Ada Lovelace | ada@example.com | +15550000000 |

  Scenario: The spinner is said to have gone while logging out, where there is none
    Given the user is logged in
    When the user taps the "Log out" button
    # false
    Then the loading indicator should disappear

  Scenario: A button is read as a field
    Given the user is logged in
    # false
    Then the "Log out" field should be ""

  Scenario: A title is read as a field without a message
    Given the user is on the Login screen
    # false
    Then the "Log in to your account" field should show no message

  Scenario: A table of field names alone is said to be the form's messages
    Given the user is on the Sign up screen
    # false
    Then the form should show these messages:
      | Email |

  Scenario: A login is said to complete after logging out, where none was sent
    Given the user is logged in
    When the user taps the "Log out" button
    # false
    And when login completes (success or failure)

  Scenario: A refused sign-up is said to be a successful authentication
    Given the user is logged in
    When the user taps the "Log out" button
    And the request completes
    And the user taps the "Sign up" button
    And the user signs up with:
      | First name   | Ada             |
      | Last name    | Lovelace        |
      | Email        | ada@example.com |
      | Password     | Secret1         |
      | Phone number | +441234567890   |
    # false
    Then after successful authentication

  Scenario: A list that could not be loaded is said to be an empty list
    Given the user is logged in
    And the users service is unreachable
    When the user taps the "Users" button
    And the request completes
    # false
    Then the user list should show:
      | name | email |

  Scenario: A login is typed into Home, which has no Login form
    Given the user is logged in
    # false
    When the user logs in with email "ada@example.com" and password "Secret1"

  Scenario: The Sign up screen is said to be the only screen, with no Login under it
    Given the user is on the Sign up screen
    # false
    Then the screens should be "Sign up"

  Scenario: A session the service ended is said to stop Home at once, before any request
    Given the user is logged in
    When the session expires
    And the user taps the "Users" button
    # false
    Then the screens should be "Home"

  Scenario: A profile saved with the switch written "on" is said to hide the name
    Given the user has saved this profile:
      | Name                 | Ada King   |
      | Country              | Mexico     |
      | Birth date           | 1985-12-10 |
      | Show name on profile | on         |
    # false
    Then the "Name" value should not be shown

  Scenario: The Profile screen's name line is read as a field
    Given the user has saved this profile:
      | Name       | Ada King   |
      | Country    | Mexico     |
      | Birth date | 1985-12-10 |
    # false
    Then the "Name" field should be "Ada King"
