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
    let n = UInt64(truncatingIfNeeded: number)
    var high = mix(key.high &+ n &* 0x9E37_79B9_7F4A_7C15)
    high = (high & ~0xF000) | 0x4000  // version 4
    let hashed = mix(key.low ^ (n &* 0xD6E8_FEB8_6659_FD93))
    let variant: UInt64 = 0b10 << 62
    let hashedBits = hashed & (0x3FFF << 48)
    return format(high: high, low: variant | hashedBits | permute48(n &+ key.low))
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

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// The 36 characters of a UUID, written straight into a string's storage.
  private static func format(high: UInt64, low: UInt64) -> String {
    String(unsafeUninitializedCapacity: 36) { buffer in
      var index = 0
      func put(_ value: UInt64, digits: Int) {
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
          buffer[index] = hexDigits[Int((value >> UInt64(shift)) & 0xF)]
          index += 1
        }
      }
      func dash() {
        buffer[index] = UInt8(ascii: "-")
        index += 1
      }
      put(high >> 32, digits: 8)
      dash()
      put(high >> 16, digits: 4)
      dash()
      put(high, digits: 4)
      dash()
      put(low >> 48, digits: 4)
      dash()
      put(low, digits: 12)
      return 36
    }
  }
}
