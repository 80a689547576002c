import Foundation
import Gherkin

/// What happened during a scenario, moment by moment and lane by lane: an attachment that the HTML
/// report draws as a chart, one lane per actor, with each event's text in a tooltip and in a table.
///
/// For an app driven on a virtual clock, an `after` hook turns what its test doubles recorded into
/// events (what each view was told, the navigation, each service call with its latency against its
/// budget) and attaches them:
///
/// ```swift
/// steps.after(name: "timeline") { world, scenario in
///   scenario.attach(Timeline([
///     TimelineEvent(at: .zero, lane: "Login view", "loading shown"),
///     TimelineEvent(at: .zero, lane: "Auth service", "login",
///                   duration: .milliseconds(300), budget: .seconds(1)),
///     TimelineEvent(at: .milliseconds(300), lane: "Login view", "loading hidden"),
///   ]))
/// }
/// ```
///
/// The attachment is JSON of media type ``mediaType``: an array of objects with `time` (in
/// milliseconds from the start of the scenario), `lane` and `text`, and optionally `duration` and
/// `budget` (in milliseconds). Other reports carry it as they carry any attachment.
public struct Timeline: Sendable, Equatable, Decodable {
  /// The media type of a timeline attachment.
  public static let mediaType = "application/vnd.acceptance.timeline+json"

  /// The events, in the order they happened.
  public var events: [TimelineEvent]

  /// A timeline of `events`.
  public init(_ events: [TimelineEvent]) { self.events = events }

  /// Reads a timeline from its JSON.
  /// - Throws: a `DecodingError` saying what is wrong, for JSON that is not a timeline.
  public init(json: String) throws {
    self = try JSONDecoder().decode(Timeline.self, from: Data(json.utf8))
  }

  /// The timeline as the JSON of its attachment: each event's keys in alphabetical order.
  public var json: String {
    let writer = JSONWriter(capacity: 64 + events.count * 96)
    writer.beginArray()
    for event in events {
      writer.beginObject()
      if let budget = event.budget {
        writer.key("budget")
        writer.number(budget.timelineMilliseconds)
      }
      if let duration = event.duration {
        writer.key("duration")
        writer.number(duration.timelineMilliseconds)
      }
      writer.key("lane")
      writer.string(event.lane)
      writer.key("text")
      writer.string(event.text)
      writer.key("time")
      writer.number(event.time.timelineMilliseconds)
      writer.endObject()
    }
    writer.endArray()
    return writer.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  public init(from decoder: any Decoder) throws {
    events = try decoder.singleValueContainer().decode([TimelineEvent].self)
  }
}

/// One event of a ``Timeline``: when, on which lane, what, and for something that lasts (a service
/// call), how long and how long it was allowed.
public struct TimelineEvent: Sendable, Equatable, Decodable {
  /// When it happened, from the start of the scenario.
  public var time: Duration
  /// Who it happened to: a view, a service, the navigation ("Login view", "Auth service").
  public var lane: String
  /// What happened, in words ("loading shown", "login: invalid credentials").
  public var text: String
  /// How long it lasted, for an event with an extent such as a service call.
  public var duration: Duration?
  /// How long it was allowed to last; a longer ``duration`` is over budget.
  public var budget: Duration?

  /// An event at `time` on `lane`; `duration` and `budget` are for one that lasts.
  public init(
    at time: Duration, lane: String, _ text: String, duration: Duration? = nil,
    budget: Duration? = nil
  ) {
    self.time = time
    self.lane = lane
    self.text = text
    self.duration = duration
    self.budget = budget
  }

  /// Whether the event lasted longer than its budget.
  public var isOverBudget: Bool {
    guard let duration, let budget else { return false }
    return duration > budget
  }

  private enum CodingKeys: String, CodingKey {
    case time, lane, text, duration, budget
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    time = try Self.decodeMilliseconds(container, .time)
    lane = try container.decode(String.self, forKey: .lane)
    text = try container.decode(String.self, forKey: .text)
    duration =
      try container.contains(.duration) ? Self.decodeMilliseconds(container, .duration) : nil
    budget = try container.contains(.budget) ? Self.decodeMilliseconds(container, .budget) : nil
  }

  /// The longest time a timeline holds: a year, in milliseconds.
  private static let longest = 365.0 * 24 * 3600 * 1000

  /// A number of milliseconds from 0 to a year, as a duration.
  private static func decodeMilliseconds(
    _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
  ) throws -> Duration {
    let milliseconds = try container.decode(Double.self, forKey: key)
    guard milliseconds >= 0, milliseconds <= longest else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription:
          "\(key.stringValue) must be milliseconds from 0 to a year, not \(milliseconds)")
    }
    return .nanoseconds(Int64((milliseconds * 1_000_000).rounded()))
  }
}

extension Duration {
  /// The duration in milliseconds, with their fraction.
  var timelineMilliseconds: Double {
    Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
  }
}

extension StepReport {
  /// Attaches `timeline` to the report of the running step or hook, for the HTML report to draw.
  public static func attach(_ timeline: Timeline) {
    attach(timeline.json, mediaType: Timeline.mediaType, fileName: "timeline.json")
  }
}

extension ScenarioInfo {
  /// Attaches `timeline` to the report of the running hook, for the HTML report to draw.
  public func attach(_ timeline: Timeline) { StepReport.attach(timeline) }
}
