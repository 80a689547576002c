import ProfileApp

/// What every recorder view shares: the log, and the screen rendered from the presenter's calls.
///
/// A recorder is a headless view controller. It shows only what its presenter told it through the
/// View protocol: the module's ``ScreenLayout`` (labels, roles, hints), the text the user typed
/// into a field (as a text field keeps it), values and content the presenter sent, buttons enabled
/// or not, field errors, the loading state and alerts. ``elements`` is that screen, which steps and
/// the accessibility audit read; a presenter that forgets a call leaves the screen without it.
///
/// A module's recorder subclasses it, implements the module's View protocol by recording each call,
/// and maps element identifiers to presenter events in ``relayTyping(_:into:)`` and
/// ``relayTap(_:)`` (the job of a view controller's actions in an app).
public class RecorderView {
  /// The screen this recorder shows.
  public let recordedScreen: ScreenID
  /// The log the recorder writes to.
  public let recording: Recording
  /// The layout the presenter sent (empty until the view has loaded).
  public private(set) var layout = ScreenLayout([])
  /// The alert on screen, if any.
  public private(set) var alert: AlertViewModel?
  /// The field errors on screen, as the Sign up form's presenter sent them.
  public private(set) var fieldErrors: [FieldErrorViewModel] = []
  /// Whether the view shows its loading state (its progress indicator).
  public private(set) var isLoading = false

  /// The identifier of the screen's submit button, which ``setSubmitEnabled(_:)`` acts on.
  let submitID: String?
  private var values: [String: String] = [:]
  private var contents: [String: String] = [:]
  private var errors: [String: String] = [:]
  private var disabled: Set<String> = []
  private var revealed: Set<String> = []

  /// Creates a recorder of `screen` writing to `recording`.
  init(screen: ScreenID, recording: Recording, submitID: String? = nil) {
    self.recordedScreen = screen
    self.recording = recording
    self.submitID = submitID
  }

  /// The view calls this screen received, in order.
  public var records: [Recorded<ViewEvent>] { recording.view(on: recordedScreen) }

  /// The screen as shown now, in reading order: the layout's elements that are on screen, with
  /// their values, content and enabled state, each field followed by its error message, and the
  /// rows a subclass shows after an element.
  public var elements: [AccessibilityElement] {
    var shown: [AccessibilityElement] = []
    for item in layout.items {
      var element = item.element
      switch item.presence {
      case .whileLoading:
        guard isLoading else { continue }
      case .whenShown:
        if let content = contents[element.id] {
          if element.label.isEmpty { element.label = content } else { element.value = content }
        } else if !revealed.contains(element.id) {
          continue
        }
      case .always:
        if let value = values[element.id] {
          element.value =
            element.role == .secureField
            ? (value.isEmpty ? nil : String(repeating: "•", count: value.count)) : value
        }
      }
      element.isEnabled = !disabled.contains(element.id)
      shown.append(element)
      if let message = errors[element.id] {
        shown.append(
          AccessibilityElement(id: "\(element.id).error", role: .staticText, label: message))
      }
      shown += elements(following: element.id)
    }
    return shown
  }

  /// The elements a subclass shows right after the layout's element `id`: list rows, detail lines.
  func elements(following id: String) -> [AccessibilityElement] { [] }

  // MARK: What the presenter tells the view

  /// Lays the screen out (``LayoutView``).
  public func showLayout(_ layout: ScreenLayout) { self.layout = layout }

  /// Records `event` and shows what it says.
  public func record(_ event: ViewEvent) {
    switch event {
    case .loading(let shown): isLoading = shown
    case .alert(let shown): alert = shown
    case .alertDismissed: alert = nil
    case .fieldErrors(let shownErrors): fieldErrors = shownErrors
    case .text(let id, let text): show(content: text, in: id)
    case .buttonEnabled, .list, .shown: break
    }
    recording.record(event, on: recordedScreen)
  }

  /// Enables or disables the element `id` and records it under the element's label.
  func setEnabled(_ enabled: Bool, id: String) {
    if enabled { disabled.remove(id) } else { disabled.insert(id) }
    record(.buttonEnabled(layout.element(id)?.label ?? id, enabled))
  }

  /// Enables or disables the submit button (``SubmittingView``).
  public func setSubmitEnabled(_ enabled: Bool) {
    setEnabled(enabled, id: submitID ?? "\(recordedScreen.rawValue).submit")
  }

  /// Shows `text` as the content of the element `id` (``ScreenLayout/Presence/whenShown``); an
  /// empty or `nil` text takes the element off screen.
  func show(content text: String?, in id: String) {
    contents[id] = text?.isEmpty == false ? text : nil
  }

  /// Shows or hides the element `id` that the layout declares ``ScreenLayout/Presence/whenShown``
  /// and that has no content to show (a button offered only now and then, such as Retry).
  func reveal(_ id: String, _ shown: Bool) {
    if shown { revealed.insert(id) } else { revealed.remove(id) }
  }

  /// Shows `value` in the field or control `id`, or clears it (`nil`).
  func show(value: String?, in id: String) { values[id] = value }

  /// Shows each field's message under the field whose identifier is the key, replacing earlier ones.
  func show(errors messages: [String: String]) { errors = messages }

  // MARK: What the user does

  /// Dismisses the visible alert, as its OK button would.
  public func dismissAlert() {
    if alert != nil { record(.alertDismissed) }
  }

  /// Types `text` into the field `id`: the presenter is told, and the field shows the text.
  public func type(_ text: String, into id: String) throws(HarnessError) {
    try relayTyping(text, into: id)
    values[id] = text
  }

  /// Taps the element `id`: the presenter is told.
  public func tap(_ id: String) throws(HarnessError) {
    try relayTap(id)
  }

  /// Presses the keyboard's Return key in the field `id`: on a form's last field it submits the
  /// form, even while the submit button is disabled, as on a device.
  public func pressReturn(in id: String) throws(HarnessError) {
    try relayReturn(in: id)
  }

  /// Sends the Return key of the field `id` to the presenter; subclasses map their last field.
  /// Elsewhere the key does nothing, but it must be pressed in a field.
  func relayReturn(in id: String) throws(HarnessError) {
    guard let role = layout.element(id)?.role, role == .textField || role == .secureField else {
      throw .notEditable(id, on: recordedScreen)
    }
  }

  /// Sends the text of the field `id` to the presenter; subclasses map their fields.
  func relayTyping(_ text: String, into id: String) throws(HarnessError) {
    throw .notEditable(id, on: recordedScreen)
  }

  /// Sends a tap on the element `id` to the presenter; subclasses map their buttons and rows.
  func relayTap(_ id: String) throws(HarnessError) {
    throw .notTappable(id, on: recordedScreen)
  }
}
