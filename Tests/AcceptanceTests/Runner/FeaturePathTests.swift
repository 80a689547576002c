import Acceptance
import Foundation
import Testing

/// Which files a folder given to the runner holds: symlinks followed, loops ended, unreadable
/// folders and empty runs said.
@Suite("Feature paths")
struct FeaturePathTests {
  static let feature = "Feature: A\n  Scenario: S\n    Given it passes\n"

  @Test func aSymlinkedFolderIsRunThroughItsLink() throws {
    let fixture = try RunnerFixture([
      "real/a.feature": Self.feature, "real/sub/b.feature": Self.feature,
    ])
    let link = fixture.path("link")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: fixture.path("real"))
    let files = try FeaturePath(path: link).featureFiles().map(\.path)
    #expect(files == [link + "/a.feature", link + "/sub/b.feature"])
  }

  @Test func aSymlinkLoopIsReadOnce() throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature, "sub/b.feature": Self.feature])
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("sub/back"), withDestinationPath: fixture.folder.path)
    let files = try FeaturePath(path: fixture.folder.path + "/").featureFiles().map(\.path)
    #expect(files == [fixture.path("a.feature"), fixture.path("sub/b.feature")])
  }

  @Test func hiddenFoldersAreNotSearched() throws {
    let fixture = try RunnerFixture([
      "a.feature": Self.feature, ".build/checkouts/x.feature": Self.feature,
    ])
    #expect(try FeaturePath(path: fixture.folder.path).featureFiles().count == 1)
  }

  @Test func anUnreadableFolderIsAnErrorNamingIt() throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature, "locked/b.feature": Self.feature])
    let locked = fixture.path("locked")
    let error = #expect(throws: FeaturePathError.self) {
      try FeaturePath(path: fixture.folder.path).featureFiles(
        fileManager: RefusingFileManager(refused: locked))
    }
    #expect(error?.description == "\(locked): the folder cannot be read")
  }

  @Test(arguments: ["0", "-1", "abc", "5:", "99999999999999999999"])
  func aFileFollowedByWhatIsNoLineNumberSaysSo(suffix: String) throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let file = fixture.path("a.feature")
    let path = FeaturePath(parsing: "\(file):\(suffix)")
    let error = #expect(throws: FeaturePathError.self) { try path.featureFiles() }
    #expect(
      error?.reason
        == "no such file or folder; \(file) exists, but \"\(suffix)\" after it is not a list of "
        + "line numbers (whole numbers from 1, each after a colon)")
    let missing = #expect(throws: FeaturePathError.self) {
      try FeaturePath(parsing: fixture.path("b.feature:\(suffix)")).featureFiles()
    }
    #expect(missing?.reason == "no such file or folder")
  }

  @Test func aSymlinkToItselfIsNamedALoop() throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let loop = fixture.path("loop.feature")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let error = #expect(throws: FeaturePathError.self) {
      try FeaturePath(path: loop).featureFiles()
    }
    #expect(error?.reason == "a loop of symbolic links")
  }

  @Test func aFeatureFileInAFolderThatLinksToNothingIsAnError() throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let broken = fixture.path("gone.feature")
    try FileManager.default.createSymbolicLink(
      atPath: broken, withDestinationPath: fixture.path("nowhere.feature"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("notes.txt"), withDestinationPath: fixture.path("nowhere.txt"))
    let error = #expect(throws: FeaturePathError.self) {
      try FeaturePath(path: fixture.folder.path).featureFiles()
    }
    #expect(error?.description == "\(broken): a symbolic link to nothing")
  }

  @Test func aLineNumberOnAFolderIsAnError() throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let error = #expect(throws: FeaturePathError.self) {
      try FeaturePath(parsing: fixture.folder.path + ":5").featureFiles()
    }
    #expect(error?.path == fixture.folder.path + ":5")
    #expect(error?.reason == "a line number selects scenarios in a file, not in a folder")
  }

  @Test func aFolderWithoutScenariosSaysNothingRanAndFailsAStrictRun() async throws {
    let fixture = try RunnerFixture(["notes.txt": "not a feature"])
    var options = RunOptions()
    options.strict = true
    let outcome = await fixture.run(StepRegistry<LogWorld>(), options: options)
    #expect(
      outcome.summary.warnings == [RunWarning("the given paths hold no scenario: nothing ran")])
    #expect(!outcome.summary.passed)
  }
}

/// A file manager that cannot list one folder, as for a folder without read permission (which the
/// tests, running as root, cannot make).
private final class RefusingFileManager: FileManager, @unchecked Sendable {
  let refused: String

  init(refused: String) {
    self.refused = refused
    super.init()
  }

  override func contentsOfDirectory(atPath path: String) throws -> [String] {
    guard path != refused else { throw CocoaError(.fileReadNoPermission) }
    return try super.contentsOfDirectory(atPath: path)
  }
}
