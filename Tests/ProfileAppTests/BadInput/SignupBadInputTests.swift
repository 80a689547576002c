import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

@MainActor
@Suite("Signup with bad input")
struct SignupBadInputTests {
  /// What each field does with each bad input: `nil` accepts it as data, else the issue refusing it.
  nonisolated static func expectedIssue(_ input: HostileInput, in field: FormField)
    -> ValidationIssue?
  {
    switch (input, field) {
    case (.whitespace, .password): .invalidCharacters
    case (.combiningMarks, .password): .missingDigit
    case (.rightToLeft, .password): .tooShort(minimum: 6)
    case (.whitespace, _): .empty
    case (.tenThousandCharacters, .firstName), (.tenThousandCharacters, .lastName):
      .tooLong(maximum: 50)
    case (.tenThousandCharacters, .email): .tooLong(maximum: 254)
    case (.tenThousandCharacters, .password): .tooLong(maximum: 128)
    case (.combiningMarks, .firstName), (.combiningMarks, .lastName), (.rightToLeft, .firstName),
      (.rightToLeft, .lastName):
      nil
    case (_, .email): .invalidFormat
    default: .invalidCharacters
    }
  }

  nonisolated static let cases: [(FormField, HostileInput)] = SignupModels.fields.flatMap { field in
    HostileInput.allCases.map { (field, $0) }
  }

  @Test(arguments: cases)
  func eachFieldAcceptsOrRefusesWithItsOwnMessage(field: FormField, input: HostileInput) async {
    // Given
    let clock = VirtualClock()
    let service = MockAuthService(clock: clock)
    await service.setLatency(.fixed(.zero))
    let view = SignupRecorder(recording: Recording(now: { clock.elapsed }))
    let tasks = TaskTracker(isolation: MainActor.shared)
    let session = SessionStore()
    let sut = SignupPresenter(
      interactor: SignupInteractor(service: service, session: session),
      router: SignupRouterSpy(), tasks: tasks)
    sut.view = view
    view.presenter = sut
    sut.viewDidLoad()
    for (other, text) in SignupModels.Request(.alan).fields { sut.didChange(other, to: text) }
    sut.didChange(field, to: input.text)
    // When
    sut.didTapSubmit()
    await tasks.waitUntilIdle()
    // Then
    if let issue = Self.expectedIssue(input, in: field) {
      let message = ValidationMessages.text(for: issue, in: field)
      #expect(view.fieldErrors == [FieldErrorViewModel(field: field, message: message)])
      #expect(view.elements.contains { $0.label == message })
      #expect(session.current == nil)
    } else {
      #expect(view.fieldErrors.isEmpty)
      let stored = await service.registeredUsers.first
      #expect(stored.map { [$0.firstName, $0.lastName] }?.contains(input.text) == true)
    }
    #expect(AccessibilityAudit.audit(.signup, view.elements).isEmpty)
  }
}
