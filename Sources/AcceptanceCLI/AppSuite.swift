import Acceptance

/// The steps that `acceptance` runs `Features/` with. The app's step library replaces this empty
/// registry when it exists; until then every step is reported undefined, with a snippet.
let appSteps = StepRegistry<EmptyWorld>()

/// A world with nothing in it.
struct EmptyWorld: Sendable {}

/// A fresh world for each scenario.
func appWorld() -> EmptyWorld { EmptyWorld() }
