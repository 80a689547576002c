/// The step runner: Cucumber Expressions, tag expressions, hooks, reporters.
public enum Acceptance {}
