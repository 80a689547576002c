import Acceptance
import AppTesting
import AuthSimulator

/// The timeline of every scenario, attached after it for the HTML report: what the user did, what
/// each view was told, the navigation, and each auth call with its latency against the budget, all
/// on the scenario's virtual clock.
extension StepLibrary {
  /// Registers the hook that attaches the timeline. It runs after the checks of
  /// ``addScenarioChecks`` (after hooks run in the reverse order of registration), so that the
  /// calls they let complete are on it.
  mutating func addTimeline() {
    registry.after(name: "timeline of the scenario") { world, scenario in
      var timeline = await world.timeline
      timeline.events.append(
        TimelineEvent(
          at: world.clock.elapsed, lane: "Scenario", "ended: \(scenario.status.rawValue)"))
      scenario.attach(timeline)
    }
  }
}

extension AppWorld {
  /// What the harness and the service recorded so far, as timeline events. Events of the same
  /// moment keep the order they happened in: each user action comes before what it caused.
  var timeline: Timeline {
    get async {
      let calls = await service.callLog
      var events: [PlacedEvent] = []
      func add(_ event: TimelineEvent, order: Int) {
        events.append(PlacedEvent(event: event, order: order, offset: events.count))
      }
      for (index, action) in actions.enumerated() {
        add(TimelineEvent(at: action.at, lane: "User", action.name), order: 2 * index + 1)
      }
      for (index, record) in harness.recording.view.enumerated() {
        let event = TimelineEvent(
          at: record.at, lane: "\(record.screen.name) view", record.event.words)
        add(event, order: order(after: { $0.viewEvents <= index }))
      }
      for (index, record) in harness.recording.navigation.enumerated() {
        let words = record.event.sentence(for: record.screen)
        add(
          TimelineEvent(at: record.at, lane: "Navigation", words),
          order: order(after: { $0.navigations <= index }))
      }
      for call in calls {
        let words = call.operation.rawValue + (call.error.map { " failed: \($0)" } ?? "")
        let event = TimelineEvent(
          at: call.startedAt, lane: "Auth service", words, duration: call.latency,
          budget: call.budget)
        add(event, order: order(after: { $0.at <= call.startedAt }))
      }
      events.sort {
        ($0.event.time, $0.order, $0.offset) < ($1.event.time, $1.order, $1.offset)
      }
      return Timeline(events.map(\.event))
    }
  }

  /// A timeline event with where it goes among those of the same moment: its order among the
  /// user's actions, then the order it was added in. (A struct, not a tuple: sorting moves tuples
  /// through the runtime's generic functions.)
  private struct PlacedEvent {
    let event: TimelineEvent
    let order: Int
    let offset: Int
  }

  /// The place of a record among the user's actions: after every action that `happenedBefore` it.
  private func order(after happenedBefore: (UserAction) -> Bool) -> Int {
    2 * actions.prefix(while: happenedBefore).count
  }
}
