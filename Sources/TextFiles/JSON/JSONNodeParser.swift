import Diagnostics

/// Builds a ``JSONNode`` tree from the tokens of a ``JSONLexer``, recording where every value starts.
struct JSONNodeParser {
  private var lexer: JSONLexer
  private let maximumDepth: Int

  init(bytes: [UInt8], locator: TextLocator, maximumDepth: Int) {
    self.lexer = JSONLexer(bytes: bytes, locator: locator)
    self.maximumDepth = maximumDepth
  }

  mutating func document() throws(TextFileError) -> JSONNode {
    let root = try value(depth: 0)
    try lexer.finish()
    return root
  }

  private mutating func value(depth: Int) throws(TextFileError) -> JSONNode {
    lexer.skipWhitespace()
    let location = lexer.location
    let start = try lexer.valueStart()
    switch start {
    case .object, .array:
      guard depth < maximumDepth else {
        throw TextFileError(.limit, "objects and arrays nest deeper than \(maximumDepth) levels", at: location)
      }
      if start == .object {
        return JSONNode(value: .object(try members(depth: depth + 1)), location: location)
      }
      return JSONNode(value: .array(try elements(depth: depth + 1)), location: location)
    case .string: return JSONNode(value: .string(try lexer.string()), location: location)
    case .literal:
      let literal = try lexer.literal()
      return JSONNode(value: literal.map(JSONNode.Value.bool) ?? .null, location: location)
    case .number:
      let text = try lexer.number()
      guard let number = Double(text), number.isFinite else {
        throw TextFileError(.syntax, "number '\(text)' is out of range", at: location)
      }
      return JSONNode(value: .number(number, text: text), location: location)
    }
  }

  private mutating func members(depth: Int) throws(TextFileError) -> [JSONNode.Member] {
    var members: [JSONNode.Member] = []
    if lexer.closesEmpty("}") { return members }
    repeat {
      let (key, keyLocation) = try lexer.key()
      members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: try value(depth: depth)))
    } while try !lexer.closesAfterMember("}")
    return members
  }

  private mutating func elements(depth: Int) throws(TextFileError) -> [JSONNode] {
    var elements: [JSONNode] = []
    if lexer.closesEmpty("]") { return elements }
    repeat {
      elements.append(try value(depth: depth))
    } while try !lexer.closesAfterMember("]")
    return elements
  }
}
