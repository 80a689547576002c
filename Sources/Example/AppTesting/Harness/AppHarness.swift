import ProfileApp

/// Drives the whole app headless: recorder views, a recording navigator, time you move by hand.
///
/// The Gherkin step library is a thin layer over this type.
///
/// ```swift
/// let harness = AppHarness(dependencies: dependencies, time: time, isolation: MainActor.shared)
/// try harness.start()                              // Login as root
/// try harness.type("ada@example.com", into: "Email")
/// try harness.type("Secret1", into: "Password")
/// try harness.tap("Login")
/// await harness.waitForPendingRequest()            // the service call is in flight
/// await harness.advance(by: .seconds(1))           // the call completes, the presenter reacts
/// try harness.screen.id                            // .home
/// ```
public final class AppHarness {
  /// The running app the harness drives.
  public let app: AppContext
  /// The recording navigation stack.
  public let navigation: NavigationRecorder
  /// Every recorded view and navigation call.
  public let recording: Recording
  /// The module registry (add or replace builders before ``start(at:)``).
  public var modules: ModuleRegistry { app.modules }
  private let time: TimeControl
  private let waiter = ConditionWaiter()

  /// Builds the app on `dependencies`, with recorders for every module, stamped with `time`, and
  /// confined to `isolation`: the harness's owner, on which every call to it is made. The app's
  /// tasks prefer `taskExecutor` for their code that is not isolated to it, when given.
  public init(
    dependencies: AppDependencies, time: TimeControl, isolation: any Actor,
    taskExecutor: (any TaskExecutor)? = nil
  ) {
    let recording = Recording(now: time.now)
    let navigation = NavigationRecorder(recording: recording)
    let modules = ModuleRegistry()
    RecorderModules.register(in: modules, recording: recording)
    self.recording = recording
    self.navigation = navigation
    self.time = time
    self.app = AppContext(
      dependencies: dependencies, navigator: navigation, modules: modules, isolation: isolation,
      taskExecutor: taskExecutor)
    let notify = waiter.notify
    app.tasks.onChange = notify
    time.onPendingChange(notify)
  }

  // MARK: Starting and querying

  /// Shows `route` as the root screen (Login unless told otherwise).
  public func start(at route: AppRoute = .login) throws(HarnessError) {
    do {
      try app.show(route, as: .root)
    } catch {
      throw .navigation(error)
    }
  }

  /// The recorder of the top screen.
  public var top: RecorderView? { navigation.top as? RecorderView }

  /// The top screen now: its id, elements, alert and field errors.
  public var screen: ScreenState {
    get throws(HarnessError) {
      guard let top, let view = navigation.top else { throw .noScreen }
      return ScreenState(
        id: view.screenID, elements: top.elements, alert: top.alert, fieldErrors: top.fieldErrors)
    }
  }

  /// The accessibility problems of the top screen, as it is shown.
  public func audit() throws(HarnessError) -> [AccessibilityIssue] {
    try screen.accessibilityIssues
  }

  /// The harness time elapsed since the start.
  public var now: Duration { time.now() }

  // MARK: Acting

  /// Types `text` into the field whose label (or identifier) is `field` on the top screen; fails
  /// when an alert covers the screen or the field is disabled.
  public func type(_ text: String, into field: String) throws(HarnessError) {
    let (recorder, element) = try findUsable(field)
    try naming(field) { () throws(HarnessError) in try recorder.type(text, into: element.id) }
  }

  /// Taps the element whose label (or identifier) is `name`; fails when an alert covers the
  /// screen or the element is disabled, since a device ignores such a tap.
  public func tap(_ name: String) throws(HarnessError) {
    let (recorder, element) = try findUsable(name)
    try naming(name) { () throws(HarnessError) in try recorder.tap(element.id) }
  }

  /// Presses the keyboard's Return key in the field whose label (or identifier) is `field`.
  public func pressReturn(in field: String) throws(HarnessError) {
    let (recorder, element) = try findUsable(field)
    try naming(field) { () throws(HarnessError) in try recorder.pressReturn(in: element.id) }
  }

  /// Goes back to the previous screen, as the navigation bar's back button does; fails on the
  /// first screen of the stack and while an alert is shown.
  public func goBack() throws(HarnessError) {
    let state = try screen
    if let alert = state.alert { throw .alertShown(alert, on: state.id) }
    guard navigation.modal == nil, navigation.stack.count > 1 else {
      throw .cannotGoBack(from: state.id)
    }
    navigation.pop()
  }

  /// Dismisses the alert of the top screen; fails when none is shown.
  public func dismissAlert() throws(HarnessError) {
    guard let top, let view = navigation.top else { throw .noScreen }
    guard top.alert != nil else { throw .noAlert(on: view.screenID) }
    top.dismissAlert()
  }

  // MARK: Time and synchronisation

  /// Returns once a request waits on the clock; `false` if the app went idle without one.
  @discardableResult
  public func waitForPendingRequest() async -> Bool {
    await waiter.wait { [time, app] in time.pendingRequests() > 0 || app.tasks.isIdle }
    return time.pendingRequests() > 0
  }

  /// Returns once every running presenter task is either finished or waiting on the clock.
  public func settle() async {
    await waiter.wait { [time, app] in app.tasks.runningCount <= time.pendingRequests() }
  }

  /// Moves time forward by `duration`, deadline by deadline, letting the app react at each one.
  public func advance(by duration: Duration) async {
    let target = time.now() + duration
    await settle()
    while let deadline = time.nextDeadline(), deadline <= target {
      time.advance(deadline)
      await settle()
    }
    time.advance(target)
    await settle()
  }

  /// Moves time on until no presenter task is running: every pending request completes.
  public func runUntilIdle() async {
    await settle()
    while !app.tasks.isIdle, let deadline = time.nextDeadline() {
      time.advance(deadline)
      await settle()
    }
  }

  /// Runs `action` on an element the step called `name`, so that an error names it as the step
  /// did ("Age"), not by its identifier ("profileForm.age").
  func naming(_ name: String, _ action: () throws(HarnessError) -> Void) throws(HarnessError) {
    do {
      try action()
    } catch .notEditable(_, let screen) {
      throw .notEditable(name, on: screen)
    } catch .notTappable(_, let screen) {
      throw .notTappable(name, on: screen)
    }
  }

  /// The recorder of the top screen and its element `name`, which the user can use now.
  func findUsable(_ name: String) throws(HarnessError) -> (RecorderView, AccessibilityElement) {
    let state = try screen
    if let alert = state.alert { throw .alertShown(alert, on: state.id) }
    guard let top, let element = state.element(name) else {
      throw .noElement(name, on: state.id, shown: state.inventory)
    }
    guard element.isEnabled else {
      throw .disabled(name, on: state.id, enabled: state.inventory(of: state.usable))
    }
    return (top, element)
  }
}
