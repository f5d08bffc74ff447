import Diagnostics
import Foundation

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
