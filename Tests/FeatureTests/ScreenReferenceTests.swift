import AppTesting
import Foundation
import ProfileApp
import Testing

/// `Features/SCREENS.md` is what `acceptance screens` prints today, and it names every screen.
@Suite struct ScreenReferenceTests {
  @Test func theCommittedReferenceIsTheGeneratedOne() throws {
    let committed = try String(contentsOfFile: "Features/SCREENS.md", encoding: .utf8)
    #expect(
      committed == ScreenReference.markdown,
      "Features/SCREENS.md is out of date: run `swift run acceptance screens > Features/SCREENS.md`"
    )
  }

  @Test func everyScreenIsListedWithItsElements() {
    #expect(Set(ScreenReference.screens.map(\.id)) == Set(ScreenID.allCases))
    for screen in ScreenReference.screens {
      #expect(!screen.layout.items.isEmpty, "\(screen.id.name) lists no element")
      #expect(ScreenReference.markdown.contains("\n## \(screen.id.name)\n"))
    }
  }

  @Test func everyMessageListedIsOneTheAppHasWords() {
    let messages = ScreenReference.screens.flatMap(\.messages)
    #expect(messages.allSatisfy { !$0.isEmpty && $0.first?.isUppercase == true })
    #expect(messages.contains(LoginModels.missingFieldsMessage))
    #expect(messages.contains(UserListModels.emptyMessage))
  }
}
