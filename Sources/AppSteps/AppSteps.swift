/// The step library that glues `Features/` to the app's modules.
public enum AppSteps {}
