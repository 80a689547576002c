/// The step definitions worth trying on a text, by its first byte: an expression that starts with
/// text only matches texts that start with the same byte, so the others are skipped without work.
struct CandidateDefinitions<Definition: Sendable>: Sendable {
  /// Per first byte that some expression starts with: the definitions that start with it or with
  /// anything, in registration order.
  private let byFirstByte: [UInt8: [Definition]]
  /// The definitions whose expression can start with any byte, in registration order.
  private let anyStart: [Definition]

  /// Sorts `definitions`; `firstByte` gives the byte a definition's texts must start with, if any.
  init(_ definitions: [Definition], firstByte: (Definition) -> UInt8?) {
    let bytes = definitions.map(firstByte)
    var byFirstByte: [UInt8: [Definition]] = [:]
    for byte in Set(bytes.compactMap { $0 }) {
      byFirstByte[byte] = zip(definitions, bytes).compactMap { definition, first in
        first == nil || first == byte ? definition : nil
      }
    }
    self.byFirstByte = byFirstByte
    anyStart = zip(definitions, bytes).compactMap { $1 == nil ? $0 : nil }
  }

  /// The definitions that may match `text`, in registration order.
  func candidates(for text: String) -> [Definition] {
    text.utf8.first.flatMap { byFirstByte[$0] } ?? anyStart
  }
}
