/// Recorder views, the navigation recorder and the accessibility audit.
public enum AppTesting {}
