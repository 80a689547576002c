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

extension StepLibrary {
  /// Ends each scenario's app after every other hook: the requests still in flight are cancelled,
  /// so that no task outlives its scenario and holds its world.
  mutating func addTearDown() {
    registry.after(name: "end the app") { (world: isolated AppWorld, _: ScenarioInfo) in
      world.tearDown()
    }
  }
}
