/// Builds the Signup module around a view.
public enum SignupModule {
  /// Wires presenter, interactor and router to `view`; returns `view`.
  public static func build<View: SignupView>(view: View, app: AppContext) -> View {
    let presenter = SignupPresenter(
      interactor: SignupInteractor(service: app.dependencies.authService, session: app.session),
      router: SignupRouter(app: app), tasks: app.tasks)
    presenter.view = view
    view.presenter = presenter
    return view
  }
}
