/// Version-4 UUIDs made without a system call per id: the n-th id of a generator is a keyed mix of
/// n, with a key drawn once from the system's random generator.
///
/// The low 48 bits are a bijection of n (a keyed permutation of 48-bit numbers), so the ids of one
/// generator never repeat within 2⁴⁸ ids; the other 74 free bits are a keyed hash of n. Across
/// generators the 128-bit keys differ, as random UUIDs do.
enum RandomUUIDs {
  /// The random key of one generator.
  struct Key: Sendable {
    let high: UInt64
    let low: UInt64

    /// A key from the system's cryptographically secure generator.
    init() {
      var generator = SystemRandomNumberGenerator()
      high = generator.next()
      low = generator.next()
    }
  }

  private static let mask48: UInt64 = (1 << 48) - 1

  /// The UUID of the `number`-th id under `key`, lowercase: `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.
  static func uuid(number: Int, key: Key) -> String {
    String(unsafeUninitializedCapacity: 36) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      write(number: number, key: key, to: base)
      return 36
    }
  }

  /// Writes the 36 characters of the `number`-th UUID under `key` at `target`.
  @inline(__always)
  static func write(number: Int, key: Key, to target: UnsafeMutablePointer<UInt8>) {
    let (high, low) = bits(number: number, key: key)
    format(high: high, low: low, to: target)
  }

  /// The 128 bits of the `number`-th UUID under `key`, version and variant set.
  @inline(__always)
  private static func bits(number: Int, key: Key) -> (high: UInt64, low: UInt64) {
    let n = UInt64(truncatingIfNeeded: number)
    var high = mix(key.high &+ n &* 0x9E37_79B9_7F4A_7C15)
    high = (high & ~0xF000) | 0x4000  // version 4
    let hashed = mix(key.low ^ (n &* 0xD6E8_FEB8_6659_FD93))
    let variant: UInt64 = 0b10 << 62
    let hashedBits = hashed & (0x3FFF << 48)
    return (high, variant | hashedBits | permute48(n &+ key.low))
  }

  /// SplitMix64's finalizer: a bijection of 64-bit numbers that spreads every bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A bijection of 48-bit numbers: multiplications by odd constants and right xorshifts, each
  /// invertible modulo 2⁴⁸.
  private static func permute48(_ value: UInt64) -> UInt64 {
    var z = value & mask48
    z = (z &* 0x9E37_79B9_7F4B) & mask48
    z ^= z >> 24
    z = (z &* 0xBF58_476D_1CE5) & mask48
    z ^= z >> 21
    z = (z &* 0x94D0_49BB_1331) & mask48
    return z ^ (z >> 24)
  }

  /// The 36 characters of a UUID, written at `target` with no table (a global table would be
  /// reached through a lazy-initialization check on every digit).
  @inline(__always)
  private static func format(high: UInt64, low: UInt64, to target: UnsafeMutablePointer<UInt8>) {
    hex(high >> 32, digits: 8, to: target)
    target[8] = UInt8(ascii: "-")
    hex(high >> 16, digits: 4, to: target + 9)
    target[13] = UInt8(ascii: "-")
    hex(high, digits: 4, to: target + 14)
    target[18] = UInt8(ascii: "-")
    hex(low >> 48, digits: 4, to: target + 19)
    target[23] = UInt8(ascii: "-")
    hex(low, digits: 12, to: target + 24)
  }

  /// Writes the low `digits` hex digits of `value`, lowercase, most significant first.
  @inline(__always)
  private static func hex(_ value: UInt64, digits: Int, to target: UnsafeMutablePointer<UInt8>) {
    var remaining = value
    var index = digits
    while index > 0 {
      index &-= 1
      let nibble = UInt8(truncatingIfNeeded: remaining & 0xF)
      // "0"..."9" are 48...57; "a"..."f" are 97...102, 39 further.
      target[index] = nibble &+ (nibble > 9 ? 87 : 48)
      remaining >>= 4
    }
  }
}
