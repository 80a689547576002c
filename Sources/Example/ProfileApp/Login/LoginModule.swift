/// Builds the Login module around a view.
///
/// ```swift
/// registry.register(.login) { _, app in
///   LoginModule.build(view: LoginRecorder(recording: recording), app: app)
/// }
/// ```
public enum LoginModule {
  /// Wires presenter, interactor and router to `view` from the app's dependencies; returns `view`.
  public static func build<View: LoginView>(view: View, app: AppContext) -> View {
    let presenter = LoginPresenter(
      interactor: LoginInteractor(service: app.dependencies.authService, session: app.session),
      router: LoginRouter(app: app),
      tasks: app.tasks)
    presenter.view = view
    view.presenter = presenter
    return view
  }
}
