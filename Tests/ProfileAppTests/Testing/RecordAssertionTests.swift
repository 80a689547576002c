import AppTesting
import ProfileApp
import Testing

@Suite("Record assertions")
struct RecordAssertionTests {
  func records(_ events: [(Int, ViewEvent)]) -> [Recorded<ViewEvent>] {
    events.map { Recorded(at: .seconds($0.0), screen: .login, event: $0.1) }
  }

  @Test func aRequestInFlightIsRecognised() {
    let sut = records([
      (0, .buttonEnabled("Login", false)), (0, .loading(true)), (1, .buttonEnabled("Login", true)),
      (1, .loading(false)),
    ])
    #expect(sut.loadingAppearedThenDisappeared)
    #expect(sut.wasDisabledWhileLoading("Login"))
    #expect(sut.disabledInterval(of: "Login") == .zero ... .seconds(1))
    #expect(sut.wasDisabledWhileLoading("Sign up") == false)
    #expect(sut.disabledInterval(of: "Sign up") == nil)
  }

  @Test func aButtonEnabledBeforeTheIndicatorShowedWasNotDisabledWhileLoading() {
    let sut = records([
      (0, .buttonEnabled("Login", false)), (0, .buttonEnabled("Login", true)), (0, .loading(true)),
    ])
    #expect(sut.wasDisabledWhileLoading("Login") == false)
    #expect(sut.loadingAppearedThenDisappeared == false)
  }

  @Test func differencesAreDescribedByPosition() {
    #expect(RecordDiff.describe(expected: [1, 2], actual: [1, 2]) == nil)
    #expect(
      RecordDiff.describe(expected: [1, 2, 3], actual: [1, 5])
        == "Recorded sequence differs at position 2: expected 2, got 5 (expected 3 records, got 2)."
    )
    #expect(
      RecordDiff.describe(expected: [1], actual: [1, 2])
        == "Recorded sequence differs at position 2: expected nothing, got 2 (expected 1 records, got 2)."
    )
  }
}
