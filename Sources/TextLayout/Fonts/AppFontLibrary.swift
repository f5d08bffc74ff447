public import Diagnostics
import Foundation
import Synchronization
public import Traits
internal import UnicodeSupport

/// The font files an app ships, loaded to measure text in them with HarfBuzz shaping.
///
/// The font profile's advance tables stay the measure of the system font; a text whose
/// ``BarFont`` names a family is measured here instead, shaped as Core Text shapes it
/// (kerning, ligatures, Arabic joining, Indic and Thai reordering), with no tracking
/// (iOS adds none to a custom font unless the app asks for `.kern`).
///
/// **Which face.** Names are compared ignoring case. A name that equals a face's PostScript
/// name (`Inter-SemiBold`, as `UIFont(name:size:)` takes it) picks that face whatever the
/// weight. Otherwise the faces whose family name (typographic, name ID 16, or legacy, ID 1)
/// equals the name are candidates, and the one chosen is upright rather than italic, of
/// normal width rather than condensed, then of the nearest OS/2 `usWeightClass` to the
/// weight asked for; on a tie, the lighter face for weights up to medium (500) and the
/// heavier one above, as CSS font matching does. A name that is no family but a face's full
/// name (`Inter Semi Bold`) picks that face. Files are read in path order, and the first of
/// two equal faces wins.
///
/// **Missing characters.** Characters the face has no glyph for (and emoji) are drawn by
/// iOS in a system fallback font. They are measured with ``fallbackProfile``'s advance
/// table of the face role nearest the weight (regular below 550, semibold below 650, bold
/// above), at the same point size, and listed in ``AppFontMeasurement/missingCodePoints``.
///
/// Widths are cached per text and face, in ems, so each title is shaped once per face.
public struct AppFontLibrary: AppFontMeasuring {
  /// The most font files one library loads.
  public static let maximumFiles = 512
  /// The most bytes of font files one library loads (each file at most 64 MiB).
  public static let maximumTotalBytes = 512 << 20

  /// The loaded faces, in file order.
  public let faces: [AppFontFace]
  /// The profile whose advances measure what the app's fonts cannot draw (the system
  /// fallback); its built-in class widths (`FontProfile.empty`) until a caller sets the
  /// profile the audit uses.
  public var fallbackProfile: FontProfile {
    didSet {
      fallbackTables = Self.tables(fallbackProfile)
      cache = ShapingCache()
    }
  }
  private let shaped: [ShapedFontFace]
  private var fallbackTables: [FaceRole: AdvanceTable]
  private var cache = ShapingCache()

  init(faces: [AppFontFace], shaped: [ShapedFontFace], fallbackProfile: FontProfile = .empty) {
    self.faces = faces
    self.shaped = shaped
    self.fallbackProfile = fallbackProfile
    self.fallbackTables = Self.tables(fallbackProfile)
  }

  /// Loads every .ttf, .otf and .ttc file under `directory` (recursively, bounded in depth, count and
  /// size; build products and dependencies skipped, as ``fontFiles(under:)`` finds them).
  ///
  /// - Parameter workingDirectory: what relative paths are relative to, and errors' paths
  ///   are shown relative to.
  /// - Throws: ``InputErrors`` naming every file that cannot be read or is not a usable
  ///   font (`path:1:1`), or the folder when it cannot be walked or holds no font file.
  public static func load(directory: String, workingDirectory: String) throws -> AppFontLibrary {
    let base = absoluteBase(workingDirectory)
    let folder = PathResolver.absolute(directory, relativeTo: base)
    let show = { (path: String) in PathResolver.relative(path, to: base) }
    let found: [String]
    do {
      found = try fontFiles(under: folder)
    } catch {
      throw InputErrors([
        InputError(
          error.message(shown: show(error.path)), at: SourceLocation(path: show(error.path), line: 1, column: 1))
      ])
    }
    guard !found.isEmpty else {
      throw InputErrors([
        InputError(
          "no .ttf, .otf or .ttc file under '\(show(folder))'",
          at: SourceLocation(path: show(folder), line: 1, column: 1))
      ])
    }
    return try loading(found, label: { PathResolver.relative($0, to: folder) }, show: show)
  }

  /// The font files under `folder` (absolute paths, sorted), skipping the folders every app
  /// search skips (``FolderWalker/isSkippedAppFolder(_:)``): the one search for an app's fonts.
  public static func fontFiles(under folder: String) throws(FolderWalker.Failure) -> [String] {
    try FolderWalker.files(
      under: folder, enterFolder: { FolderWalker.isSkippedAppFolder($0) ? .skip : .visit },
      keepFile: { isFontFile($0) ? .visit : .skip }
    ).sorted()
  }

  /// Loads the given font files.
  ///
  /// - Throws: ``InputErrors`` naming every file that cannot be read or is not a usable font.
  public static func load(files: [String], workingDirectory: String) throws -> AppFontLibrary {
    let base = absoluteBase(workingDirectory)
    let show = { (path: String) in PathResolver.relative(path, to: base) }
    let paths = files.map { PathResolver.absolute($0, relativeTo: base) }
    return try loading(paths, label: show, show: show)
  }

  /// The working folder as an absolute path (a relative one is taken from the process's).
  private static func absoluteBase(_ workingDirectory: String) -> String {
    PathResolver.absolute(workingDirectory, relativeTo: FileManager.default.currentDirectoryPath)
  }

  /// Whether a file name ends in `.ttf`, `.otf` or `.ttc`, in any case.
  public static func isFontFile(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
  }

  private static func loading(
    _ paths: [String], label: (String) -> String, show: (String) -> String
  ) throws(InputErrors) -> AppFontLibrary {
    var errors = InputErrors()
    var faces: [AppFontFace] = []
    var shaped: [ShapedFontFace] = []
    var total = 0
    if paths.count > maximumFiles {
      let shown = show(paths[maximumFiles])
      throw InputErrors([
        InputError(
          "more than \(maximumFiles) font files; navaudit loads at most that many",
          at: SourceLocation(path: shown, line: 1, column: 1))
      ])
    }
    for path in paths {
      let shown = show(path)
      let at = SourceLocation(path: shown, line: 1, column: 1)
      let bytes: [UInt8]
      switch InputFile.read(atPath: path, maximumBytes: ShapedFontFace.maximumFileBytes) {
      case .success(let read): bytes = read
      case .failure(let failure):
        errors.append(
          FontImportError.unreadableFont(
            path: shown,
            message: failure.message(for: shown, kind: "font file", maximumBytes: ShapedFontFace.maximumFileBytes)))
        continue
      }
      total += bytes.count
      guard total <= maximumTotalBytes else {
        errors.append(
          InputError(
            "the font files add up to more than \(maximumTotalBytes) bytes; navaudit loads at most that", at: at))
        break
      }
      do {
        let fileFaces = try ShapedFontFace.faces(inFontFile: bytes, path: shown)
        for face in fileFaces {
          faces.append(AppFontFace(face, file: label(path)))
          shaped.append(face)
        }
      } catch {
        errors.append(FontImportError.unreadableFont(path: shown, message: error.description))
      }
    }
    try errors.check()
    return AppFontLibrary(faces: faces, shaped: shaped)
  }

  // MARK: Measuring

  /// The family names of the loaded faces, sorted, without duplicates.
  public var families: [String] {
    Array(Set(faces.map(\.family))).sorted()
  }

  /// The index of the face that draws `family` at `weight` (the rule in the type's summary).
  public func faceIndex(family: String, weight: FontWeight) -> Int? {
    let name = family.lowercased()
    if let exact = faces.firstIndex(where: { $0.postScriptName.lowercased() == name }) { return exact }
    let wanted = weight.weightClass
    let candidates = faces.indices.filter {
      faces[$0].family.lowercased() == name || faces[$0].legacyFamily.lowercased() == name
    }
    if candidates.isEmpty { return faces.firstIndex { $0.fullName.lowercased() == name } }
    return candidates.min { lhs, rhs in
      Self.rank(faces[lhs], wanted: wanted, order: lhs).lexicographicallyPrecedes(
        Self.rank(faces[rhs], wanted: wanted, order: rhs))
    }
  }

  /// Sorts candidates: upright, normal width, nearest weight, the tie rule, file order.
  private static func rank(_ face: AppFontFace, wanted: Int, order: Int) -> [Int] {
    let distance = abs(face.weightClass - wanted)
    let preferred = wanted <= 500 ? face.weightClass <= wanted : face.weightClass >= wanted
    return [face.isItalic ? 1 : 0, abs(face.widthClass - 5), distance, preferred ? 0 : 1, order]
  }

  public func measurement(of text: String, family: String, weight: FontWeight, pointSize: Double) -> AppFontMeasurement?
  {
    guard let index = faceIndex(family: family, weight: weight) else { return nil }
    let ems = emMeasurement(of: text, faceIndex: index, role: Self.fallbackRole(weight))
    return AppFontMeasurement(width: ems.width * pointSize, missingCodePoints: ems.missing, face: faces[index].label)
  }

  /// The width of `text` at 1 pt in face `faceIndex`, with missing characters measured in `role`.
  func emMeasurement(of text: String, faceIndex: Int, role: FaceRole) -> (width: Double, missing: [UInt32]) {
    let key = ShapingCache.Key(text: text, face: faceIndex, role: role)
    if let cached = cache.value(for: key) { return cached }
    let face = shaped[faceIndex]
    let result = face.shape(text)
    var width = face.unitsPerEm > 0 ? Double(result.advance) / Double(face.unitsPerEm) : 0
    if let table = fallbackTables[role] {
      for scalar in result.missing { width += table.advance(of: scalar.value).em }
    }
    let missing = Array(Set(result.missing.map(\.value))).sorted()
    let value = (width: width, missing: missing)
    cache.store(value, for: key)
    return value
  }

  /// The system face role that stands in for a weight's missing characters.
  static func fallbackRole(_ weight: FontWeight) -> FaceRole {
    switch weight.weightClass {
    case ..<550: .regular
    case ..<650: .semibold
    default: .bold
    }
  }

  private static func tables(_ profile: FontProfile) -> [FaceRole: AdvanceTable] {
    AdvanceTable.tables(for: profile)
  }
}

/// One loaded face: where it comes from and the names it answers to.
public struct AppFontFace: Sendable, Hashable {
  /// The face as `file#index`, the file relative to the fonts folder (or the working
  /// folder for files given one by one).
  public var label: String
  /// The family name (typographic, else legacy), such as `Inter`.
  public var family: String
  /// The legacy family name of the four-style model, such as `Inter SemiBold`.
  public var legacyFamily: String
  /// The style name, such as `Semi Bold`.
  public var style: String
  /// The full name, such as `Inter Semi Bold`.
  public var fullName: String
  /// The PostScript name, such as `Inter-SemiBold`.
  public var postScriptName: String
  /// The OS/2 weight class.
  public var weightClass: Int
  /// The OS/2 width class (5 is normal).
  public var widthClass: Int
  /// Whether the face is italic or oblique.
  public var isItalic: Bool

  init(_ face: ShapedFontFace, file: String) {
    label = "\(file)#\(face.faceIndex)"
    family = face.familyName
    legacyFamily = face.legacyFamilyName
    style = face.styleName
    fullName = face.fullName
    postScriptName = face.postScriptName
    weightClass = face.weightClass
    widthClass = face.widthClass
    isItalic = face.isItalic
  }
}

/// Shaped widths in ems per (text, face, fallback role), shared by copies of a library.
private final class ShapingCache: Sendable {
  struct Key: Hashable {
    let text: String
    let face: Int
    let role: FaceRole
  }

  /// The cache is emptied when it holds this many entries.
  static let limit = 65_536
  private let entries = Mutex<[Key: (width: Double, missing: [UInt32])]>([:])

  func value(for key: Key) -> (width: Double, missing: [UInt32])? {
    entries.withLock { $0[key] }
  }

  func store(_ value: (width: Double, missing: [UInt32]), for key: Key) {
    entries.withLock { entries in
      if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
      entries[key] = value
    }
  }
}
