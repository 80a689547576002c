/// Builds the UserList module around a view.
public enum UserListModule {
  /// Wires presenter, interactor and router to `view`; returns `view`.
  public static func build<View: UserListView>(view: View, app: AppContext) -> View {
    let presenter = UserListPresenter(
      interactor: UserListInteractor(service: app.dependencies.authService, session: app.session),
      router: UserListRouter(app: app), tasks: app.tasks)
    presenter.view = view
    view.presenter = presenter
    return view
  }
}
