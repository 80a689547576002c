import ProfileApp

/// Registers every module with a recorder view: the test-side twin of an app's view-controller setup.
///
/// A new module adds one registration to ``register(in:recording:)``.
public enum RecorderModules {
  /// Registers each module's builder so that it gets a recorder writing to `recording`.
  public static func register(in registry: ModuleRegistry, recording: Recording) {
    registry.register(.login) { _, app in
      LoginModule.build(view: LoginRecorder(recording: recording), app: app)
    }
    registry.register(.signup) { _, app in
      SignupModule.build(view: SignupRecorder(recording: recording), app: app)
    }
    registry.register(.home) { route, app throws(NavigationError) in
      guard case .home(let user) = route else { throw .mismatchedRoute(route) }
      return HomeModule.build(view: HomeRecorder(recording: recording), user: user, app: app)
    }
    registry.register(.userList) { _, app in
      UserListModule.build(view: UserListRecorder(recording: recording), app: app)
    }
    registry.register(.profileForm) { route, app throws(NavigationError) in
      guard case .profileForm(let user, let saved) = route else { throw .mismatchedRoute(route) }
      return ProfileFormModule.build(
        view: ProfileFormRecorder(recording: recording), user: user, saved: saved, app: app)
    }
    registry.register(.profile) { route, app throws(NavigationError) in
      guard case .profile(let profile) = route else { throw .mismatchedRoute(route) }
      return ProfileModule.build(
        view: ProfileRecorder(recording: recording), profile: profile, app: app)
    }
  }
}
