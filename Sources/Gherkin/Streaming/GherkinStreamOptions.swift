/// What a ``GherkinStream`` emits for each file.
package struct GherkinStreamOptions: Sendable, Equatable {
  /// Emit a `source` message per file.
  package var includeSource: Bool
  /// Emit a `gherkinDocument` message per file.
  package var includeGherkinDocument: Bool
  /// Emit the `pickle` messages of each file.
  package var includePickles: Bool
  /// Use ids "0", "1", ... instead of UUIDs.
  package var predictableIds: Bool
  /// The language of files without a `# language:` header.
  package var defaultLanguage: String

  /// Creates options; by default everything is emitted, with UUID ids, in English.
  package init(
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
