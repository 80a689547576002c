/// What a ``GherkinStream`` emits for each file.
public struct GherkinStreamOptions: Sendable, Equatable {
  /// Emit a `source` message per file.
  public var includeSource: Bool
  /// Emit a `gherkinDocument` message per file.
  public var includeGherkinDocument: Bool
  /// Emit the `pickle` messages of each file.
  public var includePickles: Bool
  /// Use ids "0", "1", ... instead of UUIDs.
  public var predictableIds: Bool
  /// The language of files without a `# language:` header.
  public var defaultLanguage: String

  /// Creates options; by default everything is emitted, with UUID ids, in English.
  public init(
    includeSource: Bool = true, includeGherkinDocument: Bool = true, includePickles: Bool = true,
    predictableIds: Bool = false, defaultLanguage: String = "en"
  ) {
    self.includeSource = includeSource
    self.includeGherkinDocument = includeGherkinDocument
    self.includePickles = includePickles
    self.predictableIds = predictableIds
    self.defaultLanguage = defaultLanguage
  }
}
