import Foundation
import Gherkin

extension FeaturePath {
  /// The paths that `operands` name: each `PATH[:LINE…]` as it is, and each `@FILE` replaced by the
  /// `path:line` operands listed in that rerun file (`--format rerun:FILE`), separated by spaces or
  /// line breaks; an empty file lists none.
  /// - Throws: ``UsageError`` for a rerun file that cannot be read.
  package static func operands(_ operands: [String]) throws(UsageError) -> [FeaturePath] {
    var paths: [FeaturePath] = []
    for operand in operands {
      paths +=
        operand.hasPrefix("@")
        ? try rerunPaths(String(operand.dropFirst())) : [FeaturePath(parsing: operand)]
    }
    return paths
  }

  /// The `path:line` operands listed in the rerun file `file`.
  private static func rerunPaths(_ file: String) throws(UsageError) -> [FeaturePath] {
    let bytes: [UInt8]
    switch InputChecks.contents(path: file) {
    case .success(let read): bytes = read
    case .failure(let unreadable):
      throw UsageError(
        "cannot read the rerun file '\(file)' given as @\(file): \(unreadable.reason)")
    }
    return String(decoding: bytes, as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
      .map { FeaturePath(parsing: String($0)) }
  }
}
