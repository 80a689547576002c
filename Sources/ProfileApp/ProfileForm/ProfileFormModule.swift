/// Builds the ProfileForm module for a signed-in user around a view.
///
/// ```swift
/// registry.register(.profileForm) { route, app throws(NavigationError) in
///   guard case .profileForm(let user) = route else { throw .mismatchedRoute(route) }
///   return ProfileFormModule.build(view: ProfileFormRecorder(recording: recording), user: user, app: app)
/// }
/// ```
public enum ProfileFormModule {
  /// Wires presenter, interactor and router to `view`, with ages computed against the app's `now`;
  /// returns `view`.
  @MainActor
  public static func build<View: ProfileFormView>(view: View, user: User, app: AppContext) -> View {
    let presenter = ProfileFormPresenter(
      interactor: ProfileFormInteractor(user: user, now: app.dependencies.now),
      router: ProfileFormRouter(app: app))
    presenter.view = view
    view.presenter = presenter
    return view
  }
}
