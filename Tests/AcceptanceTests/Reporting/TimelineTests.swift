import Acceptance
import Foundation
import Testing

@Suite("Timeline attachments")
struct TimelineTests {
  static let events = [
    TimelineEvent(at: .zero, lane: "Login view", "\"Login\" disabled"),
    TimelineEvent(at: .zero, lane: "Login view", "loading shown"),
    TimelineEvent(
      at: .zero, lane: "Auth service", "login", duration: .milliseconds(1500),
      budget: .seconds(1)),
    TimelineEvent(
      at: .milliseconds(1500), lane: "Auth service", "users", duration: .microseconds(250_500),
      budget: .seconds(1)),
    TimelineEvent(at: .milliseconds(1500), lane: "Login view", "loading hidden"),
    TimelineEvent(at: .milliseconds(1500), lane: "Navigation", "pushed the <Home> screen"),
  ]

  @Test func theJSONIsAListOfEventsInMilliseconds() throws {
    let json = Timeline(Array(Self.events[2...3])).json
    #expect(
      json == #"[{"budget":1000,"duration":1500,"lane":"Auth service","text":"login","time":0},"#
        + #"{"budget":1000,"duration":250.5,"lane":"Auth service","text":"users","time":1500}]"#)
    #expect(try Timeline(json: Timeline(Self.events).json) == Timeline(Self.events))
    #expect(Self.events[2].isOverBudget)
    #expect(!Self.events[3].isOverBudget)
    #expect(!Self.events[0].isOverBudget)
  }

  @Test func jsonThatIsNotATimelineIsRefusedWithTheReason() {
    for json in [
      #"{"time": 0}"#, #"[{"time": -1, "lane": "a", "text": "b"}]"#,
      #"[{"time": 1e20, "lane": "a", "text": "b"}]"#, #"[{"time": 0, "lane": "a"}]"#,
      #"[{"time": 0, "lane": "a", "text": "b", "duration": "long"}]"#, "not json",
    ] {
      #expect(throws: DecodingError.self, "\(json)") { try Timeline(json: json) }
    }
  }

  /// A page whose one scenario attaches `timeline` after its step, passing or failing.
  static func page(_ timeline: String, failing: Bool = false) async throws -> HTMLPage {
    var steps = StepRegistry<LogWorld>()
    steps.given("it ran") { _ in
      StepReport.attach(timeline, mediaType: Timeline.mediaType, fileName: "timeline.json")
      if failing { throw StepFailure("it broke") }
    }
    let feature = "Feature: F\n  Scenario: S\n    Given it ran\n"
    return try await HTMLPage.run(["a.feature": feature], steps: steps).0
  }

  @Test func aTimelineIsDrawnAsLanesWithMarksTooltipsAndATable() async throws {
    let page = try await Self.page(Timeline(Self.events).json)
    let figure = try #require(page.root.descendants("figure", withClass: "timeline").first)
    #expect(figure.attributes["data-events"] == "6")
    let lanes = figure.descendants("span", withClass: "tl-lane").map(\.text).filter { !$0.isEmpty }
    #expect(lanes == ["Login view", "Auth service", "Navigation"])
    // The axis runs to 2.5 s in steps of 500 ms: the budget of the last call ends at 2.5 s.
    let ticks = figure.descendants("span", withClass: "tl-tick")
    #expect(ticks.map(\.text) == ["0 ms", "500 ms", "1 s", "1.5 s", "2 s", "2.5 s"])
    #expect(ticks.map { $0.attributes["style"] }[1] == "left: 20%")
    // Two moments on the Login view (the first with two events), one on Navigation.
    let points = figure.descendants("span", withClass: "tl-point")
    #expect(points.map(\.text) == ["2", "", ""])
    #expect(
      points.first?.attributes["data-tip"] == "0 ms · Login view\n\"Login\" disabled\nloading shown"
    )
    #expect(points.last?.attributes["style"] == "left: 60%")
    #expect(points.last?.attributes["data-tip"] == "1.5 s · Navigation\npushed the <Home> screen")
    // The calls as bars, the one over its budget red, each budget a dashed box.
    let bars = figure.descendants("span", withClass: "tl-bar")
    #expect(
      bars.map(\.classes) == [
        ["tl-mark", "tl-bar", "over", "tip-start"], ["tl-mark", "tl-bar"],
      ])
    #expect(bars.first?.attributes["style"] == "left: 0%; width: 60%")
    #expect(
      bars.first?.attributes["data-tip"]
        == "login\nAuth service, from 0 ms for 1.5 s, over its budget of 1 s")
    #expect(figure.descendants("span", withClass: "tl-budget").count == 2)
    // The table lists every event in order of time, closed in a scenario that passed.
    let table = try #require(figure.descendants("details", withClass: "tl-table").first)
    #expect(table.attributes["open"] == nil)
    let rows = table.descendants("tbody").first?.children ?? []
    #expect(rows.count == 6)
    #expect(
      rows.map { $0.children.map(\.text) }[2] == ["0 ms", "Auth service", "login", "1.5 s", "1 s"])
    #expect(rows.map { $0.attributes["class"] } == [nil, nil, "over", nil, nil, nil])
    #expect(rows[3].children.map(\.text)[3] == "250.5 ms")
  }

  @Test func theTableIsOpenInAScenarioThatDidNotPass() async throws {
    let page = try await Self.page(Timeline(Self.events).json, failing: true)
    let table = try #require(page.root.descendants("details", withClass: "tl-table").first)
    #expect(table.attributes["open"] == "")
  }

  @Test func anInvalidTimelineIsShownAsTextWithTheReason() async throws {
    let page = try await Self.page(#"[{"time": -5, "lane": "a", "text": "b"}]"#)
    #expect(page.root.descendants("figure", withClass: "timeline").isEmpty)
    let text = try #require(page.root.descendants("details", withClass: "text").first)
    #expect(text.first("pre")?.text == #"[{"time": -5, "lane": "a", "text": "b"}]"#)
    let note = text.descendants("span", withClass: "note").first?.text
    #expect(note == "not a timeline: 0.time: time must be milliseconds from 0 to a year, not -5.0")
  }

  @Test func anEmptyTimelineHasAnAxisAndNoLanes() async throws {
    let page = try await Self.page("[]")
    let figure = try #require(page.root.descendants("figure", withClass: "timeline").first)
    #expect(figure.descendants("span", withClass: "tl-lane").allSatisfy { $0.text.isEmpty })
    #expect(figure.descendants("span", withClass: "tl-tick").map(\.text) == ["0 ms", "1 ms"])
  }
}
