import Foundation
import Gherkin

/// `acceptance bench gherkin [DIR]`: parses, compiles and encodes a corpus, printing throughput.
func runBenchGherkinCommand(_ arguments: [String]) -> Int32 {
  0
}
