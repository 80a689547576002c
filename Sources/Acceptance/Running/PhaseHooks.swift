import TagExpressions

/// The hooks of one phase, in registration order, sorted out once so that planning a scenario does
/// not filter every hook again.
struct PhaseHooks<World: Sendable>: Sendable {
  /// The hooks of the phase.
  let all: [CompiledSteps<World>.CompiledHook]
  /// Their bodies, which step hooks run around each step.
  private let bodies: [Hook<World>.Body]
  /// Whether a hook of the phase has a tag expression; when none has, every scenario runs them all
  /// and no tag expression is evaluated.
  private let hasTaggedHook: Bool

  /// The hooks of `phase` among `hooks`.
  init(_ phase: Hook<World>.Phase, of hooks: [CompiledSteps<World>.CompiledHook]) {
    all = hooks.filter { $0.hook.phase == phase }
    bodies = all.map { $0.hook.body }
    hasTaggedHook = all.contains { $0.tags != nil }
  }

  /// The hooks that apply to a scenario with `tags`.
  func hooks(tags: Set<String>) -> [CompiledSteps<World>.CompiledHook] {
    hasTaggedHook ? all.filter { $0.tags?.evaluate(tags) ?? true } : all
  }

  /// The bodies of the hooks that apply to a scenario with `tags` (only the closures: a step that
  /// runs them copies no hook's name or location).
  func bodies(tags: Set<String>) -> [Hook<World>.Body] {
    hasTaggedHook ? hooks(tags: tags).map { $0.hook.body } : bodies
  }
}
