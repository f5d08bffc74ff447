/// A problem importing font files into a profile.
public enum FontImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A font argument that does not follow `FILE[#INDEX][+BOLDFILE[@FRACTION]][:SETS]`.
  case invalidSpec(String, reason: String)
  /// FreeType could not open or read a font (the message names the file).
  case unreadableFont(String)
  /// The font maps no code point in the requested sets.
  case noCoverage(spec: String, sets: String)
  /// The command was given no font.
  case noFonts

  public var description: String {
    switch self {
    case .invalidSpec(let argument, let reason): "invalid font argument '\(argument)': \(reason)"
    case .unreadableFont(let message): message
    case .noCoverage(let spec, let sets): "font '\(spec)' maps no code point in '\(sets)'"
    case .noFonts: "no font to import"
    }
  }
}
