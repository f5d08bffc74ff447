import Diagnostics
import Foundation
import TextFiles

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a whole property list (XML or binary) into a ``PropertyListNode`` tree with locations.
///
/// XML goes through Foundation's `XMLParser` with external entities off, after any
/// `<!ENTITY` declaration has been refused (no entity expansion, no network). Binary property
/// lists go through `PropertyListDecoder` (``BinaryPropertyListValue``); their values are located at line 1.
enum PropertyListReader {
  /// Parses `data` (the file as read) whose text form is `text`.
  ///
  /// - Throws: ``TextFileError`` at the first problem, with its line and column.
  static func read(_ data: [UInt8], path: String) throws(TextFileError) -> PropertyListNode {
    if data.starts(with: Array("bplist00".utf8)) { return try readBinary(data, path: path) }
    let text = try SourceTextDecoder.decode(data, path: path)
    let locator = TextLocator(path: path, bytes: text.bytes)
    guard XMLPlistStringsParser.looksLikeXML(text.bytes) else {
      throw TextFileError(
        .syntax, "expected an XML property list ('<?xml' or '<plist>')",
        at: SourceLocation(path: path, line: 1, column: 1),
        notes: ["a '.stringsdict' file is an XML or binary property list"])
    }
    let delegate = Delegate(locator: locator)
    try XMLSafety.parse(data, text: text, locator: locator, delegate: delegate)
    guard let root = delegate.root else {
      throw TextFileError(
        .syntax, "XML property list has no value",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    return root
  }

  private static func readBinary(_ data: [UInt8], path: String) throws(TextFileError)
    -> PropertyListNode
  {
    let start = SourceLocation(path: path, line: 1, column: 1)
    let value = try binaryValue(Data(data), start: start)
    return node(from: value, location: start)
  }

  /// Decodes a binary property list, with a located error.
  static func binaryValue(_ data: Data, start: SourceLocation) throws(TextFileError)
    -> BinaryPropertyListValue
  {
    do {
      return try BinaryPropertyListValue.decode(data)
    } catch .tooManyValues {
      throw TextFileError(
        .syntax,
        "binary property list unfolds into more than \(BinaryPropertyListValue.maximumValues) values",
        at: start)
    } catch {
      throw TextFileError(.syntax, "malformed binary property list", at: start)
    }
  }

  /// Converts a decoded binary plist value (dictionary keys are already sorted).
  private static func node(from value: BinaryPropertyListValue, location: SourceLocation)
    -> PropertyListNode
  {
    switch value {
    case .string(let string): return .string(string, location)
    case .dictionary(let members):
      return .dictionary(
        PropertyListDictionary(
          members: members.map {
            PropertyListDictionary.Member(
              key: $0.key, keyLocation: location, value: node(from: $0.value, location: location))
          }, location: location))
    case .other(let kind): return .other(kind, location)
    }
  }

  /// Builds the tree from parser events.
  private final class Delegate: NSObject, FailingXMLDelegate {
    let locator: TextLocator
    var root: PropertyListNode?
    var failure: TextFileError?
    private var containers: [Container] = []
    private var depth = 0
    private var skipDepth = 0
    private var capture: (isKey: Bool, location: SourceLocation, text: String)?

    private struct Container {
      let location: SourceLocation
      var members: [PropertyListDictionary.Member] = []
      var pendingKey: (key: String, location: SourceLocation)?
    }

    init(locator: TextLocator) {
      self.locator = locator
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      depth += 1
      if skipDepth > 0 {
        skipDepth += 1
        return
      }
      if depth == 1, elementName == "plist" { return }
      let location = tagStart(parser)
      guard depth < 200 else {
        fail(parser, "property list nested too deeply", at: location)
        return
      }
      if capture != nil {
        fail(parser, "unexpected '<\(elementName)>' inside a '<key>' or '<string>'", at: location)
        return
      }
      if let top = containers.last {
        if elementName == "key" {
          if let pending = top.pendingKey {
            fail(parser, "missing value for key '\(pending.key)'", at: location)
          } else {
            capture = (true, location, "")
          }
          return
        }
        if top.pendingKey == nil {
          fail(parser, "unexpected '<\(elementName)>'; expected '<key>'", at: location)
          return
        }
      } else if root != nil {
        fail(parser, "unexpected '<\(elementName)>' after the property list's value", at: location)
        return
      }
      switch elementName {
      case "string": capture = (false, location, "")
      case "dict": containers.append(Container(location: location))
      case "key": fail(parser, "unexpected '<key>' outside a '<dict>'", at: location)
      default:
        attach(.other(elementName, location), parser: parser)
        skipDepth = 1
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      depth -= 1
      if skipDepth > 0 {
        skipDepth -= 1
        return
      }
      if let captured = capture {
        capture = nil
        if captured.isKey {
          containers[containers.count - 1].pendingKey = (captured.text, captured.location)
        } else {
          attach(.string(captured.text, captured.location), parser: parser)
        }
        return
      }
      guard elementName == "dict", let container = containers.popLast() else { return }
      if let pending = container.pendingKey {
        fail(parser, "missing value for key '\(pending.key)'", at: pending.location)
        return
      }
      attach(
        .dictionary(
          PropertyListDictionary(members: container.members, location: container.location)),
        parser: parser)
    }

    private func attach(_ node: PropertyListNode, parser: XMLParser) {
      guard !containers.isEmpty else {
        root = node
        return
      }
      guard let pending = containers[containers.count - 1].pendingKey else { return }
      containers[containers.count - 1].members.append(
        PropertyListDictionary.Member(key: pending.key, keyLocation: pending.location, value: node))
      containers[containers.count - 1].pendingKey = nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      failParsing(parser, parseError, truncated: depth > 0 ? "XML ends before every element is closed" : nil)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if capture != nil {
        capture?.text += string
      } else if skipDepth == 0, !string.allSatisfy(\.isWhitespace) {
        fail(
          parser,
          "unexpected text '\(string.trimmingWhitespaceAndNewlines())' in the property list",
          at: SourceLocation(
            path: locator.path, line: parser.lineNumber, column: parser.columnNumber))
      }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      if capture != nil { capture?.text += String(decoding: block, as: UTF8.self) }
    }
  }
}
