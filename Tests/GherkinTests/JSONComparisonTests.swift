import Testing

@Suite("JSON comparison")
struct JSONComparisonTests {
  @Test("ignores key order and tells values apart")
  func comparison() throws {
    #expect(try JSONComparison.equal(#"{"a":1,"b":[true,"x"]}"#, #"{"b":[true,"x"],"a":1}"#))
    #expect(try !JSONComparison.equal(#"{"a":1}"#, #"{"a":2}"#))
    #expect(try !JSONComparison.equal(#"{"a":"1"}"#, #"{"a":1}"#))
    #expect(try !JSONComparison.equal("{}\n{}", "{}"))
  }
}
