/// The text of one Gherkin file, as the `source` message carries it.
public struct Source: Sendable, Equatable {
  /// The media type of Gherkin written in the classic `.feature` syntax.
  public static let plainMediaType = "text/x.cucumber.gherkin+plain"
  /// The media type of Gherkin written in Markdown (`.feature.md`).
  public static let markdownMediaType = "text/x.cucumber.gherkin+markdown"

  /// The path or URI of the file.
  public let uri: String
  /// The full text of the file.
  public let data: String
  /// ``plainMediaType`` or ``markdownMediaType``.
  public let mediaType: String

  /// Creates a source message.
  public init(uri: String, data: String, mediaType: String) {
    self.uri = uri
    self.data = data
    self.mediaType = mediaType
  }

  /// The media type for a path: Markdown for `.md` files, plain Gherkin otherwise.
  public static func mediaType(forPath path: String) -> String {
    path.hasSuffix(".md") ? markdownMediaType : plainMediaType
  }
}
