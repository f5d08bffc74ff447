public import Diagnostics

/// A font file that cannot be imported, reported at the file.
public enum FontImportError: LocatedError, Sendable, Hashable {
  /// FreeType could not open or read the font at `path`; `message` says why.
  case unreadableFont(path: String, message: String)
  /// The font at `path` (argument `spec`) maps no code point in the requested sets.
  case noCoverage(spec: String, path: String, sets: String)

  /// The start of the font file: FreeType reports no position.
  public var location: SourceLocation {
    switch self {
    case .unreadableFont(let path, _), .noCoverage(_, let path, _): SourceLocation(path: path, line: 1, column: 1)
    }
  }

  public var message: String {
    switch self {
    case .unreadableFont(_, let message): message
    case .noCoverage(let spec, _, let sets): "font '\(spec)' maps no code point in '\(sets)'"
    }
  }
}

/// A font argument of `navaudit fonts import` that does not follow
/// `FILE[#INDEX][+BOLDFILE[#INDEX][@FRACTION]][:SETS]`: a usage error.
public struct FontSpecError: UsageError, Sendable, Hashable {
  /// The argument as given.
  public let argument: String
  /// What is wrong with it.
  public let reason: String

  public init(_ argument: String, reason: String) {
    self.argument = argument
    self.reason = reason
  }

  public var description: String { "invalid font argument '\(argument)': \(reason)" }
}
