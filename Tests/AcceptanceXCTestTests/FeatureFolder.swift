import Foundation

/// Writes `files` (name: content) into a fresh temporary folder and returns it.
func writeFeatures(_ files: [String: String]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("acceptance-xctest-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, content) in files {
    try Data(content.utf8).write(to: folder.appendingPathComponent(name))
  }
  return folder
}
