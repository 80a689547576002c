/// The name and version of this harness, as `acceptance --version` prints them and Cucumber
/// Messages give them in `meta.implementation`.
public enum HarnessVersion {
  /// "swift-acceptance".
  public static let name = "swift-acceptance"
  /// The release, "0.1.0".
  public static let number = "0.1.0"
}
