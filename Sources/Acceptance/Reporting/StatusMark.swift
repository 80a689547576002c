extension StepStatus {
  /// The mark before a step in the pretty report, so that its status reads without colour: the
  /// icons of Cucumber's pretty formatter (`✔` passed, `✘` failed or ambiguous, `↷` skipped, `■`
  /// pending or undefined).
  var mark: String {
    switch self {
    case .passed: "✔"
    case .failed, .ambiguous: "✘"
    case .skipped: "↷"
    case .pending, .undefined: "■"
    }
  }

  /// The status in words after a step's text, ` (pending)` say, for the statuses whose mark does
  /// not tell them from another: pending, undefined and ambiguous. Empty for the others.
  var nameAfterText: String {
    switch self {
    case .passed, .failed, .skipped: ""
    case .pending, .undefined, .ambiguous: " (\(rawValue))"
    }
  }
}
