import Foundation
import Synchronization

/// Makes the unique ids of AST nodes and pickles: "0", "1", ... when predictable, UUIDs otherwise.
///
/// One generator is shared by the AST builder and the pickle compiler, across every file of a run.
/// It is a thread-safe reference type, so several parsers may share it.
public final class IdGenerator: Sendable {
  /// The number of the next id (one atomic add per id, not a lock and an unlock).
  private let counter: Atomic<Int>
  private let predictable: Bool
  /// The random key of a UUID generator, drawn once from the system's generator.
  private let key: RandomUUIDs.Key
  /// Whether the ids are the numbers' decimal strings standing for their UUIDs (see
  /// ``deferredUUIDs()``).
  private let defersUUIDs: Bool
  /// The number after the last one a reservation holds (`Int.max` for a generator of its own).
  private let end: Int
  /// The generator a reservation was taken from, which makes its ids once it has used up its own.
  private let parent: IdGenerator?

  /// Creates a generator; `predictable` ones count from "0".
  public init(predictable: Bool) {
    self.predictable = predictable
    self.counter = Atomic(0)
    key = RandomUUIDs.Key()
    defersUUIDs = false
    end = .max
    parent = nil
  }

  /// The generator of the `count` numbers from `start`, taken off `parent`, which it resembles.
  private init(reserving count: Int, from start: Int, of parent: IdGenerator) {
    predictable = parent.predictable
    counter = Atomic(start)
    key = parent.key
    defersUUIDs = parent.defersUUIDs
    end = start + count
    self.parent = parent
  }

  private init(deferringUUIDs: Void) {
    predictable = true
    counter = Atomic(0)
    key = RandomUUIDs.Key()
    defersUUIDs = true
    end = .max
    parent = nil
  }

  /// A generator of random UUIDs whose ids are written out late: it hands out the decimal
  /// numbers of a predictable generator (small strings, stored inline: no allocation, no
  /// reference counting), and a ``JSONWriter`` given its ``uuidKey`` writes each such id as the
  /// UUID ``uuid()`` would have made for that number. For the stream, whose ids only ever reach
  /// its own writer.
  static func deferredUUIDs() -> IdGenerator { IdGenerator(deferringUUIDs: ()) }

  /// The key with which a ``JSONWriter`` writes this generator's ids as UUIDs; nil when its ids
  /// are written as they are.
  var uuidKey: RandomUUIDs.Key? { defersUUIDs ? key : nil }

  /// Takes the next `count` ids off this generator and returns a generator that yields exactly
  /// them, in order (itself for UUIDs): ids can then be drawn later, on another thread, yet match
  /// a sequential run. Once it has yielded them, it yields ids of this generator: more ids than
  /// were reserved are still unique, though they then depend on the order of the threads.
  public func reserve(_ count: Int) -> IdGenerator {
    guard let start = take(count) else { return self }
    return IdGenerator(reserving: count, from: start, of: self)
  }

  /// Takes the next `count` ids at once: the number of the first one when ids are predictable
  /// (the others follow it), nil for UUIDs, which are drawn one by one with ``newId()``.
  func take(_ count: Int) -> Int? {
    guard predictable else { return nil }
    let start = counter.wrappingAdd(count, ordering: .relaxed).oldValue
    if start + count > end, let parent { return parent.take(count) }
    return start
  }

  /// A generator counting from "0".
  public static func incrementing() -> IdGenerator { IdGenerator(predictable: true) }

  /// A generator of random UUIDs.
  public static func uuid() -> IdGenerator { IdGenerator(predictable: false) }

  /// The next id.
  public func newId() -> String {
    let value = counter.wrappingAdd(1, ordering: .relaxed).oldValue
    if value >= end, let parent { return parent.newId() }
    return predictable ? Self.decimal(value) : RandomUUIDs.uuid(number: value, key: key)
  }

  /// The decimal digits of a non-negative `value`, without the generic formatting machinery.
  ///
  /// Up to 15 digits fit a small (inline, allocation-free) string, so the capacity stays at 15.
  private static func decimal(_ value: Int) -> String {
    guard value < 1_000_000_000_000_000 else { return String(value) }
    return String(unsafeUninitializedCapacity: 15) { buffer in
      var digits = value
      var count = 0
      repeat {
        buffer[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits % 10)
        digits /= 10
        count += 1
      } while digits > 0 && count < 15
      buffer[0..<count].reverse()
      return count
    }
  }
}
