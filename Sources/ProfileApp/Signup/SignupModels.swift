/// The values that cross the layers of the Signup module.
public enum SignupModels {
  /// The fields of the form, in order.
  public static let fields: [FormField] = [.firstName, .lastName, .email, .password, .phone]

  /// What the user typed, untouched, by field.
  public struct Request: Sendable, Equatable {
    /// The text of each field; a missing field is empty.
    public var fields: [FormField: String]

    /// Creates a request.
    public init(fields: [FormField: String] = [:]) { self.fields = fields }

    /// The request that enters every field of `account`.
    public init(_ account: NewAccount) {
      fields = [
        .firstName: account.firstName, .lastName: account.lastName, .email: account.email,
        .password: account.password, .phone: account.phone,
      ]
    }

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
