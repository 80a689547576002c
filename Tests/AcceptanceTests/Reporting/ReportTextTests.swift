import Acceptance
import Testing

@Suite("Report text: lines and short paths")
struct ReportTextTests {
  @Test(arguments: [
    "", "one", "one\ntwo", "\n", "a\n\nb\n", "crlf\r\nstays\none line\r\n", "\r\n\n", "é\n👍🏽\nz",
  ])
  func linesSplitAsSplittingAtLineFeedCharactersDoes(_ text: String) {
    #expect(
      text.lines == text.split(separator: "\n", omittingEmptySubsequences: false),
      "\(text.debugDescription)")
  }

  @Test func aPathIsShortenedAtItsLastSourcesFolderBeforeAnyTestsFolder() {
    func short(_ file: String) -> String { CodeLocation(file: file, line: 7).shortDescription }
    #expect(
      short("/work/app/Sources/AppSteps/LoginSteps.swift") == "Sources/AppSteps/LoginSteps.swift:7")
    #expect(short("/a/Sources/b/Sources/c.swift") == "Sources/c.swift:7")
    #expect(short("/a/Sources/b/Tests/c.swift") == "Sources/b/Tests/c.swift:7")
    #expect(short("/a/Tests/b/Tests/c.swift") == "Tests/c.swift:7")
    #expect(short("/Sources/") == "Sources/:7")
    #expect(short("Sources/c.swift") == "Sources/c.swift:7")
    #expect(short("/a/Sourcesx/c.swift") == "/a/Sourcesx/c.swift:7")
    #expect(short("") == ":7")
  }
}
