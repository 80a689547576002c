/// The gender a profile states; the profile form offers every case as a segment.
public enum Gender: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Female.
  case female
  /// Male.
  case male
  /// Non-binary.
  case nonBinary
  /// The user prefers not to say (the form's default).
  case unspecified
}
