import Diagnostics
public import TextFiles

/// An Interface Builder storyboard, read with the shared safe XML reader.
///
/// The document keeps its element tree (importers interpret scenes and segues from it) and
/// the localizable texts ibtool would extract, so the storyboard's Base strings and its
/// navigation come from one reading and one definition of each key.
public struct StoryboardDocument: Sendable {
  /// The path recorded in locations (relative, for reports).
  public let path: String
  /// The storyboard's name: its file name without `.storyboard`; also its table's name.
  public let name: String
  /// The `<document>` element.
  public let root: MarkupElement
  /// The id of the initial view controller, if the storyboard has one.
  public let initialViewController: String?
  /// Every localizable text, in document order.
  public let texts: [LocalizableText]
  private let textIndex: [String: Int]

  /// The document type Xcode writes for iOS storyboards.
  public static let cocoaTouchType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  /// Reads a storyboard's bytes.
  ///
  /// - Throws: ``TextFileError`` for bytes that are not well-formed XML, and for a document
  ///   that is not an iOS storyboard of version 3.0 (the only one Xcode has written since
  ///   Xcode 5).
  public init(contents: [UInt8], path: String, name: String) throws(TextFileError) {
    let root = try XMLTreeReader.read(contents, path: path)
    guard root.name == "document" else {
      throw TextFileError(.syntax, "expected a storyboard '<document>', found '<\(root.name)>'", at: root.location)
    }
    if let type = root["type"], type != Self.cocoaTouchType {
      throw TextFileError(
        .syntax, "unsupported Interface Builder document type '\(type)'", at: root.location,
        notes: ["navaudit reads iOS storyboards ('\(Self.cocoaTouchType)')"])
    }
    guard root["version"] == "3.0" else {
      throw TextFileError(
        .syntax, "unsupported storyboard document version '\(root["version"] ?? "")'", at: root.location,
        notes: ["navaudit reads version '3.0', which Xcode has written since Xcode 5"])
    }
    self.path = path
    self.name = name
    self.root = root
    self.initialViewController = root["initialViewController"]
    let texts = StoryboardTextExtractor.texts(in: root)
    self.texts = texts
    var index: [String: Int] = [:]
    for (offset, text) in texts.enumerated() { index[text.key] = offset }
    self.textIndex = index
  }

  /// The localizable text of an object's property, if the storyboard sets it.
  public func text(_ objectID: String, _ property: String) -> LocalizableText? {
    textIndex[objectID + "." + property].map { texts[$0] }
  }

  /// The `<scene>` elements, in document order.
  public var scenes: [MarkupElement] {
    root.child(named: "scenes")?.children(named: "scene") ?? []
  }
}
