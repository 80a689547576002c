/// A node of the syntax tree of a Cucumber Expression, as produced by ``CucumberExpressionParser``.
///
/// `start` and `end` count Unicode code points from the start of the expression.
package struct Node: Sendable, Equatable {
  /// The kinds of node; the raw values are the names used by the official test data.
  package enum Kind: String, Sendable {
    /// Literal text (a text node has a `token` and no children).
    case text = "TEXT_NODE"
    /// Optional text, `(...)`.
    case optional = "OPTIONAL_NODE"
    /// Alternatives separated by `/`.
    case alternation = "ALTERNATION_NODE"
    /// One alternative of an alternation.
    case alternative = "ALTERNATIVE_NODE"
    /// A parameter, `{name}`.
    case parameter = "PARAMETER_NODE"
    /// The whole expression.
    case expression = "EXPRESSION_NODE"
  }

  /// The kind of node.
  package let kind: Kind
  /// The children; `nil` for text nodes.
  package let nodes: [Node]?
  /// The text of a text node; `nil` for the others.
  package let token: String?
  /// The code-point offset where the node starts.
  package let start: Int
  /// The code-point offset just past the node.
  package let end: Int

  /// Creates a node.
  package init(kind: Kind, nodes: [Node]?, token: String?, start: Int, end: Int) {
    self.kind = kind
    self.nodes = nodes
    self.token = token
    self.start = start
    self.end = end
  }

  /// The text the node stands for: its token, or the text of its children joined.
  package var text: String {
    if let nodes, !nodes.isEmpty {
      return nodes.map(\.text).joined()
    }
    return token ?? ""
  }
}

extension Node {
  /// The names of the parameters in the tree, in order: `["int", "string"]` for the tree of
  /// `I add {int} to {string}`, `[""]` for `{}`.
  package var parameterNames: [String] {
    kind == .parameter ? [text] : (nodes ?? []).flatMap(\.parameterNames)
  }
}
