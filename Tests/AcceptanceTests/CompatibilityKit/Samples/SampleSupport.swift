import Acceptance
import CucumberExpressions
import Foundation
import Synchronization

/// What the steps of a scenario remember between them, as `this` does in the reference steps.
final class WorldMemory: Sendable {
  private let values = Mutex<[String: any Sendable]>([:])

  /// The value stored under `key`, if it has the type asked for.
  func value<Value: Sendable>(_ key: String, as type: Value.Type = Value.self) -> Value? {
    values.withLock { $0[key] as? Value }
  }

  /// Stores `value` under `key` (removes it when `nil`).
  func set(_ key: String, _ value: (any Sendable)?) {
    values.withLock { $0[key] = value }
  }
}

/// A counter shared by the runs of one step definition, like a module variable of the reference steps.
final class SampleCounter: Sendable {
  private let count = Mutex(0)

  /// Adds one and returns the new count.
  func increment() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

/// Fails like Node's `assert.strictEqual`, with its message.
func strictEqual<Value: Equatable>(_ actual: Value, _ expected: Value) throws {
  guard actual == expected else {
    throw StepFailure("Expected values to be strictly equal:\n\n\(actual) !== \(expected)\n")
  }
}

extension CompatibilityWorld {
  /// The bytes of a file of the sample folder.
  func bytes(of file: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: sample.appendingPathComponent(file)))
  }
}
