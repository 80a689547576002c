/// The UserList module: the registered users, and the details of the one selected.

/// What the UserList presenter tells its view.
public protocol UserListView: ModuleView, LayoutView, LoadingView {
  /// The presenter this view reports events to; the view holds it strongly.
  var presenter: (any UserListPresenting)? { get set }
  /// Shows the rows of the list.
  func showUsers(_ rows: [UserListModels.Row])
  /// Shows the details of the selected user.
  func showDetails(_ details: UserListModels.Details)
  /// Shows why the list or a user's details cannot be shown; an empty message takes it away.
  func showMessage(_ message: String)
  /// Shows (or hides) the Retry button, offered after the list failed to load.
  func showRetry(_ shown: Bool)
}

extension UserListView {
  /// The UserList screen.
  public var screenID: ScreenID { .userList }
  /// The presenter, as the navigator sees it.
  public var screen: (any ScreenPresenting)? { presenter }
}

/// The events a UserList view sends to its presenter.
public protocol UserListPresenting: ScreenPresenting {
  /// The user selected the row of the user with this identifier.
  func didSelectUser(id: String)
  /// The user tapped Retry after the list failed to load.
  func didTapRetry()
}

/// The UserList business logic.
public protocol UserListInteracting: AnyObject {
  /// Asks the service for the list or one user's details; a `notSignedIn` answer ends the app's
  /// session too.
  func load(_ request: UserListModels.Request) async -> UserListModels.Response
}

/// Where UserList can go.
public protocol UserListRouting: AnyObject {
  /// Opens `route`.
  func route(to route: UserListRoute) throws(NavigationError)
}

/// The destinations of UserList.
public enum UserListRoute: Sendable, Equatable {
  /// Login as the new root, when the service says the session has ended.
  case login
}

/// The accessibility identifiers of the UserList screen's elements.
public enum UserListElement {
  /// The screen title.
  public static let title = "userList.title"
  /// The message saying why something cannot be shown.
  public static let message = "userList.message"
  /// The details of the selected user.
  public static let details = "userList.details"
  /// The progress indicator, present while loading.
  public static let progress = "userList.progress"
  /// The Retry button, present after the list failed to load.
  public static let retry = "userList.retry"
  /// The prefix of a row's identifier, followed by the user's identifier.
  public static let rowPrefix = "userList.row."

  /// The identifier of the row of `userID`.
  public static func row(_ userID: String) -> String { rowPrefix + userID }
}
