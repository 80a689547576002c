@signup
Feature: Sign up
  A visitor creates an account with a first name, a last name, an email, a password and a phone
  number. Every field is checked when the form is submitted; a new account is signed in and sees
  the list of registered users.

  Background:
    Given these users are registered:
      | first name | last name | email           | password | phone         |
      | Ada        | Lovelace  | ada@example.com | Secret1  | +441234567890 |
    And the user is on the Sign up screen
    And the user fills in:
      | First name   | Grace             |
      | Last name    | Hopper            |
      | Email        | grace@example.com |
      | Password     | Cobol1959         |
      | Phone number | +15550100002      |

  @smoke
  Scenario: A new account is created and sees the user list
    When the user taps the "Create account" button
    Then the "Create account" button should be disabled
    And the loading indicator should appear
    When the request completes
    Then app should navigate to the User list screen
    And the screens should be "Home > User list"
    And the user list should show:
      | name          | email             |
      | Ada Lovelace  | ada@example.com   |
      | Grace Hopper  | grace@example.com |
    And the service should have 2 registered users

  Scenario: Pressing return while the account is created sends no second request
    When the user taps the "Create account" button
    And the user presses return in the "Phone number" field
    And the request completes
    Then the signup service should have been called 1 time
    And the service should have 2 registered users

  Scenario: An email that is already registered is refused
    When the user enters "ADA@example.com" in the "Email" field
    And the user taps the "Create account" button
    And the request completes
    Then an error alert should appear with title "Error"
    And the alert message should contain "already exists"
    And the alert message should be "An account with this email already exists. Log in instead, or use another email."
    And the "Create account" button should be enabled
    And the user should remain on the Sign up screen
    And the service should have 1 registered user

  Scenario: Every empty field gets its own message
    When the user fills in:
      | First name   |  |
      | Last name    |  |
      | Email        |  |
      | Password     |  |
      | Phone number |  |
    And the user taps the "Create account" button
    Then the form should show these messages:
      | First name   | First name is required.   |
      | Last name    | Last name is required.    |
      | Email        | Email is required.        |
      | Password     | Password is required.     |
      | Phone number | Phone number is required. |
    And the service should have 1 registered user

  Scenario: A field's message goes as soon as the field is edited; the others stay until the next submission
    When the user fills in:
      | First name | |
      | Email      | grace@ |
    And the user taps the "Create account" button
    Then the form should show these messages:
      | First name | First name is required.             |
      | Email      | Please enter a valid email address. |
    When the user enters "grace@example.com" in the "Email" field
    Then the form should show these messages:
      | First name | First name is required. |

  Scenario Outline: A valid <field> is accepted: "<value>"
    When the user enters "<value>" in the "<field>" field
    And the user taps the "Create account" button
    Then no field should show a message
    When the request completes
    Then app should navigate to the User list screen

    Examples: names
      | field      | value             |
      | First name | Zoë               |
      | First name | Mary-Jane         |
      | Last name  | O'Brien           |
      | Last name  | St. John          |

    Examples: emails
      | field | value                  |
      | Email | grace.hopper@navy.mil  |
      | Email | g+signup@example.co.uk |

    Examples: phone numbers
      | field        | value              |
      | Phone number | 5550100            |
      | Phone number | +123456789012345   |
      | Phone number | +44 20 7946 0958   |
      | Phone number | (555) 010-0000     |
      | Phone number | 555.0100           |

  Scenario Outline: An invalid <field> is refused: "<value>"
    When the user enters "<value>" in the "<field>" field
    And the user taps the "Create account" button
    Then the "<field>" field should show the message "<message>"
    And the user should remain on the Sign up screen
    And the service should have 1 registered user

    Examples: names
      | field      | value    | message                                                                            |
      | First name | Gr@ce    | First name may contain only letters, spaces, apostrophes, hyphens and periods.    |
      | Last name  | Hopper3  | Last name may contain only letters, spaces, apostrophes, hyphens and periods.     |
      | First name |          | First name is required.                                                            |

    Examples: emails
      | field | value             | message                             |
      | Email | grace@example     | Please enter a valid email address. |
      | Email | grace.example.com | Please enter a valid email address. |
      | Email | grace@example.c   | Please enter a valid email address. |

    Examples: phone numbers
      | field        | value             | message                                                       |
      | Phone number | 555 0100 ext 2    | Phone number may contain only digits, spaces, dashes, dots, parentheses and a leading +. |
      | Phone number | 44+1234567        | Phone number may contain only digits, spaces, dashes, dots, parentheses and a leading +. |
      | Phone number | 555010            | Phone number must have at least 7 digits.                     |
      | Phone number | +1234567890123456 | Phone number must have at most 15 digits.                     |

  Rule: A password has 6 to 128 letters and digits of any script, with an upper-case letter, a lower-case letter and a digit; nothing else, not even a space, and nothing is trimmed

    Scenario Outline: Password rule "<rule>" passes with "<good>" and fails with "<bad>"
      When the user enters "<bad>" in the "Password" field
      And the user taps the "Create account" button
      Then the "Password" field should show the message "<message>"
      When the user enters "<good>" in the "Password" field
      And the user taps the "Create account" button
      Then the "Password" field should show no message
      When the request completes
      Then app should navigate to the User list screen

      Examples:
        | rule                  | good      | bad        | message                                        |
        | required              | Secret1   |            | Password is required.                          |
        | letters and digits    | Secret12  | Secret 12! | Password may contain only letters and digits.  |
        | no special character  | Secret12  | Secret_12  | Password may contain only letters and digits.  |
        | no space              | Penguin12 | Pen guin12 | Password may contain only letters and digits.  |
        | letters of any script | Pingüino1 | Pingüino!1 | Password may contain only letters and digits.  |
        | at least 6            | Abcde1    | Abcd1      | Password must be at least 6 characters long.   |
        | an upper-case letter  | Secret1   | secret1    | Password must contain an upper-case letter.    |
        | an accented capital   | Élan2024x | élan2024x  | Password must contain an upper-case letter.    |
        | a lower-case letter   | SECREt1   | SECRET1    | Password must contain a lower-case letter.     |
        | a digit               | Secrets1  | Secrets    | Password must contain a digit.                 |

    Scenario: A leading or trailing space is refused, not trimmed
      When the user enters " Penguin1" in the "Password" field
      And the user taps the "Create account" button
      Then the "Password" field should show the message "Password may contain only letters and digits."
      When the user enters "Penguin1 " in the "Password" field
      And the user taps the "Create account" button
      Then the "Password" field should show the message "Password may contain only letters and digits."
      When the user enters "Penguin1" in the "Password" field
      And the user taps the "Create account" button
      And the request completes
      Then app should navigate to the User list screen

  Rule: Names have at most 50 characters, passwords at most 128

    Scenario Outline: The <field> accepts <good count> × "<good>" and refuses <bad count> × "<bad>"
      When the user enters "<bad>" repeated <bad count> times in the "<field>" field
      And the user taps the "Create account" button
      Then the "<field>" field should show the message "<message>"
      When the user enters "<good>" repeated <good count> times in the "<field>" field
      And the user taps the "Create account" button
      Then no field should show a message
      When the request completes
      Then app should navigate to the User list screen

      Examples:
        | field      | good     | good count | bad   | bad count | message                                          |
        | First name | Grace    | 10         | Grace | 11        | First name must be at most 50 characters long.   |
        | Last name  | Hopper   | 8          | Hop   | 17        | Last name must be at most 50 characters long.    |
        | Password   | Abcd1234 | 16         | Ab1   | 43        | Password must be at most 128 characters long.    |
