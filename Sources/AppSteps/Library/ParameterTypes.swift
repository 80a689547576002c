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

  static let parameterType = makeType(
    "screen",
    #"[Ll]ogin|[Hh]ome|[Ss]ign ?up|[Uu]ser list|[Uu]sers|[Pp]rofile form|[Pp]rofile"#
  ) { text in
    guard let id = screen(named: text) else { throw StepFailure("unknown screen \(text.quoted)") }
    return ScreenName(id: id)
  }
}

/// A length of time named in a step: `{duration}` matches "300 milliseconds", "1 second",
/// "2.5 seconds", "3 minutes".
public struct StepDuration: StepArgument, Equatable {
  /// The duration.
  public var duration: Duration

  static let parameterType = makeType(
    "duration", #"\d+(?:\.\d+)? (?:milliseconds?|seconds?|minutes?)"#
  ) { text in
    let parts = text.split(separator: " ")
    guard parts.count == 2, let amount = Double(parts[0]) else {
      throw StepFailure("not a duration: \(text)")
    }
    let unit: Double =
      parts[1].hasPrefix("milli") ? 0.001 : parts[1].hasPrefix("minute") ? 60 : 1
    let milliseconds = (amount * unit * 1000).rounded()
    guard milliseconds < 1e15 else { throw StepFailure("\(text) is longer than the clock can run") }
    return StepDuration(duration: .milliseconds(Int64(milliseconds)))
  }
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

  static let parameterType = makeType(
    "operation", names.map(\.0).joined(separator: "|")
  ) { text in
    guard let operation = names.first(where: { $0.0 == text })?.1 else {
      throw StepFailure("unknown operation \(text.quoted)")
    }
    return ServiceOperation(operation: operation)
  }

  /// The operation as steps write it: "login", "users", "user details".
  public var name: String { Self.names.first { $0.1 == operation }?.0 ?? operation.rawValue }
}

/// Which credentials a login step uses: `{credentials}` matches "correct" (the first account the
/// scenario registered) or "wrong" (credentials of no account).
public struct Credentials: StepArgument, Equatable {
  /// Whether they are the correct ones.
  public var isCorrect: Bool

  static let parameterType = makeType("credentials", "correct|wrong") { text in
    Credentials(isCorrect: text == "correct")
  }
}

/// A parameter type, or `nil` (reported when the registry compiles) if its name were invalid.
private func makeType<Value: Sendable>(
  _ name: String, _ regexp: String, _ transform: @escaping @Sendable (String) throws -> Value
) -> ParameterType? {
  try? ParameterType(name: name, regexps: [regexp], transform: transform)
}

extension StepLibrary {
  /// Defines `{screen}`, `{duration}`, `{operation}` and `{credentials}`.
  mutating func defineParameterTypes() {
    let types = [
      ScreenName.parameterType, StepDuration.parameterType, ServiceOperation.parameterType,
      Credentials.parameterType,
    ]
    for type in types.compactMap({ $0 }) { registry.defineParameterType(type) }
  }
}
