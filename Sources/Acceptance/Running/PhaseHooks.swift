import TagExpressions

/// The hooks of one phase, in registration order, sorted out once so that planning a scenario does
/// not filter every hook again.
struct PhaseHooks<World: Sendable>: Sendable {
  /// The hooks of the phase.
  let all: [CompiledSteps<World>.CompiledHook]
  /// The same hooks, as a planned test case names them.
  private let planned: [PlannedHook]
  /// The same hooks as plain objects, for the executor (see ``StepHooks``).
  private let objects: [any AnyObject & Sendable]
  /// Whether a hook of the phase has a tag expression; when none has, every scenario runs them all
  /// and no tag expression is evaluated.
  private let hasTaggedHook: Bool

  /// The hooks of `phase` among `hooks`.
  init(_ phase: Hook<World>.Phase, of hooks: [CompiledSteps<World>.CompiledHook]) {
    all = hooks.filter { $0.hook.phase == phase }
    planned = all.map { PlannedHook(place: $0.place, info: $0.info) }
    objects = all
    hasTaggedHook = all.contains { $0.tags != nil }
  }

  /// The hooks that apply to a scenario with `tags`, as its planned test case names them.
  func planned(tags: Set<String>) -> [PlannedHook] { applying(tags: tags, to: planned) }

  /// The hooks that apply to a scenario with `tags`, each a `CompiledSteps<World>.CompiledHook`
  /// held as a plain object.
  func objects(applyingTo tags: Set<String>) -> [any AnyObject & Sendable] {
    applying(tags: tags, to: objects)
  }

  /// The items of `hooks` (one per hook of ``all``, in the same order) whose hooks apply to a
  /// scenario with `tags`.
  private func applying<Item>(tags: Set<String>, to hooks: [Item]) -> [Item] {
    guard hasTaggedHook else { return hooks }
    return hooks.indices.filter { all[$0].tags?.evaluate(tags) ?? true }.map { hooks[$0] }
  }
}

/// A scenario hook as a planned test case names it: by its place among the glue's hooks
/// (``CompiledSteps/hook(at:)``), with what its test step reports. Not generic in the world, so
/// that planning a test case looks up no type metadata for its hooks.
struct PlannedHook: Sendable {
  let place: Int
  let info: HookInfo
}
