import ProfileApp

/// The User list view of tests: records every presenter call and forwards row taps to the presenter.
///
/// Shows each row as a button labelled with the row's text, and the selected user's details as
/// lines of text, after the title.
public final class UserListRecorder: RecorderView, UserListView {
  public var presenter: (any UserListPresenting)?
  private var rows: [UserListModels.Row] = []
  private var details: UserListModels.Details?

  /// Creates a recorder writing to `recording`.
  public init(recording: Recording) { super.init(screen: .userList, recording: recording) }

  public func showUsers(_ rows: [UserListModels.Row]) {
    self.rows = rows
    record(.list(UserListElement.title, rows.map(\.text)))
  }
  public func showDetails(_ details: UserListModels.Details) {
    self.details = details
    record(.list(UserListElement.details, details.lines))
  }
  public func showMessage(_ message: String) { record(.text(UserListElement.message, message)) }
  public func showRetry(_ shown: Bool) {
    reveal(UserListElement.retry, shown)
    record(.shown(UserListElement.retry, shown))
  }

  override func elements(following id: String) -> [AccessibilityElement] {
    guard id == UserListElement.title else { return [] }
    let rowElements = rows.map {
      AccessibilityElement(id: UserListElement.row($0.id), role: .button, label: $0.text)
    }
    let detailLines = (details?.lines ?? []).enumerated().map {
      AccessibilityElement(
        id: "\(UserListElement.details).\($0.offset)", role: .staticText, label: $0.element)
    }
    return rowElements + detailLines
  }

  override func relayTap(_ id: String) throws(HarnessError) {
    if id == UserListElement.retry {
      presenter?.didTapRetry()
      return
    }
    guard id.hasPrefix(UserListElement.rowPrefix) else { return try super.relayTap(id) }
    presenter?.didSelectUser(id: String(id.dropFirst(UserListElement.rowPrefix.count)))
  }
}
