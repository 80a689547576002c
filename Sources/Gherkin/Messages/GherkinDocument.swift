/// The parsed form of one Gherkin file (the `gherkinDocument` message).
public struct GherkinDocument: Sendable, Equatable {
  /// The path or URI of the file.
  public let uri: String?
  /// The feature, or nil for a file without one (e.g. an empty file).
  public let feature: Feature?
  /// Every `#` comment line of the file, in order.
  public let comments: [GherkinComment]

  /// Creates a document.
  public init(uri: String?, feature: Feature?, comments: [GherkinComment]) {
    self.uri = uri
    self.feature = feature
    self.comments = comments
  }
}

/// A `#` comment line.
public struct GherkinComment: Sendable, Equatable {
  /// Where the comment is.
  public let location: Location
  /// The whole line, including leading whitespace.
  public let text: String

  /// Creates a comment.
  public init(location: Location, text: String) {
    self.location = location
    self.text = text
  }
}

/// An `@tag` on a feature, rule, scenario or examples.
public struct GherkinTag: Sendable, Equatable {
  /// Where the tag is.
  public let location: Location
  /// The tag with its `@`.
  public let name: String
  /// The tag's unique id.
  public let id: String

  /// Creates a tag.
  public init(location: Location, name: String, id: String) {
    self.location = location
    self.name = name
    self.id = id
  }
}
