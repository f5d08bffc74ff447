import Diagnostics
public import TextFiles
public import UnicodeSupport

/// One table (`Localizable`, `Main`…) in one folder or catalog language.
///
/// ``entries`` keeps every occurrence in file order, duplicates included, so counts match
/// the file. Lookups use ``entry(forKey:)``, where the last occurrence wins as in
/// CoreFoundation.
public struct StringTable: Hashable, Sendable {
  /// How the table was written.
  public enum Format: String, Hashable, Sendable, Codable {
    /// Old-style `"key" = "value";` text.
    case strings
    /// An XML property list inside a `.strings` file.
    case xmlPropertyList = "xml-plist"
    /// A binary property list inside a `.strings` file (what Xcode ships in app bundles).
    case binaryPropertyList = "binary-plist"
    /// One language of a String Catalog (`.xcstrings`).
    case catalog = "xcstrings"
    /// A `.stringsdict` property list (plural, width and device rules).
    case stringsDictionary = "stringsdict"
    /// The `<file>` elements of one table in an XLIFF 1.2 export (`.xliff`, `.xcloc`).
    case xliff
    /// An ICU resource bundle source (`de.txt`), compiled by `genrb` and read through ICU.
    case resourceBundle = "icu-bundle"
    /// The Base texts of an Interface Builder storyboard (`ObjectID.property` keys), as
    /// ibtool compiles them into the storyboard itself.
    case storyboard
  }

  /// The table name: the file name without extension.
  public let name: String
  /// The `.lproj` folder (or catalog language) the table belongs to.
  public let folder: LocaleFolder
  /// The file, relative to the load's base directory.
  public let path: String
  /// How the table was written.
  public let format: Format
  /// The text encoding, for text formats.
  public let encoding: TextEncoding?
  /// Every entry in file order, duplicates included.
  public let entries: [StringEntry]
  /// Duplicate keys and other problems found while reading.
  public let diagnostics: [TableDiagnostic]
  /// The source file an XLIFF `<file>` describes (`Loop/Base.lproj/Main.storyboard`), or nil.
  public let original: String?

  /// Creates a table from entries that are already parsed.
  public init(
    name: String, folder: LocaleFolder, path: String, format: Format, encoding: TextEncoding? = nil,
    entries: [StringEntry], diagnostics: [TableDiagnostic] = [], original: String? = nil
  ) {
    self.name = name
    self.folder = folder
    self.path = path
    self.format = format
    self.encoding = encoding
    self.entries = entries
    self.diagnostics = diagnostics
    self.original = original
  }

  /// The entry for `key`: the last occurrence when the key is duplicated.
  ///
  /// A linear search; ``StringStore`` keeps a dictionary for repeated lookups.
  public func entry(forKey key: String) -> StringEntry? {
    entries.last { $0.key == key }
  }

  /// The keys, each once, sorted.
  public var keys: [String] {
    Set(entries.map(\.key)).sorted()
  }

  /// A diagnostic for a key that appears again, pointing at both occurrences.
  static func duplicateDiagnostic(
    previous: StringEntry, current: StringEntry, table: String, folder: LocaleFolder
  ) -> TableDiagnostic {
    let sameValue = previous.value == current.value
    let message =
      sameValue
      ? "duplicate key '\(current.key)' with the same value"
      : "conflicting values for key '\(current.key)': '\(previous.value.summary)' is replaced by "
        + "'\(current.value.summary)' (the last one wins)"
    return TableDiagnostic(
      kind: sameValue ? .duplicateKey : .conflictingKey, key: current.key, table: table,
      locale: folder,
      location: current.location, otherLocation: previous.location, message: message)
  }
}

extension LocalizedValue {
  /// A short rendering for messages.
  var summary: String {
    switch self {
    case .text(let text): text
    case .plural: "plural variations"
    case .device: "device variations"
    case .width: "width variations"
    }
  }
}
