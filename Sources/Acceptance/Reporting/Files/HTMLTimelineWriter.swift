/// Draws a ``Timeline`` in the HTML report: an axis of time, one lane per actor with a dot for each
/// moment (several at the same moment share a dot) and a bar for each event that lasts, its budget
/// as a dashed box around it and the bar red when over it; each mark has its details in a tooltip,
/// and a table below lists every event.
enum HTMLTimelineWriter {
  /// Writes the chart and the table of `timeline`, the table open when `showingTable`.
  static func write(_ timeline: Timeline, showingTable: Bool = false, to html: HTMLWriter) {
    let events = timeline.events.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    var lanes: [String] = []
    var eventsByLane: [String: [TimelineEvent]] = [:]
    for event in timeline.events where eventsByLane[event.lane] == nil {
      lanes.append(event.lane)
      eventsByLane[event.lane] = []
    }
    for event in events { eventsByLane[event.lane, default: []].append(event) }
    let scale = Scale(events)
    html.raw("<figure class=\"timeline\"")
    html.attribute("data-events", String(events.count))
    html.raw("><figcaption><strong>Timeline</strong> ")
    html.text(
      "\(events.count) event\(events.count == 1 ? "" : "s") on \(lanes.count) "
        + "lane\(lanes.count == 1 ? "" : "s"), \(HTMLFormat.milliseconds(scale.end)) shown")
    html.raw(" <span class=\"tl-legend\"><span class=\"tl-key point\"></span> moment ")
    html.raw(
      "<span class=\"tl-key bar\"></span> call <span class=\"tl-key budget\"></span> budget ")
    html.raw("<span class=\"tl-key bar over\"></span> over budget</span></figcaption>\n")
    html.raw("<div class=\"tl-chart\"")
    html.attribute("style", "--tick: \(scale.percent(scale.step))")
    html.raw(">\n<div class=\"tl-row\"><span class=\"tl-lane\"></span><div class=\"tl-axis\">")
    for tick in scale.ticks {
      html.raw("<span class=\"tl-tick\"")
      html.attribute("style", "left: \(scale.percent(tick))")
      html.raw(">")
      html.text(HTMLFormat.milliseconds(tick))
      html.raw("</span>")
    }
    html.raw("</div></div>\n")
    for lane in lanes { write(lane: lane, eventsByLane[lane] ?? [], scale: scale, to: html) }
    html.raw("</div>\n")
    writeTable(events, open: showingTable, to: html)
    html.raw("</figure>\n")
  }

  /// A lane's name and track: the budgets, then the bars, then the dots.
  private static func write(
    lane: String, _ events: [TimelineEvent], scale: Scale, to html: HTMLWriter
  ) {
    html.raw("<div class=\"tl-row\">")
    html.element("span", class: "tl-lane", lane)
    html.raw("<div class=\"tl-track\">")
    for event in events where event.duration != nil {
      guard let budget = event.budget else { continue }
      html.raw("<span class=\"tl-budget\"")
      html.attribute("style", "left: \(scale.percent(event.time)); width: \(scale.percent(budget))")
      html.raw("></span>")
    }
    for event in events {
      guard let duration = event.duration else { continue }
      var tip =
        "\(event.text)\n\(lane), from \(HTMLFormat.milliseconds(event.time.timelineMilliseconds))"
      tip += " for \(HTMLFormat.milliseconds(duration.timelineMilliseconds))"
      if let budget = event.budget {
        tip += event.isOverBudget ? ", over" : ", within"
        tip += " its budget of \(HTMLFormat.milliseconds(budget.timelineMilliseconds))"
      }
      let style = "left: \(scale.percent(event.time)); width: \(scale.percent(duration))"
      writeMark(
        class: "tl-bar\(event.isOverBudget ? " over" : "")", style: style, tip: tip,
        at: event.time, scale: scale, to: html)
    }
    for (time, texts) in moments(events) {
      let tip =
        "\(HTMLFormat.milliseconds(time.timelineMilliseconds)) · \(lane)\n"
        + texts.joined(separator: "\n")
      writeMark(
        class: "tl-point", style: "left: \(scale.percent(time))", tip: tip, count: texts.count,
        at: time, scale: scale, to: html)
    }
    html.raw("</div></div>\n")
  }

  /// A mark with its tooltip, which opens towards the middle of the chart.
  private static func writeMark(
    class className: String, style: String, tip: String, count: Int = 1, at time: Duration,
    scale: Scale, to html: HTMLWriter
  ) {
    let position = scale.fraction(time.timelineMilliseconds)
    let side = position < 0.2 ? " tip-start" : position > 0.7 ? " tip-end" : ""
    html.raw("<span tabindex=\"0\"")
    html.attribute("class", "tl-mark \(className)\(side)")
    html.attribute("style", style)
    html.attribute("data-tip", tip)
    html.raw(">")
    if count > 1 { html.number(count) }
    html.raw("</span>")
  }

  /// The events without a duration, gathered by moment.
  private static func moments(_ events: [TimelineEvent]) -> [(Duration, [String])] {
    var moments: [(Duration, [String])] = []
    for event in events where event.duration == nil {
      if let last = moments.last, last.0 == event.time {
        moments[moments.count - 1].1.append(event.text)
      } else {
        moments.append((event.time, [event.text]))
      }
    }
    return moments
  }

  /// Every event in order of time: when, lane, what, and how long against its budget.
  private static func writeTable(_ events: [TimelineEvent], open: Bool, to html: HTMLWriter) {
    html.raw(
      open
        ? "<details class=\"tl-table\" open=\"\"><summary>"
        : "<details class=\"tl-table\"><summary>")
    html.text("All \(events.count) event\(events.count == 1 ? "" : "s")")
    html.raw("</summary><table><thead><tr><th>time</th><th>lane</th><th>event</th>")
    html.raw("<th>duration</th><th>budget</th></tr></thead><tbody>\n")
    for event in events {
      html.raw(event.isOverBudget ? "<tr class=\"over\">" : "<tr>")
      html.element("td", class: "time", HTMLFormat.milliseconds(event.time.timelineMilliseconds))
      html.element("td", class: "lane", event.lane)
      html.element("td", class: "event", event.text)
      html.element(
        "td", class: "time",
        event.duration.map { HTMLFormat.milliseconds($0.timelineMilliseconds) } ?? "")
      html.element(
        "td", class: "time",
        event.budget.map { HTMLFormat.milliseconds($0.timelineMilliseconds) } ?? "")
      html.raw("</tr>\n")
    }
    html.raw("</tbody></table></details>\n")
  }

  /// The time axis: from 0 to a round number past the last event, with round ticks.
  struct Scale {
    /// The end of the axis, in milliseconds.
    let end: Double
    /// The distance between ticks, in milliseconds.
    let step: Double

    init(_ events: [TimelineEvent]) {
      let last =
        events.map { event in
          event.time.timelineMilliseconds
            + max(
              event.duration?.timelineMilliseconds ?? 0, event.budget?.timelineMilliseconds ?? 0)
        }.max() ?? 0
      let span = max(last, 1)
      var step = 1.0
      while span / step > 8 {
        step *= Self.mantissa(step) == 2 ? 2.5 : 2
      }
      self.step = step
      end = (span / step).rounded(.up) * step
    }

    /// 1, 2 or 5: the leading digit of a step (1, 2, 5, 10, 20, 50…).
    private static func mantissa(_ step: Double) -> Double {
      var value = step
      while value >= 10 { value /= 10 }
      return value.rounded()
    }

    /// The ticks, from 0 to the end.
    var ticks: [Double] {
      stride(from: 0, through: end + step / 2, by: step).map { $0 }
    }

    /// Where `milliseconds` falls on the axis, from 0 to 1.
    func fraction(_ milliseconds: Double) -> Double { min(max(milliseconds / end, 0), 1) }

    /// `milliseconds` as a CSS percentage of the axis.
    func percent(_ milliseconds: Double) -> String {
      "\(HTMLFormat.decimal(fraction(milliseconds) * 100, places: 3))%"
    }

    func percent(_ duration: Duration) -> String { percent(duration.timelineMilliseconds) }
  }
}
