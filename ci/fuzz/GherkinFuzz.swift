import Gherkin

/// libFuzzer entry point: parses arbitrary bytes as a classic and as a Markdown feature file,
/// writes the NDJSON messages and the tokens. Any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func gherkinFuzzTest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  for uri in ["fuzz.feature", "fuzz.feature.md"] {
    _ = GherkinParser.parse(bytes: bytes, uri: uri, ids: .incrementing())
    var stream = GherkinStream(options: GherkinStreamOptions(predictableIds: true))
    var sink = DiscardingSink()
    stream.write(bytes: bytes, uri: uri, to: &sink)
  }
  _ = GherkinParser.tokens(source: String(decoding: bytes, as: UTF8.self))
  return 0
}
