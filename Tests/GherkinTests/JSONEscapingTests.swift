import Gherkin
import Testing

/// The word-at-a-time string escaping against a plain byte-by-byte escaper, on strings of every
/// length up to 40 with characters to escape at every position.
@Suite("JSON escaping")
struct JSONEscapingTests {
  private static let pieces: [String] = ["a", "é", "\"", "\\", "\n", "\u{01}", "📚", " "]

  private func reference(_ text: String) -> [UInt8] {
    var result: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): result += Array(#"\""#.utf8)
      case UInt8(ascii: "\\"): result += Array(#"\\"#.utf8)
      case 0x0A: result += Array(#"\n"#.utf8)
      case 0x01: result += Array(#"\u0001"#.utf8)
      default: result.append(byte)
      }
    }
    return result + [UInt8(ascii: "\"")]
  }

  @Test("matches a byte-by-byte escaper, across buffer growth")
  func matchesReference() {
    var generator = SystemRandomNumberGenerator()
    let writer = JSONWriter(capacity: 1)
    var expected: [[UInt8]] = []
    for length in 0...40 {
      for _ in 0..<20 {
        var text = ""
        for _ in 0..<length {
          let plain = Int.random(in: 0..<4, using: &generator) != 0
          text += plain ? "x" : Self.pieces.randomElement(using: &generator) ?? "x"
        }
        writer.string(text)
        expected.append(reference(text))
      }
    }
    #expect(writer.bytes == Array(expected.joined(separator: [UInt8(ascii: ",")])))
  }

  @Test("writes integers like their description")
  func integers() {
    let values = [0, 7, 9, 10, 11, 99, 100, 12_345, -1, -9, -10, -120, Int.max, Int.min]
    let writer = JSONWriter(capacity: 1)
    for value in values { writer.number(value) }
    let expected = values.map(String.init).joined(separator: ",")
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
  }
}
