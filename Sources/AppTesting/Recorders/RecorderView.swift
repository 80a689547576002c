import ProfileApp

/// What every recorder view shares: the log, the visible alert and field errors, and input by element.
///
/// A module's recorder subclasses it, implements the module's View protocol by recording each call,
/// and maps element identifiers to presenter events in ``type(_:into:)`` and ``tap(_:)`` (the job of
/// a view controller's actions in an app).
@MainActor
public class RecorderView {
  /// The screen this recorder shows.
  public let recordedScreen: ScreenID
  /// The log the recorder writes to.
  public let recording: Recording
  /// The alert on screen, if any.
  public private(set) var alert: AlertViewModel?
  /// The field errors on screen.
  public private(set) var fieldErrors: [FieldErrorViewModel] = []
  /// Whether the progress indicator is visible.
  public private(set) var isLoading = false

  /// Creates a recorder of `screen` writing to `recording`.
  public init(screen: ScreenID, recording: Recording) {
    self.recordedScreen = screen
    self.recording = recording
  }

  /// The view calls this screen received, in order.
  public var records: [Recorded<ViewEvent>] { recording.view(on: recordedScreen) }

  /// The presenter's accessibility elements (empty before the module is wired).
  public var elements: [AccessibilityElement] {
    (self as? any ModuleView)?.screen?.accessibilityElements ?? []
  }

  /// Records `event` and keeps the visible state it implies.
  public func record(_ event: ViewEvent) {
    switch event {
    case .loading(let shown): isLoading = shown
    case .alert(let shown): alert = shown
    case .alertDismissed: alert = nil
    case .fieldErrors(let errors): fieldErrors = errors
    case .buttonEnabled, .text, .list: break
    }
    recording.record(event, on: recordedScreen)
  }

  /// Dismisses the visible alert, as its OK button would.
  public func dismissAlert() {
    if alert != nil { record(.alertDismissed) }
  }

  /// Sends the text of the field `id` to the presenter; subclasses map their fields.
  public func type(_ text: String, into id: String) throws(HarnessError) {
    throw .notEditable(id, on: recordedScreen)
  }

  /// Sends a tap on the element `id` to the presenter; subclasses map their buttons and rows.
  public func tap(_ id: String) throws(HarnessError) {
    throw .notTappable(id, on: recordedScreen)
  }
}
