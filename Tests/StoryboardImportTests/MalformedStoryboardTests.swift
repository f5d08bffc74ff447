import Diagnostics
import Foundation
import StoryboardImport
import Testing

@Suite("Malformed and hostile storyboards fail with a located error, never a trap")
struct MalformedStoryboardTests {
  private typealias F = StoryboardFixture

  /// Imports `contents` as `Main.storyboard` and returns the error it must throw.
  private func importError(_ contents: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> InputError
  {
    try importError(bytes: Data(contents.utf8), sourceLocation: sourceLocation)
  }

  private func importError(bytes: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> InputError
  {
    let folder = try StoryboardFixture.folder([:])
    try bytes.write(to: folder.appendingPathComponent("Main.storyboard"))
    return try #require(throws: InputError.self, sourceLocation: sourceLocation) {
      try F.importApp(in: folder)
    }
  }

  private let valid = StoryboardFixture.document(initial: "vc1-00-001", StoryboardFixture.viewController("vc1-00-001"))

  @Test func aMismatchedEndTagIsReportedWhereTheParserStopped() throws {
    let contents = valid.replacingOccurrences(of: "</viewController>", with: "</navigationController>")
    let error = try importError(contents)
    #expect(error.message == "XML end tag does not match the start tag")
    #expect(error.location.path == "Main.storyboard")
    let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("</navigationController>") })
    #expect(error.location.line == line + 1)
    #expect(error.location.column > 1)
  }

  @Test func anUnquotedAttributeIsMalformed() throws {
    let error = try importError(valid.replacingOccurrences(of: "id=\"vc1-00-001\" ", with: "id=vc1 "))
    #expect(error.message == "malformed XML attribute")
    #expect(error.location.line == 11)
  }

  @Test func aTruncatedDocumentNamesTheElementLeftOpen() throws {
    let contents = String(valid.prefix(valid.count / 2))
    let error = try importError(contents)
    #expect(error.message.hasPrefix("XML ends before '<"))
    #expect(error.message.hasSuffix(">' is closed"))
  }

  @Test func anEmptyFileIsAnEmptyDocument() throws {
    let error = try importError("  \n")
    #expect(error.message == "XML document is empty")
    #expect(error.location == SourceLocation(path: "Main.storyboard", line: 1, column: 1))
  }

  @Test func anUnknownDocumentVersionIsRefusedAtTheDocumentElement() throws {
    let error = try importError(valid.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"2.0\""))
    #expect(error.message == "unsupported storyboard document version '2.0'")
    #expect(error.location == SourceLocation(path: "Main.storyboard", line: 2, column: 1))
    #expect(error.notes == ["navaudit reads version '3.0', which Xcode has written since Xcode 5"])
  }

  @Test func aMacStoryboardIsNotAnIOSDocument() throws {
    let error = try importError(
      valid.replacingOccurrences(
        of: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
        with: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"))
    #expect(
      error.message == "unsupported Interface Builder document type 'com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB'")
    #expect(error.location.line == 2)
  }

  @Test func aRootOtherThanDocumentIsRefused() throws {
    let error = try importError("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
    #expect(error.message == "expected a storyboard '<document>', found '<plist>'")
    #expect(error.location == SourceLocation(path: "Main.storyboard", line: 2, column: 1))
  }

  @Test func entityDeclarationsAreRefusedBeforeParsing() throws {
    let contents = valid.replacingOccurrences(
      of: "<document ", with: "<!DOCTYPE document [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]>\n<document ")
    let error = try importError(contents)
    #expect(error.message == "XML entity declarations are not allowed")
    #expect(error.location == SourceLocation(path: "Main.storyboard", line: 2, column: 21))
  }

  @Test(arguments: ["UTF-32", "EBCDIC-US", "IBM037", "ISO-8859-1"])
  func encodingsOtherThanUTF8AndUTF16AreRefusedAtTheirDeclaration(encoding: String) throws {
    let error = try importError(valid.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(encoding)\""))
    #expect(error.message == "XML encoding '\(encoding)' is not supported")
    #expect(error.location == SourceLocation(path: "Main.storyboard", line: 1, column: 31))
  }

  @Test func utf32BytesAreRefused() throws {
    var bytes = Data([0xFF, 0xFE, 0x00, 0x00])
    for scalar in valid.unicodeScalars {
      withUnsafeBytes(of: scalar.value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    let error = try importError(bytes: bytes)
    #expect(error.message.hasPrefix("XML in 'UTF"))
    #expect(error.location == SourceLocation(path: "Main.storyboard", line: 1, column: 1))
  }

  @Test func aDocumentNestedTooDeeplyStopsAtTheLimit() throws {
    let depth = 300
    let views = String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
    let contents = valid.replacingOccurrences(of: "<dependencies>", with: views + "\n<dependencies>")
    let error = try importError(contents)
    #expect(error.message == "XML nested deeper than 256 elements")
    // <document> is depth 1, so the 256th <view> (after 4 spaces of indentation) is the first too deep.
    let line = try #require(
      contents.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<view><view>") })
    #expect(error.location.line == line + 1)
    #expect(error.location.column == 5 + 255 * "<view>".count)
  }

  @Test func bytesThatAreNoTextAreAnEncodingError() throws {
    let error = try importError(bytes: Data([0x3C, 0x64, 0xC3, 0x28, 0xFF, 0xFE, 0x80]))
    #expect(error.location.path == "Main.storyboard")
    #expect(!error.message.isEmpty)
  }
}
