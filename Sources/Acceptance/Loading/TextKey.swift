/// A string as a dictionary key, hashed in one pass over its UTF-8 bytes, eight at a time.
///
/// Planning looks up every step's text (has it been matched already?) and AST node id (where is
/// the step written?); `String`'s own hashing, SipHash over each byte, was a tenth of the planning
/// thread's work. The hash only picks a bucket: keys are equal when their texts are. A dictionary
/// mixes it with its own seed (random per process), through `_rawHashValue(seed:)`, the
/// requirement of `Hashable` by which the standard library's integers skip `Hasher` too.
struct TextKey: Hashable, Sendable {
  let text: String
  private let hash: UInt64

  init(_ text: String) {
    var text = text
    hash = text.withUTF8 { Self.hash(of: $0) }
    self.text = text
  }

  static func == (lhs: TextKey, rhs: TextKey) -> Bool {
    lhs.hash == rhs.hash && lhs.text == rhs.text
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  func _rawHashValue(seed: Int) -> Int {
    Int(truncatingIfNeeded: Self.mix(hash ^ UInt64(truncatingIfNeeded: seed)))
  }

  /// Folds the bytes into 64 bits: each 8 bytes (then the last few) mixed into the total by a
  /// full-width multiplication, whose two halves are folded together.
  private static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var total = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return total }
    var offset = 0
    while offset + 8 <= bytes.count {
      total = mix(total ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    var last: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      last |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    return mix(total ^ last)
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
    return product.high ^ product.low
  }
}
