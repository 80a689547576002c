import Acceptance

extension CompatibilitySamples {
  /// No step definitions: the expected messages of `empty` list none.
  static func empty() -> StepRegistry<CompatibilityWorld> {
    StepRegistry<CompatibilityWorld>()
  }
}
