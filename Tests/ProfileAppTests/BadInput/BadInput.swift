/// Hostile or unusual input that every field of every form must survive.
enum BadInput: String, CaseIterable, Sendable {
  case whitespace
  case tenThousandCharacters
  case emoji
  case combiningMarks
  case rightToLeft
  case sql
  case html

  var text: String {
    switch self {
    case .whitespace: " \t \n "
    case .tenThousandCharacters: String(repeating: "a", count: 10_000)
    case .emoji: "😀👍🏽👨‍👩‍👧"
    case .combiningMarks: "Ame\u{301}lie"
    case .rightToLeft: "مرحبا"
    case .sql: "Robert'); DROP TABLE users;--"
    case .html: "<script>alert(1)</script>"
    }
  }
}
