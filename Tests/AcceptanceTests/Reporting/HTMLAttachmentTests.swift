import Acceptance
import Foundation
import Testing

@Suite("HTML report: attachments")
struct HTMLAttachmentTests {
  static let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 1, 2]

  /// A scenario whose one step attaches what `attach` does, as a page.
  static func page(_ attach: @escaping @Sendable () -> Void) async throws -> HTMLPage {
    var steps = StepRegistry<LogWorld>()
    steps.given("it attaches") { _ in attach() }
    let feature = "Feature: F\n  Scenario: S\n    Given it attaches\n"
    return try await HTMLPage.run(["a.feature": feature], steps: steps).0
  }

  @Test func logsAndTextAreInlineAndEscaped() async throws {
    let page = try await Self.page {
      StepReport.log("the <b>display</b> shows 42")
      StepReport.attach(
        #"{"a": "</pre><script>"}"#, mediaType: "application/json", fileName: "a.json")
      StepReport.attach(Array("plain bytes".utf8), mediaType: "text/plain; charset=utf-8")
    }
    let log = try #require(page.root.descendants("pre", withClass: "log").first)
    #expect(log.text == "the <b>display</b> shows 42")
    let texts = page.root.descendants("details", withClass: "text")
    #expect(texts.count == 2)
    #expect(texts.map { $0.attributes["open"] } == ["", ""])
    #expect(texts.first?.first("summary")?.text == "a.json · application/json · 23 bytes")
    #expect(texts.first?.first("pre")?.text == #"{"a": "</pre><script>"}"#)
    #expect(texts.last?.first("pre")?.text == "plain bytes")
    #expect(texts.last?.first("summary")?.text == "text/plain; charset=utf-8 · 11 bytes")
  }

  @Test func linksAreLinksOnlyToSafeSchemes() async throws {
    let page = try await Self.page {
      StepReport.link("https://example.com/a?b=1&c=\"2\"")
      StepReport.link("javascript:alert(1)")
      StepReport.link("java\tscript:alert(2)")
      StepReport.link("screenshots/one.png")
      StepReport.link("# a comment\nmailto:qa@example.com")
    }
    let anchors = page.root.descendants("a").filter { $0.attributes["rel"] != nil }
    #expect(
      anchors.map { $0.attributes["href"] } == [
        "https://example.com/a?b=1&c=\"2\"", "screenshots/one.png", "mailto:qa@example.com",
      ])
    let inert = page.root.descendants("span", withClass: "url").map(\.text)
    #expect(inert == ["javascript:alert(1)", "java\tscript:alert(2)"])
  }

  @Test func imagesAreInlineAndOtherContentIsADownload() async throws {
    let page = try await Self.page {
      StepReport.attach(Self.pngBytes, mediaType: "image/png", fileName: "screen.png")
      StepReport.attach(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#, mediaType: "image/svg+xml")
      StepReport.attach([0, 1, 2, 255], mediaType: "application/octet-stream", fileName: "x.bin")
      StepReport.attach([1], mediaType: #"image/png" onerror="alert(1)"#)
    }
    let images = page.root.descendants("img")
    #expect(images.count == 2)
    let base64 = Data(Self.pngBytes).base64EncodedString()
    #expect(images.first?.attributes["src"] == "data:image/png;base64,\(base64)")
    #expect(images.first?.attributes["alt"] == "screen.png")
    let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8).base64EncodedString()
    #expect(images.last?.attributes["src"] == "data:image/svg+xml;base64,\(svg)")
    let downloads = page.root.descendants("p", withClass: "download").compactMap { $0.first("a") }
    #expect(downloads.map { $0.attributes["download"] } == ["x.bin", "attachment"])
    #expect(downloads.first?.attributes["href"] == "data:application/octet-stream;base64,AAEC/w==")
    #expect(downloads.first?.text == "Download x.bin · application/octet-stream · 4 bytes")
    // A media type that is not a plain token does not reach the URL.
    #expect(downloads.last?.attributes["href"] == "data:application/octet-stream;base64,AQ==")
    #expect(!page.text.contains(#"onerror=""#))
  }

  @Test func aHookAttachmentShowsUnderItsHook() async throws {
    var steps = ReportFixture.steps()
    steps.after(name: "screenshot") { _, scenario in scenario.log("after \(scenario.name)") }
    let feature = "Feature: F\n  Scenario: S\n    Given a passing step\n"
    let (page, _) = try await HTMLPage.run(["a.feature": feature], steps: steps)
    let hook = try #require(page.root.descendants("li", withClass: "hook").first)
    #expect(hook.classes == ["hook", "passed"])
    #expect(hook.descendants("span", withClass: "text").first?.text == "screenshot")
    #expect(hook.descendants("pre", withClass: "log").first?.text == "after S")
  }
}
