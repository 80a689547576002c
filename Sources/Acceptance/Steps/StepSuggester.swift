/// Finds the step definitions closest to an undefined step, for "did you mean".
///
/// Closeness is an edit distance over words (``StepWord``), divided by the number of words of the
/// longer side, against both a definition's pattern and its example, whichever is closer:
///
/// - the same word, or quoted text or a number where the pattern has `{string}` or `{int}` (or the
///   example has quoted text or a number), costs nothing;
/// - a word with a typo (one letter off, two in a word of six letters or more) costs ½, as does
///   any one word where the pattern has `{word}`, `{}` or a custom type's parameter;
/// - any other word, and each word more or fewer, costs 1 (½ for `a`, `an` and `the`).
///
/// A definition is suggested when that distance is at most ``threshold``: the best three, closest
/// first. The cost is bounded: a step of more than ``StepWord/limit`` words gets no suggestion, a
/// comparison stops as soon as it cannot come within the threshold, and once ``budget`` pairs of
/// words have been compared, no step gets suggestions any more.
struct StepSuggester {
  /// The largest distance, as a fraction of the longer side's words, that is suggested.
  static let threshold = 0.35
  /// How many suggestions a step gets at most.
  static let limit = 3
  /// How many pairs of words one suggester compares at most.
  static let budget = 10_000_000

  private struct Candidate {
    let entry: StepCatalog.Entry
    /// The words of the pattern, then of the example if any.
    let forms: [Form]
  }

  /// The words of a pattern or example, with the ids of its words.
  private struct Form {
    let words: [Word]
    let ids: Set<Int>

    init(_ words: [Word]) {
      self.words = words
      ids = Set(words.flatMap(\.ids))
    }
  }

  private let candidates: [Candidate]
  private let vocabulary: Vocabulary
  /// How many pairs of words this suggester compared so far.
  private(set) var comparisons = 0
  private let budget: Int
  private var cache: [String: [StepCatalog.Entry]] = [:]
  /// The ids of the definitions' words one typo away from a word of a step, by that word.
  private var typos: [String: Set<Int>] = [:]

  /// A suggester over `entries` that compares at most `budget` pairs of words; definitions whose
  /// expression cannot be used are never suggested.
  init(_ entries: [StepCatalog.Entry], budget: Int = Self.budget) {
    self.budget = budget
    var vocabulary = Vocabulary()
    candidates = entries.filter { $0.problem == nil }.map { entry in
      var forms = [Form(StepWord.words(ofPattern: entry.pattern).map { vocabulary.add($0) })]
      if let example = entry.example?.split(separator: "\n").first,
        let words = StepWord.words(ofStep: String(example))
      {
        forms.append(Form(words.map { vocabulary.add($0) }))
      }
      return Candidate(entry: entry, forms: forms)
    }
    self.vocabulary = vocabulary
  }

  /// Up to ``limit`` definitions close to the step text `text` (without keyword), closest first
  /// (in registration order when equally close); none when no definition is close.
  mutating func closest(to text: String) -> [StepCatalog.Entry] {
    if let cached = cache[text] { return cached }
    let found = search(text)
    cache[text] = found
    return found
  }

  private mutating func search(_ text: String) -> [StepCatalog.Entry] {
    guard let stepWords = StepWord.words(ofStep: text), !stepWords.isEmpty else { return [] }
    let step = stepWords.map { word -> StepSide in
      guard case .text(let text) = word else { return StepSide(word: vocabulary.find(word)) }
      return StepSide(word: vocabulary.find(word), typos: typos(of: text))
    }
    var scored: [(distance: Double, index: Int)] = []
    for (index, candidate) in candidates.enumerated() {
      var best = Double.infinity
      for form in candidate.forms {
        guard comparisons <= budget else { return [] }
        let longer = Double(max(step.count, form.words.count))
        let bound = Self.threshold * longer
        // Each word of the step that the form lacks costs at least ½.
        comparisons += step.count
        let missing = step.count { side in side.word.ids.contains { !form.ids.contains($0) } }
        guard 0.5 * Double(missing) <= bound else { continue }
        if let distance = Self.distance(step, form.words, within: bound, counting: &comparisons) {
          best = min(best, distance / longer)
        }
      }
      if best <= Self.threshold { scored.append((best, index)) }
    }
    return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
      .prefix(Self.limit).map { candidates[$0.index].entry }
  }

  /// The ids of the definitions' words one typo away from `text`.
  private mutating func typos(of text: String) -> Set<Int> {
    if let known = typos[text] { return known }
    let found = vocabulary.ids(closeTo: text)
    typos[text] = found
    return found
  }

  /// The edit distance between the words of a step and of a definition, or `nil` once it is sure
  /// to exceed `bound`; adds the pairs of words it compared to `comparisons`.
  private static func distance(
    _ step: [StepSide], _ form: [Word], within bound: Double, counting comparisons: inout Int
  ) -> Double? {
    var previous = [0.0]
    for word in form { previous.append(previous[previous.count - 1] + word.gapCost) }
    var current = previous
    for side in step {
      let gap = side.word.gapCost
      current[0] = previous[0] + gap
      var rowMinimum = current[0]
      for column in form.indices {
        let cost = min(
          previous[column] + side.cost(in: form[column]), previous[column + 1] + gap,
          current[column] + form[column].gapCost)
        current[column + 1] = cost
        rowMinimum = min(rowMinimum, cost)
      }
      comparisons += form.count
      // Costs only add up: once every cell of a row exceeds the bound, so does the distance.
      if rowMinimum > bound { return nil }
      swap(&previous, &current)
    }
    return previous[form.count]
  }
}

/// A word as the suggester compares it: a word by its id in the definitions' vocabulary (-1 for a
/// word no definition has), or a placeholder.
private enum Word {
  case text(Int)
  case alternatives([Int])
  case quoted
  case number
  /// A parameter: `{string}`, `{int}` and the other numbers, `{word}`, or `{}` and custom types.
  case stringParameter, numberParameter, wordParameter, anyParameter
  /// `a`, `an` or `the`, which cost less to add or leave out.
  case article(Int)

  /// The ids of a word or of its alternatives.
  var ids: [Int] {
    switch self {
    case .text(let id), .article(let id): [id]
    case .alternatives(let ids): ids
    default: []
    }
  }

  /// What the word costs when the other side has none in its place.
  var gapCost: Double {
    if case .article = self { return 0.5 }
    return 1
  }
}

/// A word of the step, with the ids of the definitions' words one typo away from it.
private struct StepSide {
  let word: Word
  var typos: Set<Int> = []

  /// What this word costs in the place of the definition's word `other`.
  func cost(in other: Word) -> Double {
    switch (word, other) {
    case (.quoted, .quoted), (.number, .number), (.quoted, .stringParameter),
      (.number, .numberParameter):
      return 0
    case (.text(let id), .text(let otherId)), (.text(let id), .article(let otherId)),
      (.article(let id), .text(let otherId)), (.article(let id), .article(let otherId)):
      return id == otherId && id >= 0 ? 0 : typos.contains(otherId) ? 0.5 : 1
    case (.text(let id), .alternatives(let ids)):
      return ids.contains(id) && id >= 0 ? 0 : ids.contains(where: typos.contains) ? 0.5 : 1
    case (.text, .wordParameter), (.article, .wordParameter), (.number, .wordParameter),
      (_, .anyParameter):
      return 0.5
    default:
      return 1
    }
  }
}

/// The words of the definitions, each with an id.
private struct Vocabulary {
  private var ids: [String: Int] = [:]
  private var words: [[Unicode.Scalar]] = []

  private static let numberTypes: Set<String> = [
    "int", "float", "double", "bigdecimal", "biginteger", "byte", "short", "long",
  ]

  /// `word` with its text added to the vocabulary.
  mutating func add(_ word: StepWord) -> Word {
    convert(word) { text in
      if let id = ids[text] { return id }
      ids[text] = words.count
      words.append(Array(text.unicodeScalars))
      return words.count - 1
    }
  }

  /// `word` with the id of its text, -1 when no definition has it.
  func find(_ word: StepWord) -> Word {
    convert(word) { ids[$0] ?? -1 }
  }

  private func convert(_ word: StepWord, id: (String) -> Int) -> Word {
    switch word {
    case .text(let text): ["a", "an", "the"].contains(text) ? .article(id(text)) : .text(id(text))
    case .alternatives(let texts): .alternatives(texts.map(id))
    case .quoted: .quoted
    case .number: .number
    case .parameter("string"): .stringParameter
    case .parameter("word"): .wordParameter
    case .parameter(let name): Self.numberTypes.contains(name) ? .numberParameter : .anyParameter
    }
  }

  /// The ids of the words one typo from `text`: one letter off (inserted, removed, replaced), or
  /// two in words of six letters or more; words of fewer than three letters or more than 32 are
  /// never close.
  func ids(closeTo text: String) -> Set<Int> {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 3, scalars.count <= 32 else { return [] }
    return Set(
      words.indices.filter { id in
        words[id] != scalars && Self.isTypo(scalars, words[id])
      })
  }

  private static func isTypo(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Bool {
    let shorter = min(lhs.count, rhs.count)
    guard shorter >= 3, max(lhs.count, rhs.count) <= 32 else { return false }
    let allowed = shorter >= 6 ? 2 : 1
    guard abs(lhs.count - rhs.count) <= allowed else { return false }
    var previous = Array(0...rhs.count)
    var current = previous
    for (row, left) in lhs.enumerated() {
      current[0] = row + 1
      for (column, right) in rhs.enumerated() {
        current[column + 1] = min(
          previous[column] + (left == right ? 0 : 1), previous[column + 1] + 1, current[column] + 1)
      }
      if current.min() ?? 0 > allowed { return false }
      swap(&previous, &current)
    }
    return previous[rhs.count] <= allowed
  }
}
