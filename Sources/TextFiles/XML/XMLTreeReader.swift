import Diagnostics
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a whole XML document into a ``MarkupElement`` tree, with navaudit's bounds.
///
/// The bytes are decoded and checked by ``XMLSafety`` first (no entities, UTF-8 or UTF-16
/// only), so the tree reader shares every protection of the string-table readers. Size,
/// depth and element count are bounded so that a hostile file fails fast with a location
/// instead of exhausting memory.
public enum XMLTreeReader {
  /// The bounds a document must stay within.
  public struct Limits: Sendable, Hashable {
    /// The largest file, in bytes.
    public var maximumBytes: Int
    /// The deepest nesting of elements.
    public var maximumDepth: Int
    /// The most elements in one document.
    public var maximumElements: Int

    public init(maximumBytes: Int, maximumDepth: Int, maximumElements: Int) {
      self.maximumBytes = maximumBytes
      self.maximumDepth = maximumDepth
      self.maximumElements = maximumElements
    }

    /// Generous for Interface Builder documents: the largest real storyboards are a few MB.
    public static let standard = Limits(maximumBytes: 32 << 20, maximumDepth: 256, maximumElements: 1_000_000)
  }

  /// Parses `data` (the file's bytes) and returns its root element.
  ///
  /// - Parameter path: the path recorded in every location (relative, for reports).
  public static func read(_ data: [UInt8], path: String, limits: Limits = .standard) throws(TextFileError)
    -> MarkupElement
  {
    guard data.count <= limits.maximumBytes else {
      throw TextFileError(
        .limit, "file is \(data.count) bytes; navaudit reads XML documents of at most \(limits.maximumBytes) bytes",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    let text = try SourceTextDecoder.decode(data, path: path)
    let locator = TextLocator(path: path, bytes: text.bytes)
    guard text.bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw TextFileError(.syntax, "XML document is empty", at: SourceLocation(path: path, line: 1, column: 1))
    }
    let delegate = TreeBuilder(locator: locator, limits: limits)
    try XMLSafety.parse(data, text: text, locator: locator, delegate: delegate)
    guard let root = delegate.root else {
      throw TextFileError(.syntax, "XML document is empty", at: SourceLocation(path: path, line: 1, column: 1))
    }
    return root
  }

  /// Builds the tree from parser events.
  private final class TreeBuilder: NSObject, FailingXMLDelegate {
    let locator: TextLocator
    let limits: Limits
    var failure: TextFileError?
    var root: MarkupElement?
    private var open: [MarkupElement] = []
    private var count = 0

    init(locator: TextLocator, limits: Limits) {
      self.locator = locator
      self.limits = limits
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      count += 1
      guard open.count < limits.maximumDepth else {
        fail(parser, "XML nested deeper than \(limits.maximumDepth) elements")
        return
      }
      guard count <= limits.maximumElements else {
        fail(parser, "XML has more than \(limits.maximumElements) elements")
        return
      }
      open.append(MarkupElement(name: elementName, attributes: attributes, location: tagStart(parser)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      guard let element = open.popLast() else { return }
      if open.isEmpty {
        root = element
      } else {
        open[open.count - 1].children.append(element)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      // Indentation between elements is not kept: it would double the tree's size.
      guard !open.isEmpty, !open[open.count - 1].text.isEmpty || string.contains(where: { !$0.isWhitespace }) else {
        return
      }
      open[open.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      guard !open.isEmpty else { return }
      open[open.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      failParsing(
        parser, parseError, truncated: open.isEmpty ? nil : "XML ends before '<\(open[open.count - 1].name)>' is closed"
      )
    }
  }
}
