@profile
Feature: Profile editor
  A signed-in user edits a profile: name, email, country, birth date (with the age computed from
  it), gender, and whether the name is shown. Saving checks every field; a valid profile opens the
  Profile screen, from which the user can edit and save again. Today is 15 June 2026 unless a
  scenario says otherwise.

  Background:
    Given these users are registered:
      | first name | last name | email           | password | phone         |
      | Ada        | Lovelace  | ada@example.com | Secret1  | +441234567890 |
    And the user is on the Profile form screen

  Scenario: The form starts with the user's name and email
    Then the "Name" field should be "Ada Lovelace"
    And the "Email" field should be "ada@example.com"
    And the "Gender" value should be "Prefer not to say"
    And the "Show name on profile" value should be "On"
    And the "Age" value should not be shown

  Scenario: The country picker offers every country by its English name, in alphabetical order
    Then the "Country" picker should offer 249 options in alphabetical order
    And the "Country" picker should offer "Côte d’Ivoire"
    And the "Country" picker should offer "Åland Islands"
    And the "Country" picker should offer "United Kingdom"
    And the "Country" picker should not offer "Atlantis"
    And the "Country" picker should not offer "European Union"

  Scenario: Every control of the form
    When the user enters "Ada King" in the "Name" field
    And the user enters "ada.king@example.com" in the "Email" field
    And the user chooses "Canada" for "Country"
    And the user picks the date "1990-02-28" for "Birth date"
    And the user chooses "Female" for "Gender"
    And the user turns the "Show name on profile" switch off
    Then the "Name" field should be "Ada King"
    And the "Email" field should be "ada.king@example.com"
    And the "Country" value should be "Canada"
    And the "Birth date" value should be "28 February 1990"
    And the "Age" value should be "36 years old"
    And the "Gender" value should be "Female"
    And the "Show name on profile" value should be "Off"

  Scenario Outline: The age follows the birth date: <birth date> on <today> is <age>
    Given today is "<today>"
    When the user picks the date "<birth date>" for "Birth date"
    Then the "Age" value should be "<age>"

    Examples:
      | today      | birth date | age          |
      | 2026-06-15 | 1990-02-28 | 36 years old |
      | 2026-06-15 | 1990-06-15 | 36 years old |
      | 2026-06-15 | 1990-06-16 | 35 years old |
      | 2025-02-28 | 2000-02-29 | 24 years old |
      | 2025-03-01 | 2000-02-29 | 25 years old |
      | 2026-06-15 | 2025-06-15 | 1 year old   |

  Scenario: Saving an empty form shows every field's message
    When the user enters "" in the "Name" field
    And the user enters "" in the "Email" field
    And the user taps the "Save profile" button
    Then the form should show these messages:
      | Name       | Name is required.                      |
      | Email      | Email is required.                     |
      | Country    | Please choose a country from the list. |
      | Birth date | Birth date is required.                |
    And the user should remain on the Profile form screen

  Scenario Outline: An invalid <field> is refused on save: <case>
    Given the user fills the profile form with:
      | Country    | Canada     |
      | Birth date | 1990-02-28 |
    When the user fills the profile form with:
      | <field> | <value> |
    And the user taps the "Save profile" button
    Then the form should show these messages:
      | <field> | <message> |
    And the user should remain on the Profile form screen

    Examples:
      | field      | case            | value          | message                                                                  |
      | Name       | symbols         | Ada <3         | Name may contain only letters, spaces, apostrophes, hyphens and periods. |
      | Email      | no domain       | ada@           | Please enter a valid email address.                                      |
      | Birth date | in the future   | 2026-06-16     | Birth date cannot be in the future.                                      |
      | Birth date | younger than 13 | 2013-06-16     | You must be at least 13 years old.                                       |
      | Birth date | older than 120  | 1905-06-15     | Please check your birth date: the age must be at most 120 years.         |

  Scenario: A field's message goes as soon as the field is edited; the others stay until the next save
    When the user enters "" in the "Name" field
    And the user enters "ada@" in the "Email" field
    And the user taps the "Save profile" button
    Then the form should show these messages:
      | Name       | Name is required.                      |
      | Email      | Please enter a valid email address.    |
      | Country    | Please choose a country from the list. |
      | Birth date | Birth date is required.                |
    When the user enters "ada@example.com" in the "Email" field
    Then the "Email" field should show no message
    And the "Name" field should show the message "Name is required."
    When the user chooses "Canada" for "Country"
    Then the "Country" field should show no message
    When the user picks the date "1990-02-28" for "Birth date"
    Then the form should show these messages:
      | Name | Name is required. |

  Scenario: The messages go once the form is fixed and saved
    When the user taps the "Save profile" button
    Then the "Country" field should show the message "Please choose a country from the list."
    When the user fills the profile form with:
      | Country    | Canada     |
      | Birth date | 1990-02-28 |
    And the user taps the "Save profile" button
    And the request completes
    Then app should navigate to the Profile screen
    When the user taps the "Edit profile" button
    Then no field should show a message

  Scenario Outline: The limits of the birth date are accepted: <birth date>
    When the user fills the profile form with:
      | Country    | Kenya        |
      | Birth date | <birth date> |
    And the user taps the "Save profile" button
    And the request completes
    Then app should navigate to the Profile screen
    And the profile should show:
      | Age | <age> |

    Examples:
      | birth date | age             |
      | 2013-06-15 | 13 years old    |
      | 1905-06-16 | 120 years old   |

  @smoke
  Scenario: A saved profile is shown, then edited and saved again
    When the user fills the profile form with:
      | Country              | Canada     |
      | Birth date           | 1990-02-28 |
      | Gender               | Female     |
      | Show name on profile | On         |
    And the user taps the "Save profile" button
    And the request completes
    Then app should navigate to the Profile screen
    And the profile should show:
      | Name       | Ada Lovelace     |
      | Email      | ada@example.com  |
      | Country    | Canada           |
      | Birth date | 28 February 1990 |
      | Age        | 36 years old     |
      | Gender     | Female           |
    When the user taps the "Edit profile" button
    Then the user should be on the Profile form screen
    And the "Country" value should be "Canada"
    And the "Birth date" value should be "28 February 1990"
    When the user chooses "Japan" for "Country"
    And the user turns the "Show name on profile" switch off
    And the user taps the "Save profile" button
    And the request completes
    Then the profile should show:
      | Country | Japan |
    And the "Name" value should not be shown

  Scenario: A saved profile keeps the values chosen
    Given the user has saved this profile:
      | Name       | Ada King   |
      | Country    | Mexico     |
      | Birth date | 1985-12-10 |
      | Gender     | Non-binary |
    Then the profile should show:
      | Name    | Ada King     |
      | Country | Mexico       |
      | Age     | 40 years old |
      | Gender  | Non-binary   |

  Scenario: A saved profile is kept: Home's "Profile" opens it, and Edit brings back every value
    Given the user has saved this profile:
      | Name                 | Ada King   |
      | Country              | Mexico     |
      | Birth date           | 1985-12-10 |
      | Gender               | Non-binary |
      | Show name on profile | Off        |
    When the user goes back
    And the user goes back
    And the user taps the "Profile" button
    And the request completes
    Then the screens should be "Home > Profile"
    And the profile should show:
      | Email   | ada@example.com |
      | Country | Mexico          |
      | Gender  | Non-binary      |
    And the "Name" value should not be shown
    When the user taps the "Edit profile" button
    Then the screens should be "Home > Profile form"
    And the "Name" field should be "Ada King"
    And the "Email" field should be "ada@example.com"
    And the "Country" value should be "Mexico"
    And the "Birth date" value should be "10 December 1985"
    And the "Gender" value should be "Non-binary"
    And the "Show name on profile" value should be "Off"

  Scenario: Without a saved profile, Home's "Profile" opens the form
    When the user goes back
    And the user taps the "Profile" button
    And the request completes
    Then the screens should be "Home > Profile form"
    And the "Country" value should be ""

  Scenario: Saving disables Save and shows a spinner until the profile is kept
    Given the save profile service takes 800 milliseconds to answer
    When the user fills the profile form with:
      | Country    | Canada     |
      | Birth date | 1990-02-28 |
    And the user taps the "Save profile" button
    Then the "Save profile" button should be disabled
    And a spinning progress indicator should be visible
    When 800 milliseconds pass
    Then app should navigate to the Profile screen
    And the save profile service should have been called 1 time

  Scenario: A failed save shows an alert and keeps the form
    Given the save profile service is unreachable
    When the user fills the profile form with:
      | Country    | Canada     |
      | Birth date | 1990-02-28 |
    And the user taps the "Save profile" button
    And the request completes
    Then the alert message should be "The server can't be reached. Check your internet connection and try again."
    And the user should remain on the Profile form screen
    And the "Save profile" button should be enabled
    When the user dismisses the alert
    And the save profile service works again
    And the user taps the "Save profile" button
    And the request completes
    Then app should navigate to the Profile screen

  Scenario: A new name and email reach the account: the welcome, the user list and logging in
    When the user fills the profile form with:
      | Name       | Ada King             |
      | Email      | ada.king@example.com |
      | Country    | Canada               |
      | Birth date | 1990-02-28           |
    And the user taps the "Save profile" button
    And the request completes
    And the user goes back
    And the user goes back
    Then the welcome text should exactly read: "Welcome, ada.king@example.com!"
    When the user taps the "Users" button
    And the request completes
    Then the user list should show:
      | name     | email                |
      | Ada King | ada.king@example.com |
    When the user goes back
    And the user taps the "Log out" button
    And the request completes
    And the user logs in with email "ada.king@example.com" and password "Secret1"
    And the request completes
    Then app should navigate to home screen
    And the welcome text should exactly read: "Welcome, ada.king@example.com!"

  Scenario: An email that belongs to another account is refused, as on Sign up
    Given a user is registered with email "alan@example.com" and password "Enigma42"
    When the user fills the profile form with:
      | Email      | ALAN@example.com |
      | Country    | Canada           |
      | Birth date | 1990-02-28       |
    And the user taps the "Save profile" button
    And the request completes
    Then the alert message should be "An account with this email already exists. Log in instead, or use another email."
    And the user should remain on the Profile form screen

