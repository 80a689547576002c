/// What the parser drives: rules opened and closed around the tokens it accepts.
protocol ParserBuilder {
  mutating func startRule(_ rule: RuleType)
  mutating func endRule() throws(GherkinSyntaxError)
  mutating func build(_ token: Token)
}
