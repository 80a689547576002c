import Acceptance

/// The step library that glues `Features/` to the app's modules through `AppTesting`.
///
/// ```swift
/// let tally = SimulatedTime()
/// let library = AppSteps.library(simulatedTime: tally)
/// let runner = Runner(steps: library.registry, options: RunOptions(), reporters: []) {
///   await AppWorld()
/// }
/// print(library.catalog.text)   // what `acceptance steps` prints
/// ```
public enum AppSteps {
  /// Every step, parameter type and hook; each scenario's virtual time is added to `tally`.
  public static func library(simulatedTime tally: SimulatedTime = SimulatedTime()) -> StepLibrary {
    var library = StepLibrary()
    library.defineParameterTypes()
    library.addTearDown()
    library.addSkippedScenarios()
    library.addServiceSteps()
    library.addTimeSteps()
    library.addLoginSteps()
    library.addFormSteps()
    library.addAlertSteps()
    library.addProgressSteps()
    library.addHomeSteps()
    library.addSignupSteps()
    library.addUserListSteps()
    library.addProfileFormSteps()
    library.addProfileSteps()
    library.addNavigationSteps()
    library.addAccessibilitySteps()
    library.addTimeline()
    library.addScenarioChecks(simulatedTime: tally)
    return library
  }
}
