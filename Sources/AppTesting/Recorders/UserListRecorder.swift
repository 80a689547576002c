import ProfileApp

/// The UserList view of tests: records every presenter call and forwards row taps to the presenter.
@MainActor
public final class UserListRecorder: RecorderView, UserListView {
  public var presenter: (any UserListPresenting)?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .userList, recording: recording) }

  public func showLoading() { record(.loading(true)) }
  public func hideLoading() { record(.loading(false)) }
  public func showUsers(_ rows: [UserListModels.Row]) {
    record(.list(UserListElement.title, rows.map(\.text)))
  }
  public func showDetails(_ details: UserListModels.Details) {
    record(.list(UserListElement.details, details.lines))
  }
  public func showMessage(_ message: String) { record(.text(UserListElement.message, message)) }

  public override func tap(_ id: String) throws(HarnessError) {
    guard id.hasPrefix(UserListElement.rowPrefix) else { return try super.tap(id) }
    presenter?.didSelectUser(id: String(id.dropFirst(UserListElement.rowPrefix.count)))
  }
}
