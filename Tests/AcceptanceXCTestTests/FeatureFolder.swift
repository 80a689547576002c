import TestSupport

/// Writes `files` (name: content) into a fresh temporary folder, removed with its last reference.
func writeFeatures(_ files: [String: String]) throws -> TemporaryFolder {
  try TemporaryFolder("acceptance-xctest", files: files)
}
