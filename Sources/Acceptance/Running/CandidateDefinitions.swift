/// The step definitions worth trying on a text, by the literal text their expressions start and
/// end with: an expression that starts (or ends) with text only matches texts that start (or end)
/// with the same text, so the others are skipped without running their matcher. (Many
/// expressions share their first words, "the ", and differ in their last.)
///
/// It works on the definitions' places in their list, so that its code is not generic (generic
/// code over a test suite's world runs unspecialized, and pays for it at every copy).
struct CandidateDefinitions: Sendable {
  /// The UTF-8 bytes that the texts of each definition start with (empty for any).
  private let prefixes: [[UInt8]]
  /// The UTF-8 bytes that the texts of each definition end with (empty for any).
  private let suffixes: [[UInt8]]
  /// Per first byte that some expression starts with: the definitions that start with it or with
  /// anything, in registration order.
  private let byFirstByte: [UInt8: [Int]]
  /// The definitions whose expression can start with any byte, in registration order.
  private let anyStart: [Int]

  /// Sorts the definitions whose texts start with `prefixes` and end with `suffixes`, one of each
  /// per definition (an empty one for any text).
  init(prefixes: [String], suffixes: [String]) {
    let prefixes = prefixes.map { Array($0.utf8) }
    var byFirstByte: [UInt8: [Int]] = [:]
    for byte in Set(prefixes.compactMap(\.first)) {
      byFirstByte[byte] = prefixes.indices.filter { prefixes[$0].first.map { $0 == byte } ?? true }
    }
    self.prefixes = prefixes
    self.suffixes = suffixes.map { Array($0.utf8) }
    self.byFirstByte = byFirstByte
    anyStart = prefixes.indices.filter { prefixes[$0].isEmpty }
  }

  /// The places of the definitions that may match `text`, in registration order.
  func candidates(for text: String) -> [Int] {
    var text = text
    // Compared as contiguous bytes: `String.UTF8View.starts(with:)` walks the view byte by byte.
    return text.withUTF8 { bytes in
      let sameStart = bytes.first.flatMap { byFirstByte[$0] } ?? anyStart
      return sameStart.filter { place in
        let (prefix, suffix) = (prefixes[place], suffixes[place])
        return prefix.count <= bytes.count && suffix.count <= bytes.count
          && UnsafeBufferPointer(rebasing: bytes[..<prefix.count]).elementsEqual(prefix)
          && UnsafeBufferPointer(rebasing: bytes[(bytes.count - suffix.count)...])
            .elementsEqual(suffix)
      }
    }
  }
}
