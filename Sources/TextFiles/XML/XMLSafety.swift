public import Diagnostics
import Foundation

#if canImport(FoundationXML)
  public import FoundationXML
#endif

/// Checks shared by every XML reader: no entity declarations, and readable libxml2 errors.
///
/// Entities are refused before the parser runs, so internal-subset expansion ("billion
/// laughs") never starts; readers also turn external entities off, so nothing is fetched.
public enum XMLSafety {
  /// Throws when the decoded text declares an XML entity (`<!ENTITY`).
  public static func refuseEntities(in bytes: [UInt8], locator: TextLocator) throws(TextFileError) {
    // Searching a String runs at full speed even in debug builds (no generic byte loop).
    let text = String(decoding: bytes, as: UTF8.self)
    guard let range = text.range(of: "<!ENTITY") else { return }
    let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    throw TextFileError(
      .unsafeContent, "XML entity declarations are not allowed",
      at: locator.location(ofOffset: offset),
      notes: ["entities are refused so that a file cannot expand into gigabytes of text"])
  }

  /// Throws when the decoded text holds a processing instruction without data
  /// (`<?name?>`), which Foundation's `XMLParser` crashes on (it reads the missing data as a
  /// C string). Xcode writes no processing instruction but the XML declaration.
  public static func refuseEmptyProcessingInstructions(in bytes: [UInt8], locator: TextLocator)
    throws(TextFileError)
  {
    let text = String(decoding: bytes, as: UTF8.self)
    var rest = text[...]
    while let range = rest.range(of: "<?") {
      let name = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "?" && $0 != "<" && $0 != ">" }
      if !name.isEmpty, name.lowercased() != "xml", text[name.endIndex...].hasPrefix("?>") {
        throw TextFileError(
          .unsafeContent, "XML processing instructions without data are not supported",
          at: locator.location(ofOffset: text.utf8.distance(from: text.startIndex, to: range.lowerBound)),
          notes: ["remove the processing instruction"])
      }
      rest = text[range.upperBound...]
    }
  }

  /// Parses `data` with Foundation's `XMLParser` and the safe settings every reader shares.
  ///
  /// Refuses entity declarations first, never resolves external entities, and turns the
  /// delegate's own failure or libxml2's error into a located ``TextFileError``.
  /// - Parameters:
  ///   - data: the file's original bytes (libxml2 decodes them itself).
  ///   - text: the decoded UTF-8 text, searched for entity declarations.
  public static func parse(_ data: [UInt8], text: DecodedText, locator: TextLocator, delegate: some FailingXMLDelegate) throws(TextFileError) {
    try refuseEntities(in: text.bytes, locator: locator)
    try refuseEmptyProcessingInstructions(in: text.bytes, locator: locator)
    try checkDeclaredEncoding(text, locator: locator)
    // libxml2 reads the original bytes: when navaudit decoded them as something else (UTF-16
    // guessed from NUL bytes), libxml2 may still see ASCII markup in them, so the same checks
    // run on the bytes as libxml2 reads them.
    try refuseGuessedWideEncodings(data, locator: locator)
    if text.encoding != .utf8, text.encoding != .utf8WithBOM {
      let raw = TextLocator(path: locator.path, bytes: data)
      try refuseEntities(in: data, locator: raw)
      try refuseEmptyProcessingInstructions(in: data, locator: raw)
      if data.starts(with: Array("<?xml".utf8)) {
        try checkDeclaredEncoding(DecodedText(bytes: data, encoding: .utf8), locator: raw)
      }
    }
    let parser = XMLParser(data: Data(data))
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    _ = parser.parse()
    if let failure = delegate.failure { throw failure }
    if let error = parser.parserError {
      throw TextFileError(
        .syntax, message(forLibXMLCode: (error as NSError).code),
        at: SourceLocation(path: locator.path, line: parser.lineNumber, column: parser.columnNumber))
    }
  }

  /// Refuses text that libxml2 must not decode itself: UTF-32 files, and declarations of
  /// any encoding but UTF-8 and UTF-16.
  ///
  /// libxml2 crashes on some of the encodings it claims to support (a UTF-32 or EBCDIC
  /// declaration), and Xcode writes only UTF-8; so the declaration is checked first.
  public static func checkDeclaredEncoding(_ text: DecodedText, locator: TextLocator) throws(TextFileError) {
    if text.encoding == .utf32LittleEndian || text.encoding == .utf32BigEndian {
      throw TextFileError(
        .encoding, "XML in '\(text.encoding.rawValue.uppercased())' is not supported",
        at: SourceLocation(path: locator.path, line: 1, column: 1), notes: ["save the file as UTF-8"])
    }
    let head = text.bytes.prefix(256)
    guard head.starts(with: Array("<?xml".utf8)), let end = head.firstIndex(of: UInt8(ascii: ">")) else { return }
    let declaration = String(decoding: head[..<end], as: UTF8.self)
    guard let range = declaration.range(of: "encoding") else { return }
    var rest = declaration[range.upperBound...].drop { $0.isWhitespace || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
    rest = rest.dropFirst()
    let name = String(rest.prefix { $0 != quote })
    let accepted = ["utf-8", "utf8", "utf-16", "utf16", "utf-16le", "utf-16be"]
    guard !accepted.contains(name.lowercased()) else { return }
    let offset = declaration.utf8.distance(from: declaration.startIndex, to: rest.startIndex)
    throw TextFileError(
      .encoding, "XML encoding '\(name)' is not supported", at: locator.location(ofOffset: offset),
      notes: ["navaudit reads XML in UTF-8 or UTF-16, as Xcode writes it"])
  }

  /// Refuses bytes whose first four libxml2 takes for UTF-32 (UCS-4, any byte order) or
  /// EBCDIC, whatever navaudit decoded them as: libxml2 crashes on those encodings.
  static func refuseGuessedWideEncodings(_ data: [UInt8], locator: TextLocator) throws(TextFileError) {
    let signatures: [[UInt8]] = [
      [0x00, 0x00, 0x00, 0x3C], [0x3C, 0x00, 0x00, 0x00], [0x00, 0x00, 0x3C, 0x00],
      [0x00, 0x3C, 0x00, 0x00], [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00],
      [0x4C, 0x6F, 0xA7, 0x94],
    ]
    guard signatures.contains(where: { data.starts(with: $0) }) else { return }
    throw TextFileError(
      .encoding, "XML in UTF-32 or EBCDIC is not supported",
      at: SourceLocation(path: locator.path, line: 1, column: 1), notes: ["save the file as UTF-8"])
  }

  /// Lowercase messages for the libxml2 errors a hand-edited document usually has.
  public static func message(forLibXMLCode code: Int) -> String {
    switch code {
    case 4: "XML document is empty"
    case 5: "unexpected content after the end of the XML document"
    case 9: "invalid character in XML"
    case 23: "missing ';' after an XML entity reference"
    case 26, 27: "undefined XML entity"
    case 31, 32: "unsupported XML encoding"
    case 38, 39, 40, 41: "malformed XML attribute"
    case 68: "expected an XML element name"
    case 73: "expected '>' to close the XML tag"
    case 76: "XML end tag does not match the start tag"
    case 77: "XML ends inside a tag"
    default: "malformed XML"
    }
  }

  /// The location of the `<` that opens the tag whose `>` libxml2 reports at `line`:`column`.
  public static func tagStart(line: Int, column: Int, locator: TextLocator) -> SourceLocation {
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
public protocol FailingXMLDelegate: XMLParserDelegate, AnyObject {
  /// The first problem found in the document, if any.
  var failure: TextFileError? { get set }
  /// Where the document's offsets are turned into lines and columns.
  var locator: TextLocator { get }
}

extension FailingXMLDelegate {
  /// The location of the `<` of the tag the parser is at.
  public func tagStart(_ parser: XMLParser) -> SourceLocation {
    XMLSafety.tagStart(line: parser.lineNumber, column: parser.columnNumber, locator: locator)
  }

  /// Records libxml2's error at the position it reports and stops. libxml2 reports a
  /// truncated document with the code for content after its end (5): `truncated`, when
  /// given, says what was left open instead.
  public func failParsing(_ parser: XMLParser, _ error: any Error, truncated: String?) {
    guard failure == nil else { return }
    let code = (error as NSError).code
    let generic = XMLSafety.message(forLibXMLCode: code)
    let location = SourceLocation(path: locator.path, line: parser.lineNumber, column: parser.columnNumber)
    failure = TextFileError(.syntax, code == 5 ? truncated ?? generic : generic, at: location)
    parser.abortParsing()
  }

  /// Records the first syntax problem (at the current tag unless `location` says) and stops.
  public func fail(_ parser: XMLParser, _ message: String, at location: SourceLocation? = nil) {
    guard failure == nil else { return }
    failure = TextFileError(.syntax, message, at: location ?? tagStart(parser))
    parser.abortParsing()
  }
}
