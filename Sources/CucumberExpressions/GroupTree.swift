/// The nesting of the capture groups of a regular expression, read from its source.
///
/// Non-capturing groups `(?:…)`, lookarounds `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)` and other
/// `(?…)` constructs are left out; their capture groups move up to the enclosing group. Named
/// groups `(?<name>…)` are kept.
struct GroupTree: Sendable {
  /// The capture group number (0 for the whole match).
  let index: Int
  /// The group's source between its parentheses (empty for the whole match).
  let source: String
  /// The capture groups directly inside this one.
  let children: [GroupTree]

  /// The tree of `pattern`'s capture groups, rooted at the whole match.
  init(pattern: String) {
    let scalars = Array(pattern.unicodeScalars)
    var stack: [Builder] = [Builder(start: -1, capturing: true)]
    var escaping = false
    // How many sets enclose the scalar: ICU nests them (`[a-z[0-9]]`, `[[:alpha:]]`), and a
    // parenthesis inside one is a character, not a group.
    var setDepth = 0
    var inCharacterClass: Bool { setDepth > 0 }
    for (i, c) in scalars.enumerated() {
      if c == "[" && !escaping {
        setDepth += 1
      } else if c == "]" && !escaping && inCharacterClass {
        setDepth -= 1
      } else if c == "(" && !escaping && !inCharacterClass {
        stack.append(Builder(start: i, capturing: !Self.isNonCapturing(scalars, at: i)))
      } else if c == ")" && !escaping && !inCharacterClass && stack.count > 1 {
        var closed = stack.removeLast()
        if closed.capturing {
          closed.source = String(String.UnicodeScalarView(scalars[(closed.start + 1)..<i]))
          stack[stack.count - 1].children.append(closed)
        } else {
          stack[stack.count - 1].children += closed.children
        }
      }
      escaping = c == "\\" && !escaping
    }
    var counter = 0
    self = stack[0].build(counter: &counter)
  }

  /// How many capture groups the tree holds, the whole match left out.
  var groupCount: Int { children.reduce(children.count) { $0 + $1.groupCount } }

  private init(index: Int, source: String, children: [GroupTree]) {
    self.index = index
    self.source = source
    self.children = children
  }

  private static func isNonCapturing(_ scalars: [Unicode.Scalar], at i: Int) -> Bool {
    func scalar(_ offset: Int) -> Unicode.Scalar? {
      i + offset < scalars.count ? scalars[i + offset] : nil
    }
    guard scalar(1) == "?" else { return false }
    guard scalar(2) == "<" else { return true }
    return scalar(3) == "=" || scalar(3) == "!"
  }

  /// A group being read.
  private struct Builder {
    let start: Int
    let capturing: Bool
    var source = ""
    var children: [Builder] = []

    /// Numbers the groups in the order of their opening parentheses.
    func build(counter: inout Int) -> GroupTree {
      let index = counter
      counter += 1
      let built = children.map { $0.build(counter: &counter) }
      return GroupTree(index: index, source: source, children: built)
    }
  }
}
