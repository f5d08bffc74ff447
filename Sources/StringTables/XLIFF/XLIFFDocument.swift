public import Diagnostics
public import Foundation
public import TextFiles

/// An XLIFF 1.2 document as Xcode exports it (`<lang>.xliff`, alone or in an `.xcloc`).
///
/// Each `<file>` describes one source file of the project (`Loop/Base.lproj/Main.storyboard`);
/// each `<trans-unit>` one key, with its `<source>` text, its `<target>` when translated and
/// a `<note>`. Ids and texts are XML-unescaped (`&#10;` is a newline, `&quot;` a quote).
public struct XLIFFDocument: Hashable, Sendable {
  /// One `<file>` element.
  public struct File: Hashable, Sendable {
    /// The `original` attribute: the project-relative path of the source file.
    public let original: String
    /// `source-language`, as written.
    public let sourceLanguage: String?
    /// `target-language`, as written.
    public let targetLanguage: String?
    /// `datatype` (`plaintext` in Xcode exports).
    public let datatype: String?
    /// Every `<trans-unit>`, in file order.
    public let units: [Unit]
    /// Where `<file>` starts.
    public let location: SourceLocation

    /// The table the file maps to: its base name (`Main.storyboard` → `Main`).
    public var tableName: String {
      let name = original.split(separator: "/").last.map(String.init) ?? original
      guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
      return String(name[..<dot])
    }

    /// The file extension of `original`, lowercased (`strings`, `storyboard`, `intentdefinition`).
    public var kind: String {
      let name = original.split(separator: "/").last.map(String.init) ?? original
      guard let dot = name.lastIndex(of: ".") else { return "" }
      return name[name.index(after: dot)...].lowercased()
    }
  }

  /// One `<trans-unit>`.
  public struct Unit: Hashable, Sendable {
    /// The `id`, unescaped: the table key.
    public let id: String
    /// The `<source>` text (the development language).
    public let source: String
    /// The `<target>` text; nil when the unit is untranslated (no `<target>` element).
    public let target: String?
    /// The `<note>` (ibtool's `Class = …; ObjectID = …;` for storyboards).
    public let note: String?
    /// Where `<trans-unit>` starts.
    public let location: SourceLocation
    /// The `maxwidth` in points (`size-unit="point"`), a width budget the target must fit.
    public var maxWidth: Double? = nil
  }

  /// The file, relative to the load's base directory.
  public let path: String
  /// Every `<file>`, in document order.
  public let files: [File]

  /// Creates a document from parts that are already parsed.
  public init(path: String, files: [File]) {
    self.path = path
    self.files = files
  }

  /// Parses XLIFF 1.2 text.
  ///
  /// External entities are never loaded and any `<!ENTITY` declaration is refused before
  /// parsing. Errors carry the line and column.
  ///
  /// - Throws: ``TextFileError`` for malformed, truncated or mis-encoded XML, for entity
  ///   declarations, and for a document that is not XLIFF 1.x.
  public init(contents data: Data, path: String) throws(TextFileError) {
    self.init(path: path, files: try XLIFFParser.parse([UInt8](data), path: path))
  }

  /// How many units there are, in every file.
  public var unitCount: Int { files.reduce(0) { $0 + $1.units.count } }

  /// How many units have a `<target>`, in every file.
  public var translatedCount: Int {
    files.reduce(0) { $0 + $1.units.filter { $0.target != nil }.count }
  }
}
