import Foundation
import Synchronization
import VirtualTime

/// What the machine gives two threads at the moment of a benchmark: how much faster two threads
/// finish two shares of work that share nothing than one thread finishes one share.
///
/// No run on two workers can scale better than that, whatever the harness does. A host that lends
/// the cores to other machines, or two cores that are one physical core or share a cache, keeps
/// it below 2×; `bench app` prints it beside the speedup of `--parallel 2`, measured in the same
/// rounds, so that a low speedup can be told from a busy machine.
struct IndependentWork {
  /// The seconds one share took on one thread, the fastest measured.
  private(set) var alone = Double.infinity
  /// The seconds two shares took on two threads started together, the fastest measured.
  private(set) var together = Double.infinity
  /// How many updates a share makes: about 0.1 s in a release build on the 2-core machine of the
  /// performance notes. A debug build (the package's tests) makes a hundredth of them: its figure
  /// means nothing, and it is 30 times slower.
  private let updates: Int = {
    #if DEBUG
      300_000
    #else
      30_000_000
    #endif
  }()

  /// Times one share alone, then two at once, and keeps the fastest time of each.
  mutating func measure() {
    alone = min(alone, time(threads: 1))
    together = min(together, time(threads: 2))
  }

  /// Two shares against one: 2 × alone / together, 2.0 for two cores that share nothing.
  var speedup: Double { 2 * alone / max(together, 1e-9) }

  /// The wall time of `threads` threads, started together, each making one share.
  private func time(threads: Int) -> Double {
    let finished = DispatchGroup()
    let checksum = Checksum()
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<threads {
      finished.enter()
      let updates = updates
      Thread {
        checksum.add(Self.share(updates: updates))
        finished.leave()
      }.start()
    }
    finished.wait()
    return (clock.now - start).seconds
  }

  /// One share: `updates` random updates of a 256 KiB table, the arithmetic and the cache traffic
  /// of a busy thread, with no allocation and nothing shared.
  private static func share(updates: Int) -> UInt32 {
    var table = [UInt32](repeating: 0, count: 1 << 16)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    table.withUnsafeMutableBufferPointer { table in
      let mask = table.count - 1
      for _ in 0..<updates {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        let slot = Int(truncatingIfNeeded: state) & mask
        table[slot] &+= UInt32(truncatingIfNeeded: state >> 32)
      }
    }
    return table.reduce(0, &+)
  }

  /// Where each share leaves its result, so that the work cannot be left out by the compiler.
  private final class Checksum: Sendable {
    private let value = Mutex<UInt32>(0)

    func add(_ share: UInt32) { value.withLock { $0 &+= share } }
  }
}
