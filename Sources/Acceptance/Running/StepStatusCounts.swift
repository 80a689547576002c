/// How many steps ended with each status: what a test case's result tells the run's summary,
/// counted in place (no array that grows with each step, no hashing per step).
struct StepStatusCounts: Sendable {
  private var counts = InlineArray<6, Int>(repeating: 0)

  /// Counts one step that ended with `status`.
  mutating func add(_ status: StepStatus) { counts[Self.slot(of: status)] += 1 }

  /// How many steps ended with `status`.
  subscript(status: StepStatus) -> Int { counts[Self.slot(of: status)] }

  private static func slot(of status: StepStatus) -> Int {
    switch status {
    case .passed: 0
    case .skipped: 1
    case .pending: 2
    case .undefined: 3
    case .ambiguous: 4
    case .failed: 5
    }
  }
}
