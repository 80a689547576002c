import ProfileApp

/// One accessibility problem of a screen: which screen, which element, what is wrong.
public struct AccessibilityIssue: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// What is wrong with an element.
  public enum Problem: Sendable, Equatable, Hashable {
    /// A field, button or control has an empty label.
    case missingLabel
    /// Another element of the screen has the same label.
    case duplicateLabel(String)
    /// A secure field exposes its value.
    case exposedSecureValue
    /// A visible progress indicator has no label.
    case unlabelledProgressIndicator
    /// The screen does not start with a heading: a text with a label that says what the screen is.
    case missingHeading
  }

  /// The audited screen.
  public var screen: ScreenID
  /// The element's identifier.
  public var element: String
  /// The element's role.
  public var role: AccessibilityElement.Role
  /// The problem.
  public var problem: Problem

  /// Creates an issue.
  public init(
    screen: ScreenID, element: String, role: AccessibilityElement.Role, problem: Problem
  ) {
    self.screen = screen
    self.element = element
    self.role = role
    self.problem = problem
  }

  public var description: String {
    let subject = "\(screen.name) screen: \(role.rawValue) \"\(element)\""
    switch problem {
    case .missingLabel: return "\(subject) has no label"
    case .duplicateLabel(let label): return "\(subject) repeats the label \"\(label)\""
    case .exposedSecureValue: return "\(subject) exposes its value"
    case .unlabelledProgressIndicator: return "\(subject) is visible without a label"
    case .missingHeading where element.isEmpty:
      return "\(screen.name) screen shows nothing, not even a heading that says what it is"
    case .missingHeading:
      return "\(screen.name) screen starts with \(role.rawValue) \"\(element)\", not with a "
        + "labelled heading that says what the screen is"
    }
  }
}

/// Checks the accessibility elements of a screen.
///
/// Rules: the screen starts with a heading (a text with a label, read first, that says what the
/// screen is); every field, button and control has a non-empty label; labels are unique on the
/// screen; secure fields never expose a value; a visible progress indicator has a label.
///
/// ```swift
/// AccessibilityAudit.audit(.login, try harness.screen.elements)  // [] when the screen is fine
/// ```
public enum AccessibilityAudit {
  /// Every problem of `elements` on `screen`, in element order.
  public static func audit(
    _ screen: ScreenID, _ elements: [AccessibilityElement]
  ) -> [AccessibilityIssue] {
    var issues: [AccessibilityIssue] = []
    let first = elements.first
    if first?.role != .staticText || first?.label.trimmed.isEmpty != false {
      issues.append(
        AccessibilityIssue(
          screen: screen, element: first?.id ?? "", role: first?.role ?? .staticText,
          problem: .missingHeading))
    }
    var seen: Set<String> = []
    for element in elements {
      func report(_ problem: AccessibilityIssue.Problem) {
        issues.append(
          AccessibilityIssue(
            screen: screen, element: element.id, role: element.role, problem: problem)
        )
      }
      let label = element.label.trimmed
      if label.isEmpty {
        if element.role == .progressIndicator {
          report(.unlabelledProgressIndicator)
        } else if element.role.isInteractive {
          report(.missingLabel)
        }
      } else if !seen.insert(label).inserted {
        report(.duplicateLabel(label))
      }
      if element.role == .secureField, let value = element.value,
        !value.allSatisfy({ $0 == "•" })
      {
        report(.exposedSecureValue)
      }
    }
    return issues
  }
}
