import ProfileApp

extension ScreenID {
  /// The screen's name as steps and messages write it: "Login", "Sign up", "User list".
  public var name: String {
    switch self {
    case .login: "Login"
    case .home: "Home"
    case .signup: "Sign up"
    case .userList: "User list"
    case .profileForm: "Profile form"
    case .profile: "Profile"
    }
  }
}
