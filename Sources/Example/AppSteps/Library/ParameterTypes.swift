import Acceptance
import AppTesting
import AuthSimulator
import ProfileApp

/// A screen named in a step: `{screen}` matches "Login", "home", "Sign up", "User list",
/// "Profile form", "Profile".
public struct ScreenName: StepArgument, Equatable {
  /// The screen.
  public var id: ScreenID

  /// Each screen's name and identifier ("userList"), lower-cased, and its other spellings.
  static let names: [(String, ScreenID)] =
    ScreenID.allCases.flatMap { [($0.name.lowercased(), $0), ($0.rawValue.lowercased(), $0)] }
    + [("users", .userList)]

  /// The screen named `text` (any case), or `nil`.
  static func screen(named text: String) -> ScreenID? {
    let lowered = text.lowercased()
    return names.first { $0.0 == lowered }?.1
  }

  /// The screen named `text`, as `{screen}` matches it.
  init(parsing text: String) throws {
    guard let id = Self.screen(named: text) else {
      throw StepFailure("unknown screen \(text.quoted)")
    }
    self.id = id
  }

  /// The screen `id`.
  init(id: ScreenID) { self.id = id }
}

/// A length of time named in a step: `{duration}` matches "300 milliseconds", "1 second",
/// "2.5 seconds", "3 minutes".
public struct StepDuration: StepArgument, Equatable {
  /// The duration.
  public var duration: Duration

  /// The duration that `text` names, as `{duration}` matches it.
  init(parsing text: String) throws {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let amount = Double(parts[0]) else {
      throw StepFailure("not a duration: \(text)")
    }
    let unit: Double =
      parts[1].hasPrefix("milli") ? 0.001 : parts[1].hasPrefix("minute") ? 60 : 1
    let milliseconds = (amount * unit * 1000).rounded()
    guard milliseconds < 1e15 else { throw StepFailure("\(text) is longer than the clock can run") }
    duration = .milliseconds(Int64(milliseconds))
  }

  /// A step duration of `duration`.
  init(duration: Duration) { self.duration = duration }
}

/// An operation of the auth service named in a step: `{operation}` matches "login", "signup",
/// "users", "user details", "logout", "load profile", "save profile".
public struct ServiceOperation: StepArgument, Equatable {
  /// The operation, as the mock service names it.
  public var operation: MockAuthService.Operation

  /// Each operation by the name steps give it.
  static let names: [(String, MockAuthService.Operation)] = [
    ("login", .login), ("signup", .signup), ("users", .users), ("user details", .user),
    ("logout", .logout), ("load profile", .loadProfile), ("save profile", .saveProfile),
  ]

  /// The operation that `text` names, as `{operation}` matches it.
  init(parsing text: String) throws {
    guard let operation = Self.names.first(where: { $0.0 == text })?.1 else {
      throw StepFailure("unknown operation \(text.quoted)")
    }
    self.operation = operation
  }

  /// The operation as steps write it: "login", "users", "user details".
  public var name: String { Self.names.first { $0.1 == operation }?.0 ?? operation.rawValue }
}

/// Which credentials a login step uses: `{credentials}` matches "correct" (the first account the
/// scenario registered) or "wrong" (credentials of no account).
public struct Credentials: StepArgument, Equatable {
  /// Whether they are the correct ones.
  public var isCorrect: Bool
}

extension StepLibrary {
  /// Defines `{screen}`, `{duration}`, `{operation}` and `{credentials}`.
  mutating func defineParameterTypes() {
    registry.parameterType(
      "screen",
      matching: #"[Ll]ogin|[Hh]ome|[Ss]ign ?up|[Uu]ser list|[Uu]sers|[Pp]rofile form|[Pp]rofile"#,
      transform: ScreenName.init(parsing:))
    registry.parameterType(
      "duration", matching: #"\d+(?:\.\d+)? (?:milliseconds?|seconds?|minutes?)"#,
      transform: StepDuration.init(parsing:))
    registry.parameterType(
      "operation", matching: ServiceOperation.names.map(\.0).joined(separator: "|"),
      transform: ServiceOperation.init(parsing:))
    registry.parameterType("credentials", matching: "correct|wrong") { text in
      Credentials(isCorrect: text == "correct")
    }
  }
}
