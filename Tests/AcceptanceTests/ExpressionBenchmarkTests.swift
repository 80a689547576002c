import Acceptance
import AcceptanceCommandLine
import Testing

/// The benchmark runs and reports positive figures (no timing assertions).
@Suite("Expression benchmark")
struct ExpressionBenchmarkTests {
  @Test func runs() throws {
    let figures = try ExpressionBenchmark.run(iterations: 10)
    #expect(figures.microsecondsPerMatch > 0)
    #expect(figures.microsecondsPerMiss > 0)
    #expect(figures.microsecondsPerRegularExpressionMatch > 0)
  }
}
