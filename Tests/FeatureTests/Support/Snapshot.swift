import Foundation
import Testing

/// Expects `text` to be the content of `Tests/FeatureTests/Snapshots/NAME`, and says where they
/// first differ when it is not.
///
/// After a deliberate change, `UPDATE_SNAPSHOTS=1 swift test --filter FeatureTests` rewrites the
/// file; the test still fails that once, so that a rewrite never passes unnoticed.
func expectSnapshot(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots/\(name)")
  if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
    try text.write(to: file, atomically: false, encoding: .utf8)
    Issue.record("rewrote the snapshot \(file.path)", sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: file, encoding: .utf8)
  guard text != expected else { return }
  let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(actualLines.count, expectedLines.count)
  let found = line < actualLines.count ? String(reflecting: String(actualLines[line])) : "the end"
  let wanted =
    line < expectedLines.count ? String(reflecting: String(expectedLines[line])) : "the end"
  Issue.record(
    """
    the output differs from the snapshot \(name) at line \(line + 1): expected \(wanted), \
    found \(found) (after a deliberate change: UPDATE_SNAPSHOTS=1 swift test --filter FeatureTests)
    """, sourceLocation: sourceLocation)
}
