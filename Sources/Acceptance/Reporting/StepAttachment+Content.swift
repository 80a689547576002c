import Foundation

/// The content of an attachment as the reports need it, whichever its encoding.
extension StepAttachment {
  /// The content as bytes: the text in UTF-8, or the Base64 decoded (empty if it is not Base64).
  package var bytes: [UInt8] {
    switch encoding {
    case .identity: Array(body.utf8)
    case .base64: Data(base64Encoded: body).map(Array.init) ?? []
    }
  }

  /// The content as text, for a log or a link (bytes that are not UTF-8 decoded with U+FFFD).
  var text: String {
    encoding == .identity ? body : String(decoding: bytes, as: UTF8.self)
  }

  /// The content as text: the body itself, or its Base64 decoded when that is UTF-8; `nil` for
  /// bytes that are not text.
  var validText: String? {
    encoding == .identity ? body : String(validating: bytes, as: UTF8.self)
  }

  /// The content in Base64.
  var base64: String {
    encoding == .base64 ? body : Data(body.utf8).base64EncodedString()
  }

  /// The size of the content in bytes.
  var byteCount: Int {
    switch encoding {
    case .identity: body.utf8.count
    case .base64:
      body.utf8.count / 4 * 3
        - body.utf8.reversed().prefix(2).filter { $0 == UInt8(ascii: "=") }.count
    }
  }
}
