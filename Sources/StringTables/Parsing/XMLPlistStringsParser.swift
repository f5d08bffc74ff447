import Diagnostics
import Foundation
import TextFiles

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses a `.strings` file whose content is an XML property list (`<plist><dict>…`).
///
/// Uses Foundation's `XMLParser` with external entities off. Any `<!ENTITY` declaration is
/// refused before parsing, so internal-subset entity expansion ("billion laughs") never runs.
/// Keys keep their order and duplicates, which `PropertyListSerialization` would lose.
struct XMLPlistStringsParser {
  private let data: [UInt8]
  private let text: DecodedText
  private let locator: TextLocator

  init(data: [UInt8], text: DecodedText, locator: TextLocator) {
    self.data = data
    self.text = text
    self.locator = locator
  }

  /// Whether decoded text looks like an XML property list rather than old-style text.
  static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
    guard let start = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      return false
    }
    let head = bytes[start...]
    return head.starts(with: Array("<?xml".utf8))
      || head.starts(with: Array("<!DOCTYPE plist".utf8))
      || head.starts(with: Array("<plist".utf8))
  }

  /// Parses the dictionary of `<key>`/`<string>` pairs.
  func parse() throws(TextFileError) -> ParsedStrings {
    // libxml2 decodes the original bytes itself: it honours byte order marks, detects
    // UTF-16 without one from '<?', and checks the encoding declaration.
    let delegate = Delegate(locator: locator)
    try XMLSafety.parse(data, text: text, locator: locator, delegate: delegate)
    guard delegate.sawDictionary else {
      throw TextFileError(
        .syntax, "XML property list has no '<dict>'",
        at: SourceLocation(path: locator.path, line: 1, column: 1))
    }
    return delegate.result
  }

  /// Collects key/string pairs from parser events.
  private final class Delegate: NSObject, FailingXMLDelegate {
    let locator: TextLocator
    var result = ParsedStrings()
    var failure: TextFileError?
    var sawDictionary = false
    private var stack: [String] = []
    private var buffer = ""
    private var capturing = false
    private var pendingKey: (key: String, location: SourceLocation)?
    private var currentLocation = SourceLocation(path: "", line: 1, column: 1)
    private var skippedValueDepth = 0

    init(locator: TextLocator) {
      self.locator = locator
    }

    /// libxml2 reports the position of the tag's closing '>': walk back to its '<'.

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      defer { stack.append(elementName) }
      if skippedValueDepth > 0 {
        skippedValueDepth += 1
        return
      }
      let atTop = stack.isEmpty || stack == ["plist"]
      if atTop {
        if stack.isEmpty, elementName == "plist" { return }
        if elementName == "dict" {
          sawDictionary = true
        } else {
          fail(parser, "unexpected '<\(elementName)>'; a string table must be a '<dict>'")
        }
        return
      }
      guard stack.last == "dict" else { return }
      let location = tagStart(parser)
      if elementName == "key" {
        if let pending = pendingKey {
          fail(parser, "missing value for key '\(pending.key)'", at: location)
          return
        }
        currentLocation = location
        startCapture()
      } else if pendingKey == nil {
        fail(parser, "unexpected '<\(elementName)>'; expected '<key>'", at: location)
      } else if elementName == "string" {
        startCapture()
      } else if let pending = pendingKey {
        result.notices.append(
          ParsedStrings.Notice(
            kind: .unsupportedValue, key: pending.key, location: location,
            message:
              "value of key '\(pending.key)' is '<\(elementName)>', not a string; the entry is ignored"
          ))
        result.entries.append(
          ParsedStrings.Entry(
            key: pending.key, value: nil, comment: nil, location: pending.location))
        pendingKey = nil
        skippedValueDepth = 1
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = stack.popLast()
      if skippedValueDepth > 0 {
        skippedValueDepth -= 1
        return
      }
      guard stack.last == "dict", capturing else {
        if elementName == "dict", let pending = pendingKey {
          fail(parser, "missing value for key '\(pending.key)'", at: pending.location)
        }
        return
      }
      capturing = false
      if elementName == "key" {
        pendingKey = (buffer, currentLocation)
      } else if let pending = pendingKey {
        result.entries.append(
          ParsedStrings.Entry(
            key: pending.key, value: buffer, comment: nil, location: pending.location))
        pendingKey = nil
      }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      failParsing(parser, parseError, truncated: stack.last.map { "XML ends before '<\($0)>' is closed" })
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if capturing {
        buffer += string
      } else if skippedValueDepth == 0, !string.allSatisfy(\.isWhitespace) {
        fail(
          parser, "unexpected text '\(string.trimmingWhitespaceAndNewlines())' in the property list"
        )
      }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      if capturing { buffer += String(decoding: block, as: UTF8.self) }
    }

    private func startCapture() {
      capturing = true
      buffer = ""
    }
  }
}
