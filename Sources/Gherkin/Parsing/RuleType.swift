/// The grammar rules of Gherkin, as the parser opens and closes them around tokens.
enum RuleType: UInt8 {
  case none
  case gherkinDocument
  case feature
  case featureHeader
  case rule
  case ruleHeader
  case background
  case scenarioDefinition
  case scenario
  case examplesDefinition
  case examples
  case examplesTable
  case step
  case dataTable
  case docString
  case tags
  case description
}
