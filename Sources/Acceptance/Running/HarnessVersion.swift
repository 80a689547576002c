/// The name and version of this harness, as `acceptance --version` prints them and Cucumber
/// Messages give them in `meta.implementation`.
package enum HarnessVersion {
  /// "swift-acceptance".
  package static let name = "swift-acceptance"
  /// The release, "0.1.0".
  package static let number = "0.1.0"
}
