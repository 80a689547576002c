/// The values that cross the layers of the Home module.
public enum HomeModels {
  /// What Home shows.
  public struct ViewModel: Sendable, Equatable {
    /// "Welcome, <email>!".
    public var welcome: String

    /// Formats the view model of `user`.
    public init(user: User) { welcome = "Welcome, \(user.email)!" }
  }
}
