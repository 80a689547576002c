import Foundation
import Gherkin
import TestSupport
import Testing

/// The stream parses files on several threads, each file numbering its ids from 0, and its
/// writing thread shifts them into place: its predictable ids must match parsing and compiling
/// every file in turn with one generator, also when files with parse errors (which draw ids for
/// the nodes built before the error) come between them.
@Suite("Stream id order")
struct StreamIdOrderTests {
  @Test("many files give the ids of a sequential run")
  func manyFiles() throws {
    let good = try ConformanceData.directory("gherkin/good")
    let bad = try ConformanceData.directory("gherkin/bad")
    var paths: [String] = []
    for (index, name) in ConformanceCases.good.enumerated() {
      paths.append(good.appendingPathComponent(name).path)
      if index < ConformanceCases.bad.count {
        paths.append(bad.appendingPathComponent(ConformanceCases.bad[index]).path)
      }
    }
    let options = GherkinStreamOptions(includeSource: false, predictableIds: true)
    var stream = GherkinStream(options: options)
    var sink = BufferSink()
    stream.write(paths: paths, to: &sink)

    let ids = IdGenerator.incrementing()
    var expected = ""
    var pickles = 0
    for path in paths {
      let result = GherkinParser.parse(path: path, ids: ids)
      var envelopes = result.errors.map(GherkinEnvelope.parseError)
      envelopes += result.document.map { [GherkinEnvelope.gherkinDocument($0)] } ?? []
      envelopes += result.pickles.map(GherkinEnvelope.pickle)
      pickles += result.pickles.count
      for envelope in envelopes { expected += envelope.jsonString + "\n" }
    }
    #expect(pickles > 100)
    #expect(stream.statistics.pickles == pickles)
    #expect(sink.text == expected)
  }
}
