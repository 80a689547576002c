import Gherkin
import Testing

/// The pickles that runners get (``GherkinParser``'s typed ones) equal the stream's, which the
/// conformance cases check, where those cases leave gaps: backgrounds whose steps have data tables
/// and doc strings, inherited by several scenarios, outlines and rules.
@Suite("Typed pickles")
struct TypedPickleParityTests {
  static let source = """
    Feature: Backgrounds with arguments

      Background:
        Given these users:
          | name | email         |
          | Ada  | ada@example.c |
        And this note:
          ```markdown
          Hello
          ```

      Scenario: first
        When one thing

      Scenario Outline: an outline with <value>
        Then <value> is shown:
          | <value> |

        Examples:
          | value |
          | a     |
          | b     |

      Rule: a rule
        Background:
          Given a rule table:
            | x |

        Scenario: in the rule
          Then done

    """

  @Test func equalTheStreamsPickles() throws {
    let uri = "features/backgrounds.feature"
    let parsed = GherkinParser.parse(source: Self.source, uri: uri, ids: .incrementing())
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.count == 4)
    let typed = ConformanceCases.messages(parsed.pickles)
    let streamed = ConformanceCases.messages(
      bytes: Array(Self.source.utf8), uri: uri, source: false, ast: false, pickles: true)
    #expect(try JSONComparison.equal(typed, streamed), "\(typed)")
    // Every scenario has the background's table and doc string.
    for pickle in parsed.pickles {
      #expect(pickle.steps[0].argument?.dataTable?.rows.count == 2)
      #expect(pickle.steps[1].argument?.docString?.content == "Hello")
    }
    #expect(parsed.pickles[3].steps[2].argument?.dataTable?.rows.first?.cells.map(\.value) == ["x"])
  }
}
