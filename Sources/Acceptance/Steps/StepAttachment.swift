public import Foundation
import Synchronization

/// Something a step or hook attached to the report: text, JSON, an image, a link, a log line.
public struct StepAttachment: Sendable, Equatable {
  /// How the body is encoded.
  public enum Encoding: String, Sendable {
    /// The body is the text itself.
    case identity = "IDENTITY"
    /// The body is Base64 of the bytes.
    case base64 = "BASE64"
  }

  /// Where the attachment was made.
  public enum Origin: Sendable, Equatable {
    /// In a test step (a step or a scenario hook) of a test case attempt.
    case testStep(testCaseStartedId: String, testStepId: String)
    /// In a `beforeAll` or `afterAll` hook.
    case runHook(testRunHookStartedId: String)
  }

  /// The media type of ``StepReport/log(_:)``.
  package static let logMediaType = "text/x.cucumber.log+plain"
  /// The media type of ``StepReport/link(_:)``.
  package static let linkMediaType = "text/uri-list"

  /// The content, as text or Base64.
  public let body: String
  /// How `body` is encoded.
  public let encoding: Encoding
  /// The media type, such as `text/plain` or `image/png`.
  public let mediaType: String
  /// A file name for the content, if given.
  public let fileName: String?
  /// Where the attachment was made.
  public let origin: Origin
  /// When it was made.
  public let timestamp: Date
}

/// The report of the step or hook that is running: what it attaches, logs or links appears under it
/// in every report (Cucumber Messages, JSON, pretty).
///
/// ```swift
/// steps.then("the receipt is shown") { world in
///   StepReport.attach(world.receiptJSON, mediaType: "application/json")
///   StepReport.log("receipt \(world.receiptNumber)")
/// }
/// ```
///
/// Outside a step or hook (in code that a run did not call) these do nothing. A hook can also
/// reach them through its ``ScenarioInfo``.
public enum StepReport {
  /// Attaches `text` with its media type, such as `application/json`.
  public static func attach(_ text: String, mediaType: String, fileName: String? = nil) {
    AttachmentCollector.current?.add(
      body: text, encoding: .identity, mediaType: mediaType, fileName: fileName)
  }

  /// Attaches `bytes` (an image, a PDF…) with their media type, such as `image/png`.
  public static func attach(_ bytes: [UInt8], mediaType: String, fileName: String? = nil) {
    AttachmentCollector.current?.add(
      body: Data(bytes).base64EncodedString(), encoding: .base64, mediaType: mediaType,
      fileName: fileName)
  }

  /// Logs a line of text.
  public static func log(_ text: String) {
    attach(text, mediaType: StepAttachment.logMediaType)
  }

  /// Attaches a link.
  public static func link(_ url: String) {
    attach(url, mediaType: StepAttachment.linkMediaType)
  }
}

/// In a step hook these add to the report of the step it runs around.
extension ScenarioInfo {
  /// Attaches `text` with its media type to the report of the running hook.
  public func attach(_ text: String, mediaType: String, fileName: String? = nil) {
    StepReport.attach(text, mediaType: mediaType, fileName: fileName)
  }

  /// Attaches `bytes` with their media type to the report of the running hook.
  public func attach(_ bytes: [UInt8], mediaType: String, fileName: String? = nil) {
    StepReport.attach(bytes, mediaType: mediaType, fileName: fileName)
  }

  /// Logs a line of text to the report of the running hook.
  public func log(_ text: String) { StepReport.log(text) }

  /// Attaches a link to the report of the running hook.
  public func link(_ url: String) { StepReport.link(url) }
}

/// Collects the attachments made while a step or hook runs; the runner reports them before the
/// step's result.
///
/// A worker binds one collector for all its steps, which it points at each in turn
/// (``begin(_:)``), rather than one per step: binding a task-local value around a step would run
/// the step in a closure that no actor isolates, a switch of executors there and back. As in
/// Cucumber, what a task started by a step attaches after the step has ended goes to the step
/// running then, or nowhere between steps.
final class AttachmentCollector: Sendable {
  /// The collector of the step or hook running in this task.
  @TaskLocal static var current: AttachmentCollector?

  /// What the step or hook that is running has attached, and where it reports (`nil` between
  /// steps, when attachments are dropped).
  private let state: Mutex<(origin: StepAttachment.Origin?, collected: [StepAttachment])>

  /// A collector for the steps and hooks of a worker, one after another (``begin(_:)``).
  init() { state = Mutex((nil, [])) }

  /// A collector for the one hook or step at `origin`.
  init(origin: StepAttachment.Origin) { state = Mutex((origin, [])) }

  /// Collects for the step or hook at `origin` from now on.
  func begin(_ origin: StepAttachment.Origin) { state.withLock { $0.origin = origin } }

  func add(body: String, encoding: StepAttachment.Encoding, mediaType: String, fileName: String?) {
    state.withLock { state in
      guard let origin = state.origin else { return }
      state.collected.append(
        StepAttachment(
          body: body, encoding: encoding, mediaType: mediaType, fileName: fileName, origin: origin,
          timestamp: Date()))
    }
  }

  /// The attachments so far, emptying the collector; later ones are dropped until the next
  /// ``begin(_:)``.
  func drain() -> [StepAttachment] {
    state.withLock { state in
      defer {
        state.collected.removeAll()
        state.origin = nil
      }
      return state.collected
    }
  }
}
