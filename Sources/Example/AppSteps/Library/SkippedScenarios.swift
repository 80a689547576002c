import Acceptance

extension StepLibrary {
  /// Scenarios tagged `@skip` are reported skipped without running, as cucumber-js users write
  /// `Before({ tags: '@skip' }, () => 'skipped')`: a story kept in its file while its feature is
  /// not built.
  mutating func addSkippedScenarios() {
    registry.before("@skip", name: "skip scenarios tagged @skip") { _, _ in
      throw SkippedStep("the scenario is tagged @skip")
    }
  }
}
