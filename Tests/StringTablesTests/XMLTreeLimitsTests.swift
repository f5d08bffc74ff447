import Foundation
import Testing
import TextFiles

/// The storyboard reader's bounds (``XMLTreeReader/Limits``), at the bound and one past it.
@Suite("Storyboard XML limits")
struct XMLTreeLimitsTests {
  static func nested(_ depth: Int) -> [UInt8] {
    Array(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + String(repeating: "<a>", count: depth)
        + String(repeating: "</a>", count: depth)).utf8)
  }

  @Test func nestingToTheStandardDepthIsReadAndOneDeeperIsRefused() throws {
    let limit = XMLTreeReader.Limits.standard.maximumDepth
    _ = try XMLTreeReader.read(Self.nested(limit - 1), path: "M.storyboard")
    _ = try XMLTreeReader.read(Self.nested(limit), path: "M.storyboard")
    #expect {
      _ = try XMLTreeReader.read(Self.nested(limit + 1), path: "M.storyboard")
    } throws: { ($0 as? TextFileError)?.message == "XML nested deeper than \(limit) elements" }
  }

  @Test func elementsUpToTheCountAreReadAndOneMoreIsRefused() throws {
    let limits = XMLTreeReader.Limits(maximumBytes: 1 << 20, maximumDepth: 8, maximumElements: 100)
    func document(_ count: Int) -> [UInt8] {
      Array(("<r>" + String(repeating: "<e/>", count: count - 1) + "</r>").utf8)
    }
    _ = try XMLTreeReader.read(document(99), path: "M.storyboard", limits: limits)
    _ = try XMLTreeReader.read(document(100), path: "M.storyboard", limits: limits)
    #expect {
      _ = try XMLTreeReader.read(document(101), path: "M.storyboard", limits: limits)
    } throws: { ($0 as? TextFileError)?.message == "XML has more than 100 elements" }
  }

  @Test func aDocumentAtTheByteBoundIsReadAndOneByteMoreIsRefused() throws {
    let document = Array("<r>\(String(repeating: " ", count: 93))</r>".utf8)
    #expect(document.count == 100)
    let limits = XMLTreeReader.Limits(maximumBytes: 100, maximumDepth: 8, maximumElements: 10)
    _ = try XMLTreeReader.read(document, path: "M.storyboard", limits: limits)
    #expect {
      _ = try XMLTreeReader.read(document + [0x20], path: "M.storyboard", limits: limits)
    } throws: { ($0 as? TextFileError)?.kind == .limit }
    #expect(XMLTreeReader.Limits.standard.maximumBytes == 32 << 20)
  }
}
