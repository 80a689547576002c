/// The values that cross the layers of the Signup module.
public enum SignupModels {
  /// What the user typed, untouched, by field.
  public struct Request: Sendable, Equatable {
    /// The text of each field; a missing field is empty.
    public var fields: [FormField: String]

    /// Creates a request.
    public init(fields: [FormField: String] = [:]) { self.fields = fields }

    /// The text of `field`.
    public subscript(field: FormField) -> String {
      get { fields[field] ?? "" }
      set { fields[field] = newValue }
    }
  }

  /// The fields refused by their validation workers.
  public struct Refusal: Error, Sendable, Equatable {
    /// Each refused field with its issue.
    public var issues: FieldIssues

    /// Creates a refusal.
    public init(issues: FieldIssues) { self.issues = issues }
  }
}
