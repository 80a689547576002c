/// One submission of a form at a time, shown on its view while it runs: the submit button
/// disabled and the progress indicator up from the start, both undone when the answer comes, before
/// the presenter handles the answer. Login, Sign up and the profile form submit through it.
///
/// ```swift
/// guard !submission.isRunning else { return }   // a second tap (the Return key) sends nothing
/// let interactor = interactor
/// submission.start(showingOn: view) {
///   await interactor.login(credentials)
/// } then: { [weak self] result in
///   self?.finish(result)
/// }
/// ```
public final class Submission {
  /// Whether a submission is running.
  public private(set) var isRunning = false
  private let tasks: TaskTracker
  private weak var view: (any SubmittingView)?

  /// Creates a submission whose work runs as `tasks`.
  public init(tasks: TaskTracker) { self.tasks = tasks }

  /// Runs `work`, showing it on `view` until it ends, then hands its answer to `finish`. A form
  /// checks ``isRunning`` before it even validates, so that a second tap (the Return key while the
  /// button is disabled) neither validates nor submits.
  public func start<Answer: Sendable>(
    showingOn view: (any SubmittingView)?,
    _ work: @escaping () async -> Answer,
    then finish: @escaping (Answer) -> Void
  ) {
    isRunning = true
    self.view = view
    view?.showSubmitting(true)
    tasks.run {
      let answer = await work()
      self.end()
      finish(answer)
    }
  }

  private func end() {
    isRunning = false
    view?.showSubmitting(false)
  }
}
