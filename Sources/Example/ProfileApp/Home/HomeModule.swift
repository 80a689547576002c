/// Builds the Home module for a signed-in user around a view.
public enum HomeModule {
  /// Wires presenter, interactor and router to `view`; returns `view`.
  public static func build<View: HomeView>(view: View, user: User, app: AppContext) -> View {
    let interactor = HomeInteractor(
      user: user, service: app.dependencies.authService, session: app.session)
    let presenter = HomePresenter(
      interactor: interactor, router: HomeRouter(app: app), tasks: app.tasks)
    presenter.view = view
    view.presenter = presenter
    return view
  }
}
