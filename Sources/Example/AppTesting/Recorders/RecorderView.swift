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
  /// What the presenter and the user put on each element, one entry per identifier named: by a
  /// call, or by the layout.
  private var shownOn: [ShownOnElement] = []
  /// The place in ``shownOn`` of each identifier's entry.
  private var places: [String: Int] = [:]
  /// The place in ``shownOn`` of each item of ``layout``, in order, so that rendering the screen
  /// (after every step, for the accessibility audit) hashes no identifier.
  private var itemPlaces: [Int] = []

  /// What an element shows besides its layout.
  private struct ShownOnElement {
    /// The value typed or shown in a field or control.
    var value: String? {
      didSet {
        masked = value.flatMap { $0.isEmpty ? nil : String(repeating: "•", count: $0.count) }
      }
    }
    /// The value as a secure field shows it, one bullet per character (`nil` when empty), made
    /// when the value is set rather than at every rendering.
    private(set) var masked: String?
    /// The content of an element that the layout declares ``ScreenLayout/Presence/whenShown``.
    var content: String?
    /// The error message shown under a field.
    var error: String?
    /// Whether the presenter disabled the element.
    var isDisabled = false
    /// Whether a ``ScreenLayout/Presence/whenShown`` element without content is shown.
    var isRevealed = false
  }

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
    shown.reserveCapacity(layout.items.count)
    for (item, place) in zip(layout.items, itemPlaces) {
      var element = item.element
      let onElement = shownOn[place]
      switch item.presence {
      case .whileLoading:
        guard isLoading else { continue }
      case .whenShown:
        if let content = onElement.content {
          if element.label.isEmpty { element.label = content } else { element.value = content }
        } else if !onElement.isRevealed {
          continue
        }
      case .always:
        if let value = onElement.value {
          element.value = element.role == .secureField ? onElement.masked : value
        }
      }
      element.isEnabled = !onElement.isDisabled
      shown.append(element)
      if let message = onElement.error {
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
  public func showLayout(_ layout: ScreenLayout) {
    self.layout = layout
    itemPlaces = layout.items.map { place(of: $0.element.id) }
  }

  /// The place in ``shownOn`` of the element `id`'s entry, made empty the first time it is named.
  private func place(of id: String) -> Int {
    if let place = places[id] { return place }
    places[id] = shownOn.count
    shownOn.append(ShownOnElement())
    return shownOn.count - 1
  }

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
    shownOn[place(of: id)].isDisabled = !enabled
    record(.buttonEnabled(layout.element(id)?.label ?? id, enabled))
  }

  /// Enables or disables the submit button (``SubmittingView``).
  public func setSubmitEnabled(_ enabled: Bool) {
    setEnabled(enabled, id: submitID ?? "\(recordedScreen.rawValue).submit")
  }

  /// Shows `text` as the content of the element `id` (``ScreenLayout/Presence/whenShown``); an
  /// empty or `nil` text takes the element off screen.
  func show(content text: String?, in id: String) {
    shownOn[place(of: id)].content = text?.isEmpty == false ? text : nil
  }

  /// Shows or hides the element `id` that the layout declares ``ScreenLayout/Presence/whenShown``
  /// and that has no content to show (a button offered only now and then, such as Retry).
  func reveal(_ id: String, _ shown: Bool) {
    shownOn[place(of: id)].isRevealed = shown
  }

  /// Shows `value` in the field or control `id`, or clears it (`nil`).
  func show(value: String?, in id: String) { shownOn[place(of: id)].value = value }

  /// Shows each field's message under the field whose identifier is the key, replacing earlier ones.
  func show(errors messages: [String: String]) {
    for index in shownOn.indices { shownOn[index].error = nil }
    for (id, message) in messages { shownOn[place(of: id)].error = message }
  }

  // MARK: What the user does

  /// Dismisses the visible alert, as its OK button would.
  public func dismissAlert() {
    if alert != nil { record(.alertDismissed) }
  }

  /// Types `text` into the field `id`: the presenter is told, and the field shows the text.
  public func type(_ text: String, into id: String) throws(HarnessError) {
    try relayTyping(text, into: id)
    shownOn[place(of: id)].value = text
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
