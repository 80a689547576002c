import ProfileApp

/// Registers every module with a recorder view: the test-side twin of an app's view-controller setup.
///
/// A new module adds one line to ``register(in:recording:)``.
@MainActor
public enum RecorderModules {
  /// Registers each module's builder so that it gets a recorder writing to `recording`.
  public static func register(in registry: ModuleRegistry, recording: Recording) {
    registry.register(.login) { _, app in
      LoginModule.build(view: LoginRecorder(recording: recording), app: app)
    }
  }
}
