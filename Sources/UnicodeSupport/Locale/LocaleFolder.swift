/// What an `.lproj` folder name (or a catalog language key) stands for.
public enum LocaleFolder: Hashable, Sendable, CustomStringConvertible {
  /// `Base.lproj`: the base internationalization of storyboards and tables.
  case base
  /// `mul.lproj`: a multilingual String Catalog folder (Xcode 15+ storyboard catalogs).
  case multilingual
  /// A concrete locale (`pt_BR.lproj` → `pt-BR`).
  case locale(LocaleIdentifier)

  /// Classifies a folder name with or without the `.lproj` suffix.
  ///
  /// - Throws: ``LocaleError/invalid(_:)`` when the name is no locale ICU understands.
  public init(folderName: String) throws(LocaleError) {
    var name = folderName
    if name.hasSuffix(".lproj") { name = String(name.dropLast(6)) }
    switch name {
    case "Base", "base": self = .base
    case "mul": self = .multilingual
    // Legacy English-name folders that old Xcode projects still carry.
    case "English": self = .locale(LocaleIdentifier(canonicalTag: "en"))
    case "German": self = .locale(LocaleIdentifier(canonicalTag: "de"))
    case "French": self = .locale(LocaleIdentifier(canonicalTag: "fr"))
    case "Japanese": self = .locale(LocaleIdentifier(canonicalTag: "ja"))
    case "Spanish": self = .locale(LocaleIdentifier(canonicalTag: "es"))
    case "Italian": self = .locale(LocaleIdentifier(canonicalTag: "it"))
    case "Dutch": self = .locale(LocaleIdentifier(canonicalTag: "nl"))
    default: self = .locale(try LocaleIdentifier(canonicalizing: name))
    }
  }

  public var description: String {
    switch self {
    case .base: "Base"
    case .multilingual: "mul"
    case .locale(let locale): locale.tag
    }
  }
}
