/// The Gherkin parser: tokens, AST, pickles, dialects and Cucumber Messages NDJSON.
public enum Gherkin {}
