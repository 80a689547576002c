/// A capture group of a successful match: its text, where it is, and the groups nested in it.
///
/// Offsets count UTF-16 code units of the matched text, as in the official JavaScript
/// implementation and Cucumber Messages.
public struct Group: Sendable, Equatable {
  /// The matched text; `nil` when the group did not take part in the match (an unmatched
  /// optional group).
  public let value: String?
  /// The UTF-16 offset where the group starts; `nil` when it did not match.
  public let start: Int?
  /// The UTF-16 offset just past the group; `nil` when it did not match.
  public let end: Int?
  /// The capture groups directly inside this one (non-capturing and lookaround groups skipped).
  public let children: [Group]

  /// Creates a group.
  public init(value: String?, start: Int?, end: Int?, children: [Group] = []) {
    self.value = value
    self.start = start
    self.end = end
    self.children = children
  }

  /// The values a parameter type transforms: the children's values, or this group's own value
  /// when it has no children.
  public var values: [String?] {
    children.isEmpty ? [value] : children.map(\.value)
  }
}
