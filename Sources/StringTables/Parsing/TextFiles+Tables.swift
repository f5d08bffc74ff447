import Diagnostics
import TextFiles

extension SourceTextDecoder {
  /// Decodes a table file, reporting problems as a ``StringTableError``.
  static func decodeTable(_ data: [UInt8], path: String) throws(StringTableError) -> DecodedText {
    do {
      return try decode(data, path: path)
    } catch {
      throw StringTableError(error)
    }
  }
}

extension XMLSafety {
  /// Parses an XML table with the shared safe settings, reporting problems as a
  /// ``StringTableError``.
  static func parseTable(
    _ data: [UInt8], text: DecodedText, locator: TextLocator, delegate: some FailingXMLDelegate
  ) throws(StringTableError) {
    do {
      try parse(data, text: text, locator: locator, delegate: delegate)
    } catch {
      throw StringTableError(error)
    }
  }
}
