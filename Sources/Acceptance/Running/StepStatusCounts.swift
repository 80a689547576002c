/// How many steps ended with each status: what a test case's result tells the run's summary,
/// counted in place (no array that grows with each step, no hashing per step).
struct StepStatusCounts: Sendable {
  /// The count of each status, at its ``StepStatus/severity``.
  private var counts = InlineArray<6, Int>(repeating: 0)

  /// Counts one step that ended with `status`.
  mutating func add(_ status: StepStatus) { counts[status.severity] += 1 }

  /// How many steps ended with `status`.
  subscript(status: StepStatus) -> Int { counts[status.severity] }
}
