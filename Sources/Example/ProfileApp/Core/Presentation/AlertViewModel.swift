/// An alert as a view shows it: a title and a message, already worded for the user.
public struct AlertViewModel: Sendable, Equatable, Hashable {
  /// The alert's title.
  public var title: String
  /// The alert's message.
  public var message: String

  /// Creates an alert.
  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  /// An alert titled "Error" with `message`.
  public static func error(_ message: String) -> AlertViewModel {
    AlertViewModel(title: "Error", message: message)
  }
}
