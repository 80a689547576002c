public import Testing

extension FeatureScenario: CustomTestArgumentEncodable {
  /// Encodes the scenario as its feature file (relative to the package root) and line, or a
  /// problem as its message: the same for the same scenario whenever the suite is made, so that
  /// Xcode can run one scenario again.
  public func encodeTestArgument(to encoder: some Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(problem.map { "problem: \($0)" } ?? location)
  }
}
