import ProfileApp

/// The accessibility audit of every screen a scenario or test shows: each screen of the navigation
/// stack and the modal screen are audited, as their views show them, whenever ``audit(_:)`` is
/// called (after every step), and their issues are kept, without repeats.
///
/// ```swift
/// let log = ScreenAuditLog()
/// log.audit(harness)        // after each step
/// log.visited               // [.login, .home]
/// log.failureMessage        // nil when every visited screen passed
/// ```
public final class ScreenAuditLog {
  /// The screens audited so far, in the order they were first seen.
  public private(set) var visited: [ScreenID] = []
  /// Every problem found so far, in the order found.
  public private(set) var issues: [AccessibilityIssue] = []
  /// The elements each screen had when it was last audited. The audit is a function of the screen
  /// and its elements alone, so a screen shown as it was then has no issue that is not kept
  /// already, and is not audited again (most steps change one screen at most).
  private var audited: [ScreenID: [AccessibilityElement]] = [:]

  /// An empty log.
  public init() {}

  /// Audits every screen of `harness`'s navigation stack and its modal screen.
  public func audit(_ harness: AppHarness) {
    let views = harness.navigation.stack + [harness.navigation.modal].compactMap { $0 }
    for view in views {
      guard let recorder = view as? RecorderView else { continue }
      if !visited.contains(view.screenID) { visited.append(view.screenID) }
      let elements = recorder.elements
      guard audited.updateValue(elements, forKey: view.screenID) != elements else { continue }
      for issue in AccessibilityAudit.audit(view.screenID, elements) where !issues.contains(issue) {
        issues.append(issue)
      }
    }
  }

  /// A message listing every issue, or `nil` when there is none.
  public var failureMessage: String? {
    guard !issues.isEmpty else { return nil }
    let screens = visited.map(\.name).joined(separator: ", ")
    return "The accessibility audit of the visited screens (\(screens)) found "
      + "\(issues.count) issue(s):\n" + issues.map { "  - \($0)" }.joined(separator: "\n")
  }
}
