import Diagnostics
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks shared by every XML reader: no entity declarations, and readable libxml2 errors.
///
/// Entities are refused before the parser runs, so internal-subset expansion ("billion
/// laughs") never starts; readers also turn external entities off, so nothing is fetched.
enum XMLSafety {
  /// Throws when the decoded text declares an XML entity (`<!ENTITY`).
  static func refuseEntities(in bytes: [UInt8], locator: TextLocator) throws(StringTableError) {
    // Searching a String runs at full speed even in debug builds (no generic byte loop).
    let text = String(decoding: bytes, as: UTF8.self)
    guard let range = text.range(of: "<!ENTITY") else { return }
    let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    throw StringTableError(
      .unsafeContent, "XML entity declarations are not allowed in string tables",
      at: locator.location(ofOffset: offset),
      notes: ["entities are refused so that a table cannot expand into gigabytes of text"])
  }

  /// Parses `data` with Foundation's `XMLParser` and the safe settings every reader shares.
  ///
  /// Refuses entity declarations first, never resolves external entities, and turns the
  /// delegate's own failure or libxml2's error into a located ``StringTableError``.
  /// - Parameters:
  ///   - data: the file's original bytes (libxml2 decodes them itself).
  ///   - text: the decoded UTF-8 text, searched for entity declarations.
  static func parse(_ data: [UInt8], text: [UInt8], locator: TextLocator, delegate: some FailingXMLDelegate) throws(StringTableError) {
    try refuseEntities(in: text, locator: locator)
    let parser = XMLParser(data: Data(data))
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    _ = parser.parse()
    if let failure = delegate.failure { throw failure }
    if let error = parser.parserError {
      throw StringTableError(
        .syntax, XMLPlistStringsParser.message(forLibXMLCode: (error as NSError).code),
        at: SourceLocation(path: locator.path, line: parser.lineNumber, column: parser.columnNumber))
    }
  }

  /// The location of the `<` that opens the tag whose `>` libxml2 reports at `line`:`column`.
  static func tagStart(line: Int, column: Int, locator: TextLocator) -> SourceLocation {
    guard let end = locator.offset(line: line, column: column),
      let lineStart = locator.offset(line: line, column: 1)
    else { return SourceLocation(path: locator.path, line: line, column: column) }
    var index = end
    while index > lineStart {
      if locator.byte(at: index) == UInt8(ascii: "<") { break }
      index -= 1
    }
    return locator.location(ofOffset: index)
  }
}

/// An `XMLParser` delegate that records the first problem it finds.
protocol FailingXMLDelegate: XMLParserDelegate, AnyObject {
  /// The first problem found in the document, if any.
  var failure: StringTableError? { get set }
  /// Where the document's offsets are turned into lines and columns.
  var locator: TextLocator { get }
}

extension FailingXMLDelegate {
  /// The location of the `<` of the tag the parser is at.
  func tagStart(_ parser: XMLParser) -> SourceLocation {
    XMLSafety.tagStart(line: parser.lineNumber, column: parser.columnNumber, locator: locator)
  }

  /// Records libxml2's error at the position it reports and stops. libxml2 reports a
  /// truncated document with the code for content after its end (5): `truncated`, when
  /// given, says what was left open instead.
  func failParsing(_ parser: XMLParser, _ error: any Error, truncated: String?) {
    guard failure == nil else { return }
    let code = (error as NSError).code
    let generic = XMLPlistStringsParser.message(forLibXMLCode: code)
    let location = SourceLocation(path: locator.path, line: parser.lineNumber, column: parser.columnNumber)
    failure = StringTableError(.syntax, code == 5 ? truncated ?? generic : generic, at: location)
    parser.abortParsing()
  }

  /// Records the first syntax problem (at the current tag unless `location` says) and stops.
  func fail(_ parser: XMLParser, _ message: String, at location: SourceLocation? = nil) {
    guard failure == nil else { return }
    failure = StringTableError(.syntax, message, at: location ?? tagStart(parser))
    parser.abortParsing()
  }
}
