/// Builds the ProfileForm module for a signed-in user around a view.
///
/// ```swift
/// registry.register(.profileForm) { route, app throws(NavigationError) in
///   guard case .profileForm(let user, let saved) = route else { throw .mismatchedRoute(route) }
///   return ProfileFormModule.build(
///     view: ProfileFormRecorder(recording: recording), user: user, saved: saved, app: app)
/// }
/// ```
public enum ProfileFormModule {
  /// Wires presenter, interactor and router to `view`, the form starting from `saved` when given,
  /// with ages computed against the app's `now`; returns `view`.
  public static func build<View: ProfileFormView>(
    view: View, user: User, saved: UserProfile? = nil, app: AppContext
  ) -> View {
    let presenter = ProfileFormPresenter(
      interactor: ProfileFormInteractor(
        user: user, saved: saved, service: app.dependencies.authService, session: app.session,
        now: app.dependencies.now),
      router: ProfileFormRouter(app: app), tasks: app.tasks)
    presenter.view = view
    view.presenter = presenter
    return view
  }
}
