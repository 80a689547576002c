/// Builds the Profile module for a saved profile around a view.
public enum ProfileModule {
  /// Wires presenter, interactor and router to `view`, with the age computed against the app's
  /// `now`; returns `view`.
  public static func build<View: ProfileView>(
    view: View, profile: UserProfile, app: AppContext
  ) -> View {
    let presenter = ProfilePresenter(
      interactor: ProfileInteractor(profile: profile, now: app.dependencies.now),
      router: ProfileRouter(app: app))
    presenter.view = view
    view.presenter = presenter
    return view
  }
}
