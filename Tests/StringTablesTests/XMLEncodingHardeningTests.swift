import Diagnostics
import Foundation
import InterfaceBuilder
import StringTables
import Testing
import TextFiles
import UnicodeSupport

/// Issue 10, defect 1: libxml2 crashed on a UTF-32 or EBCDIC declaration. Every XML reader
/// refuses such declarations, in every spelling, before libxml2 sees the bytes.
@Suite("Hostile XML encodings and attribute counts")
struct XMLEncodingHardeningTests {
  /// One XML reader of navaudit, fed raw bytes.
  struct Reader: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String
    let read: @Sendable ([UInt8]) throws -> Void
    var testDescription: String { name }
  }

  static let readers: [Reader] = [
    Reader(name: "stringsdict", body: "<plist version=\"1.0\"><dict/></plist>") {
      _ = try StringTable(stringsDictionaryContents: Data($0), path: "T.stringsdict", name: "T", folder: .base)
    },
    Reader(name: "XML .strings", body: "<plist version=\"1.0\"><dict/></plist>") {
      _ = try StringTable(stringsFileContents: Data($0), path: "T.strings", name: "T", folder: .base)
    },
    Reader(name: "XLIFF", body: "<xliff version=\"1.2\"></xliff>") {
      _ = try XLIFFDocument(contents: Data($0), path: "T.xliff")
    },
    Reader(name: "storyboard", body: "<document type=\"x\" version=\"3.0\"></document>") {
      _ = try XMLTreeReader.read($0, path: "T.storyboard")
    },
  ]

  /// A declaration spelling and the bytes around it.
  struct Spelling: Sendable, CustomTestStringConvertible {
    let name: String
    let encode: @Sendable (String) -> [UInt8]
    var testDescription: String { name }
  }

  static func utf16LE(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }

  static let spellings: [Spelling] = [
    Spelling(name: "UTF-32") { Array("<?xml version=\"1.0\" encoding=\"UTF-32\"?>\($0)".utf8) },
    Spelling(name: "EBCDIC-US") { Array("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\($0)".utf8) },
    Spelling(name: "lowercase, single quotes") { Array("<?xml version='1.0' encoding='ebcdic-us'?>\($0)".utf8) },
    Spelling(name: "whitespace and line breaks around '='") {
      Array("<?xml version=\"1.0\"\n  encoding \r\n=\t \"Utf-32\"?>\($0)".utf8)
    },
    Spelling(name: "leading whitespace") { Array("\n <?xml version=\"1.0\" encoding=\"UCS-4\"?>\($0)".utf8) },
    Spelling(name: "UTF-16 file declaring UTF-32") {
      [0xFF, 0xFE] + utf16LE("<?xml version=\"1.0\" encoding=\"UTF-32\"?>\($0)")
    },
    Spelling(name: "UTF-8 byte order mark declaring UTF-16") {
      [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\($0)".utf8)
    },
    Spelling(name: "UTF-16 byte order mark declaring UTF-8") {
      [0xFF, 0xFE] + utf16LE("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\($0)")
    },
    Spelling(name: "UTF-32 byte order mark") {
      [0xFF, 0xFE, 0x00, 0x00]
        + "<?xml version=\"1.0\"?>\($0)".unicodeScalars.flatMap {
          [UInt8($0.value & 0xFF), UInt8($0.value >> 8 & 0xFF), UInt8($0.value >> 16), 0]
        }
    },
  ]

  @Test(arguments: readers, spellings)
  func everyReaderRefusesEverySpellingBeforeLibXML(_ reader: Reader, _ spelling: Spelling) {
    let bytes = spelling.encode(reader.body)
    do {
      try reader.read(bytes)
      Issue.record("\(reader.name) accepted \(spelling.name)")
    } catch let error as any LocatedError {
      #expect(error.location.line <= 3)
      #expect(error.location.path.hasPrefix("T."))
      #expect(error.message.contains("XML"))
    } catch {
      Issue.record("unlocated error \(error)")
    }
  }

  @Test(arguments: readers)
  func utf8AndUTF16DeclarationsStillRead(_ reader: Reader) throws {
    try reader.read(Array("<?xml version='1.0' encoding='utf-8'?>\(reader.body)".utf8))
    try reader.read([0xFF, 0xFE] + Self.utf16LE("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\(reader.body)"))
  }

  @Test func theMessageQuotesTheDeclaredEncodingAtItsColumn() {
    let bytes = Array("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?><plist/>".utf8)
    #expect(throws: TextFileError.self) {
      try StringTable(stringsDictionaryContents: Data(bytes), path: "de.lproj/T.stringsdict", name: "T", folder: .base)
    }
    do {
      _ = try StringTable(
        stringsDictionaryContents: Data(bytes), path: "de.lproj/T.stringsdict", name: "T", folder: .base)
    } catch {
      #expect(
        error.description.hasPrefix("de.lproj/T.stringsdict:1:31: error: XML encoding 'EBCDIC-US' is not supported"))
    }
  }

  // MARK: Attributes per element (defect 7)

  static func element(attributes count: Int) -> [UInt8] {
    let attributes = (0..<count).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    return Array("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file \(attributes)/>\n</xliff>".utf8)
  }

  @Test(arguments: [XMLSafety.maximumAttributesPerElement - 1, XMLSafety.maximumAttributesPerElement])
  func anElementWithinTheAttributeLimitPasses(_ count: Int) throws {
    let bytes = Self.element(attributes: count)
    try XMLSafety.checkAttributeCounts(in: bytes, locator: TextLocator(path: "T.xliff", bytes: bytes))
  }

  @Test func oneAttributeMoreIsRefusedAtTheElement() {
    let bytes = Self.element(attributes: XMLSafety.maximumAttributesPerElement + 1)
    #expect {
      _ = try XLIFFDocument(contents: Data(bytes), path: "T.xliff")
    } throws: { error in
      guard let error = error as? TextFileError else { return false }
      return error.kind == .limit && error.location.description == "T.xliff:3:3"
        && error.message == "XML element has more than \(XMLSafety.maximumAttributesPerElement) attributes"
    }
  }

  @Test func fourHundredThousandAttributesAreRefusedWithoutParsing() {
    // Took over 25 s in libxml2; refused in one linear pass now.
    #expect(throws: TextFileError.self) {
      _ = try XLIFFDocument(contents: Data(Self.element(attributes: 400_000)), path: "T.xliff")
    }
  }

  @Test func equalsSignsInValuesCommentsAndCDATADoNotCount() throws {
    let many = String(repeating: "=", count: 1_000)
    let text = "<?xml version=\"1.0\"?><!-- \(many) --><xliff version=\"1.2\" a=\"\(many)\"><![CDATA[\(many)]]></xliff>"
    try XMLSafety.checkAttributeCounts(
      in: Array(text.utf8), locator: TextLocator(path: "T.xliff", bytes: Array(text.utf8)))
  }
}
