import Acceptance
import Foundation
import Gherkin
import VirtualTime

/// Writes a deterministic corpus of realistic feature files for `acceptance bench gherkin`:
/// outlines, examples, backgrounds, rules, tables, doc strings, tags, comments, some CRLF files
/// and some files in other languages.
struct BenchCorpus {
  /// How many files to write.
  var fileCount = 2_000
  /// Roughly how many bytes each file should have.
  var bytesPerFile = 10_000

  /// Writes the corpus into `directory` and returns the paths, sorted.
  func write(into directory: URL) throws -> [String] {
    var random = SeededRandomNumberGenerator(seed: 42)
    var paths: [String] = []
    for index in 0..<fileCount {
      let language = index % 10 == 7 ? ["fr", "de", "es", "no"][index / 10 % 4] : "en"
      let dialect = GherkinDialect.named(language) ?? GherkinDialect.named("en")
      guard let dialect else { continue }
      var writer = BenchFeatureWriter(dialect: dialect, random: random, index: index)
      var text = writer.feature(targetBytes: bytesPerFile)
      random = writer.random
      if index % 20 == 3 { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
      let url = directory.appendingPathComponent(String(format: "feature_%04d.feature", index))
      try Data(text.utf8).write(to: url)
      paths.append(url.path)
    }
    return paths
  }
}

extension SeededRandomNumberGenerator {
  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
