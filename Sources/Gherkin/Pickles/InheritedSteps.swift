/// The background steps that a scenario's pickles inherit, with what each pickle step made from
/// them shares: its argument and its AST node ids. A background step has no placeholders to fill,
/// so these are the same in every pickle; they are made once per background, not once per pickle.
struct InheritedSteps {
  /// The steps, in order: the feature's background's, then the rule's.
  private(set) var steps: [Step] = []
  /// The data table or doc string of each step, as a pickle step has it.
  private(set) var arguments: [PickleStepArgument?] = []
  /// The AST node ids of each step's pickle steps: the step's id.
  private(set) var astNodeIds: [[String]] = []

  /// The steps of a feature's `background` (none by default).
  init(_ background: [Step] = []) { append(contentsOf: background) }

  /// Adds the steps of a background.
  mutating func append(contentsOf background: [Step]) {
    steps += background
    arguments += background.map { PickleDraft.argument(of: $0) { $0 } }
    astNodeIds += background.map { [$0.id] }
  }
}
