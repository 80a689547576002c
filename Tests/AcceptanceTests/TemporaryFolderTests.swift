import Foundation
import TestSupport
import Testing

/// The tests' temporary folders hold what they were given and leave nothing behind.
@Suite("Temporary folders of the tests")
struct TemporaryFolderTests {
  @Test func aFolderHoldsItsFilesAndIsRemovedWithItsLastReference() throws {
    var folder: TemporaryFolder? = try TemporaryFolder(
      "temporary-folder", files: ["nested/a.feature": "Feature: A\n"])
    let path = try #require(folder?.path)
    let file = try #require(folder?.path("nested/a.feature"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "Feature: A\n")
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
