/// The refused fields of a form submission, each with its issue, in field order.
public typealias FieldIssues = [FormField: ValidationIssue]

/// A form's field error as a view shows it: the field and its message.
public struct FieldErrorViewModel: Sendable, Equatable, Hashable {
  /// The refused field.
  public var field: FormField
  /// What is wrong, in words.
  public var message: String

  /// Creates a field error.
  public init(field: FormField, message: String) {
    self.field = field
    self.message = message
  }

  /// The view models of `issues`, in the order of ``FormField/allCases``.
  public static func list(_ issues: FieldIssues) -> [FieldErrorViewModel] {
    FormField.allCases.compactMap { field in
      issues[field].map {
        FieldErrorViewModel(field: field, message: ValidationMessages.text(for: $0, in: field))
      }
    }
  }
}
