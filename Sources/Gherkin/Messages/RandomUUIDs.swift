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

  /// The 36 characters of a UUID, written at `target` eight hex digits at a time.
  @inline(__always)
  private static func format(high: UInt64, low: UInt64, to target: UnsafeMutablePointer<UInt8>) {
    // xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx: the 32 digits in runs of 8, 4, 4, 4 and 12.
    put(hex(UInt32(truncatingIfNeeded: high >> 32)), to: target)
    target[8] = UInt8(ascii: "-")
    let middle = hex(UInt32(truncatingIfNeeded: high))
    put(middle, digits: 0..<4, to: target + 9)
    target[13] = UInt8(ascii: "-")
    put(middle, digits: 4..<8, to: target + 14)
    target[18] = UInt8(ascii: "-")
    let last = hex(UInt32(truncatingIfNeeded: low >> 32))
    put(last, digits: 0..<4, to: target + 19)
    target[23] = UInt8(ascii: "-")
    put(last, digits: 4..<8, to: target + 24)
    put(hex(UInt32(truncatingIfNeeded: low)), to: target + 28)
  }

  /// Writes the eight digits of `word` (as ``hex(_:)`` makes them) at `target`.
  @inline(__always)
  private static func put(_ word: UInt64, to target: UnsafeMutablePointer<UInt8>) {
    #if _endian(little)
      UnsafeMutableRawPointer(target).storeBytes(of: word.byteSwapped, as: UInt64.self)
    #else
      UnsafeMutableRawPointer(target).storeBytes(of: word, as: UInt64.self)
    #endif
  }

  /// Writes the digits `digits` of `word` (0 is the most significant) at `target`.
  @inline(__always)
  private static func put(
    _ word: UInt64, digits: Range<Int>, to target: UnsafeMutablePointer<UInt8>
  ) {
    for digit in digits {
      target[digit - digits.lowerBound] = UInt8(truncatingIfNeeded: word >> (56 - 8 * digit))
    }
  }

  /// The eight lowercase hex digits of `value`, one a byte, the most significant digit in the
  /// highest byte: each nibble spread into its own byte, then shifted into `0`...`9` or
  /// `a`...`f`, all eight at once.
  @inline(__always)
  private static func hex(_ value: UInt32) -> UInt64 {
    var spread = UInt64(value)
    spread = ((spread & 0xFFFF_0000) << 16) | (spread & 0xFFFF)
    spread = ((spread & 0x0000_FF00_0000_FF00) << 8) | (spread & 0x0000_00FF_0000_00FF)
    spread = ((spread & 0x00F0_00F0_00F0_00F0) << 4) | (spread & 0x000F_000F_000F_000F)
    // 1 in each byte holding 10...15: adding 6 carries into the byte's high nibble.
    let letters = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
    return spread &+ 0x3030_3030_3030_3030 &+ letters &* 39
  }
}
