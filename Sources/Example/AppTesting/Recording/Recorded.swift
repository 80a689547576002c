import ProfileApp

/// One recorded call: when it happened on the harness clock, on which screen, and what it was.
///
/// Records are `Sendable, Equatable` values, so a test compares a whole recorded sequence at once.
public struct Recorded<Event: Sendable & Equatable>: Sendable, Equatable {
  /// The harness time of the call (virtual time under a virtual clock).
  public var at: Duration
  /// The screen that received or caused the call.
  public var screen: ScreenID
  /// The call.
  public var event: Event

  /// Creates a record.
  public init(at: Duration, screen: ScreenID, event: Event) {
    self.at = at
    self.screen = screen
    self.event = event
  }
}
