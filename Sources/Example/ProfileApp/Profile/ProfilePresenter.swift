/// Profile's presenter: formats the profile each time the screen appears (the age stays current),
/// and Edit back to the form.
public final class ProfilePresenter: ProfilePresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any ProfileView)?
  private let interactor: any ProfileInteracting
  private let router: any ProfileRouting

  /// Creates the presenter.
  public init(interactor: any ProfileInteracting, router: any ProfileRouting) {
    self.interactor = interactor
    self.router = router
  }

  public var screenID: ScreenID { .profile }

  public func viewDidLoad() {
    view?.showLayout(ProfileModels.layout)
  }

  public func viewWillAppear() {
    view?.showProfile(Self.viewModel(for: interactor.profile()))
  }

  public func didTapEdit() {
    do {
      try router.route(to: .edit(interactor.profile().profile))
    } catch {
      view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }

  /// The profile's lines, formatted.
  private static func viewModel(for response: ProfileModels.Response) -> ProfileModels.ViewModel {
    let profile = response.profile
    let lines: [ProfileModels.Line?] = [
      profile.showsName ? .init(.name, "Name", profile.name) : nil,
      .init(.email, "Email", profile.email),
      .init(.country, "Country", profile.country.name),
      .init(.birthDate, "Birth date", ProfileText.date(profile.birthDate)),
      response.age.map { .init(.age, "Age", ProfileText.age($0)) },
      .init(.gender, "Gender", ProfileText.gender(profile.gender)),
    ]
    return ProfileModels.ViewModel(lines: lines.compactMap { $0 })
  }
}
