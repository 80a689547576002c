/// Turns step keyword kinds into pickle step types: `And`/`But` take the previous step's type.
struct StepTypeResolver {
  private var last: StepKeywordType = .unknown

  mutating func type(of keywordType: StepKeywordType?) -> PickleStepType? {
    guard let keywordType else { return nil }
    if keywordType != .conjunction { last = keywordType }
    switch last {
    case .unknown: return .unknown
    case .context: return .context
    case .action: return .action
    case .outcome: return .outcome
    case .conjunction: return nil
    }
  }
}
