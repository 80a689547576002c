import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element parsed with Foundation's parser, to check that reports are well-formed.
final class XMLTree {
  let name: String
  let attributes: [String: String]
  var children: [XMLTree] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The children named `name`.
  func all(_ name: String) -> [XMLTree] { children.filter { $0.name == name } }

  /// The first child named `name`.
  func first(_ name: String) -> XMLTree? { children.first { $0.name == name } }

  /// Parses `text`, or throws the parser's error when it is not well-formed.
  static func parse(_ text: String) throws -> XMLTree {
    let builder = Builder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw XMLTreeError(description: "\(parser.parserError.map { "\($0)" } ?? "no root")")
    }
    return root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    var stack: [XMLTree] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let element = XMLTree(name: elementName, attributes: attributes)
      stack.last?.children.append(element)
      if root == nil { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}

struct XMLTreeError: Error, CustomStringConvertible {
  let description: String
}
