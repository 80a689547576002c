extension StepCatalog {
  /// The one to three definitions closest to the step text `text` (without keyword), closest
  /// first, for "did you mean"; none when no definition is reasonably close. An undefined step's
  /// report lists them, with their examples, before its snippet.
  ///
  /// ```swift
  /// steps.when("the user logs in as {string}") { (world, email: String) in }
  /// let suggestions = StepCatalog(steps).closest(to: #"the user log in as "ada@example.com""#)
  /// // [the user logs in as {string}], with its example
  /// ```
  public func closest(to text: String) -> [Entry] {
    var suggester = StepSuggester(entries)
    return suggester.closest(to: text)
  }
}
