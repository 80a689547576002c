import Foundation
import Gherkin
import TestSupport
import Testing

/// The stream compiles pickles on its writing thread from ids reserved while parsing: its
/// predictable ids must match parsing and compiling every file in turn with one generator.
@Suite("Stream id order")
struct StreamIdOrderTests {
  @Test("many files give the ids of a sequential run")
  func manyFiles() throws {
    let directory = try ConformanceData.directory("gherkin/good")
    let paths = ConformanceCases.good.map { directory.appendingPathComponent($0).path }
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
