import Diagnostics
import Foundation
import TextFiles

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XLIFF 1.2 with Foundation's `XMLParser`: no external entities, no `<!ENTITY`.
enum XLIFFParser {
  static func parse(_ data: [UInt8], path: String) throws(TextFileError) -> [XLIFFDocument.File] {
    let text = try SourceTextDecoder.decode(data, path: path)
    let locator = TextLocator(path: path, bytes: text.bytes)
    guard let first = text.bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
      first == UInt8(ascii: "<")
    else {
      throw TextFileError(
        .syntax,
        text.bytes.isEmpty ? "XML document is empty" : "expected an XML document ('<?xml' or '<xliff>')",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    let delegate = Delegate(locator: locator)
    try XMLSafety.parse(data, text: text, locator: locator, delegate: delegate)
    guard delegate.sawRoot else {
      throw TextFileError(
        .syntax, "XML document is empty", at: SourceLocation(path: path, line: 1, column: 1))
    }
    return delegate.files
  }

  /// Collects files and units from parser events.
  private final class Delegate: NSObject, FailingXMLDelegate {
    let locator: TextLocator
    var files: [XLIFFDocument.File] = []
    var failure: TextFileError?
    var sawRoot = false
    private var depth = 0
    private var file: (attributes: [String: String], location: SourceLocation)?
    private var units: [XLIFFDocument.Unit] = []
    private var unit: PendingUnit?
    private var capture: (element: String, depth: Int, text: String)?

    private struct PendingUnit {
      let id: String?
      let location: SourceLocation
      var source: String?
      var target: String?
      var note: String?
      var maxWidth: Double?
    }

    init(locator: TextLocator) {
      self.locator = locator
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      depth += 1
      // Only files and units keep a location: finding the '<' costs a walk along the line.
      var location: SourceLocation { tagStart(parser) }
      guard depth < 100 else {
        fail(parser, "XML nested too deeply", at: location)
        return
      }
      if depth == 1 {
        sawRoot = true
        guard elementName == "xliff" else {
          fail(parser, "expected an '<xliff>' document, found '<\(elementName)>'", at: location)
          return
        }
        if let version = attributes["version"], !version.hasPrefix("1.") {
          fail(
            parser,
            "XLIFF version '\(version)' is not supported; Xcode exports XLIFF 1.2", at: location)
        }
        return
      }
      if capture != nil { return }  // inline markup inside a text: keep collecting its text
      switch elementName {
      case "file" where file == nil:
        file = (attributes, location)
        units = []
      case "trans-unit" where file != nil:
        unit = PendingUnit(id: attributes["id"], location: location)
        // Only a width in points is a bar budget; characters or pixels are another contract.
        if attributes["size-unit"] == "point", let width = attributes["maxwidth"].flatMap(Double.init), width >= 0 {
          unit?.maxWidth = width
        }
      case "source", "target", "note":
        if unit != nil { capture = (elementName, depth, "") }
      default:
        break
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      defer { depth -= 1 }
      if let captured = capture {
        guard captured.depth == depth else { return }
        capture = nil
        switch captured.element {
        case "source": unit?.source = captured.text
        case "target": unit?.target = captured.text
        default: unit?.note = captured.text
        }
        return
      }
      if elementName == "trans-unit", let pending = unit {
        unit = nil
        guard let id = pending.id else {
          fail(parser, "'<trans-unit>' without an 'id'", at: pending.location)
          return
        }
        units.append(
          XLIFFDocument.Unit(
            id: id, source: pending.source ?? "", target: pending.target,
            note: pending.note.flatMap { $0.isEmpty ? nil : $0 },
            location: pending.location, maxWidth: pending.maxWidth))
      } else if elementName == "file", let open = file {
        file = nil
        guard let original = open.attributes["original"] else {
          fail(parser, "'<file>' without an 'original' attribute", at: open.location)
          return
        }
        files.append(
          XLIFFDocument.File(
            original: original, sourceLanguage: open.attributes["source-language"],
            targetLanguage: open.attributes["target-language"],
            datatype: open.attributes["datatype"], units: units, location: open.location))
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if capture != nil { capture?.text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      if capture != nil { capture?.text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      failParsing(parser, parseError, truncated: depth > 0 ? "XML ends before every element is closed" : nil)
    }
  }
}
