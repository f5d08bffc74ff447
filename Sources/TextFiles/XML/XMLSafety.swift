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
  public static func parse(_ data: [UInt8], text: DecodedText, locator: TextLocator, delegate: some FailingXMLDelegate)
    throws(TextFileError)
  {
    try refuseEntities(in: text.bytes, locator: locator)
    try refuseEmptyProcessingInstructions(in: text.bytes, locator: locator)
    try checkDeclaredEncoding(text, locator: locator)
    try checkAttributeCounts(in: text.bytes, locator: locator)
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

  /// Refuses text that libxml2 must not decode itself: UTF-32 files, declarations of any
  /// encoding but UTF-8 and UTF-16, and declarations that contradict the bytes.
  ///
  /// libxml2 crashes on some of the encodings it claims to support (a UTF-32 or EBCDIC
  /// declaration), and Xcode writes only UTF-8; so the declaration is checked first. Any
  /// spelling counts: upper or lower case, single or double quotes, whitespace or line breaks
  /// around `=`. A UTF-8 file (with or without a byte order mark) must declare UTF-8, and a
  /// UTF-16 file UTF-16.
  public static func checkDeclaredEncoding(_ text: DecodedText, locator: TextLocator) throws(TextFileError) {
    if text.encoding == .utf32LittleEndian || text.encoding == .utf32BigEndian {
      throw TextFileError(
        .encoding, "XML in '\(text.encoding.rawValue.uppercased())' is not supported",
        at: SourceLocation(path: locator.path, line: 1, column: 1), notes: ["save the file as UTF-8"])
    }
    guard let (name, offset) = declaredEncoding(text.bytes) else { return }
    let lowered = name.lowercased()
    let utf8 = ["utf-8", "utf8"]
    let utf16 = ["utf-16", "utf16", "utf-16le", "utf-16be"]
    let detected = text.encoding == .utf16LittleEndian || text.encoding == .utf16BigEndian ? utf16 : utf8
    if detected.contains(lowered) { return }
    if (utf8 + utf16).contains(lowered) {
      throw TextFileError(
        .encoding,
        "XML declares encoding '\(name)' but the file is \(text.encoding.rawValue.uppercased())",
        at: locator.location(ofOffset: offset), notes: ["declare the encoding the file is saved in"])
    }
    throw TextFileError(
      .encoding, "XML encoding '\(name)' is not supported", at: locator.location(ofOffset: offset),
      notes: ["navaudit reads XML in UTF-8 or UTF-16, as Xcode writes it"])
  }

  /// The `encoding` of the XML declaration at the start of `bytes` (after any whitespace),
  /// and the offset of its value.
  static func declaredEncoding(_ bytes: [UInt8]) -> (name: String, offset: Int)? {
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    var start = 0
    while start < bytes.count, start < 1024, whitespace.contains(bytes[start]) { start += 1 }
    let head = bytes[start..<min(bytes.count, start + 1024)]
    guard head.starts(with: Array("<?xml".utf8)) else { return nil }
    // An unclosed declaration still names an encoding libxml2 switches to: read to the end
    // of the head when there is no '>'.
    let end = head.firstIndex(of: UInt8(ascii: ">")) ?? head.endIndex
    let declaration = Array(head[..<end])
    let keyword = Array("encoding".utf8)
    guard
      let found = (0..<max(0, declaration.count - keyword.count + 1)).first(where: {
        declaration[$0..<$0 + keyword.count].elementsEqual(keyword)
      })
    else { return nil }
    var index = found + keyword.count
    while index < declaration.count, whitespace.contains(declaration[index]) || declaration[index] == UInt8(ascii: "=")
    {
      index += 1
    }
    guard index < declaration.count, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'")
    else {
      return nil
    }
    let quote = declaration[index]
    let valueStart = index + 1
    let valueEnd = declaration[valueStart...].firstIndex(of: quote) ?? declaration.count
    return (String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self), start + valueStart)
  }

  /// The most attributes one XML element may have: libxml2 checks duplicates in quadratic
  /// time, so 400,000 attributes took minutes. Interface Builder writes about twenty.
  public static let maximumAttributesPerElement = 256

  /// Refuses an element with more than ``maximumAttributesPerElement`` attributes, before
  /// libxml2 sees it (one linear pass; comments, CDATA and declarations are skipped).
  public static func checkAttributeCounts(in bytes: [UInt8], locator: TextLocator) throws(TextFileError) {
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let open = index
      if bytes[open...].starts(with: Array("<!--".utf8)) {
        index = end(of: "-->", in: bytes, from: open + 4)
        continue
      }
      if bytes[open...].starts(with: Array("<![CDATA[".utf8)) {
        index = end(of: "]]>", in: bytes, from: open + 9)
        continue
      }
      index += 1
      var attributes = 0
      var quote: UInt8?
      while index < count {
        let byte = bytes[index]
        if let current = quote {
          if byte == current { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: "=") {
          attributes += 1
          if attributes > maximumAttributesPerElement {
            throw TextFileError(
              .limit, "XML element has more than \(maximumAttributesPerElement) attributes",
              at: locator.location(ofOffset: open))
          }
        } else if byte == UInt8(ascii: ">") {
          break
        }
        index += 1
      }
      index += 1
    }
  }

  /// The offset just past `terminator` at or after `start` (the end of `bytes` if absent).
  private static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int {
    let pattern = Array(terminator.utf8)
    var index = start
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
        return index + pattern.count
      }
      index += 1
    }
    return bytes.count
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
