import Diagnostics
internal import UnicodeSupport

/// The font files a profile was imported from, found beside it, to shape text with HarfBuzz.
///
/// A profile written by `navaudit fonts import` names each source's file. When the profile
/// is loaded from a folder that holds those files (`--font-profile Fonts/sf.fontprofile`
/// with `Fonts/SF-Pro-Text-Regular.otf`), ``TextMeasurer`` shapes the text those sources
/// cover (kerning, ligatures, Arabic joining, Indic and Thai reordering) instead of adding
/// up their advance tables; tracking and width scales apply as before. Sources whose file
/// is absent, and interpolated sources (no single file), keep the tables. The bundled
/// profile ships without its fonts, so its tables stay the default.
public struct ShapingFonts: Sendable, Hashable {
  /// The faces by the identifier of the source they were imported as.
  let faces: [String: ShapedFontFace]

  init(faces: [String: ShapedFontFace] = [:]) {
    self.faces = faces
  }

  /// No font file: every width comes from the advance tables.
  public static let none = ShapingFonts()

  /// Whether no source is shaped.
  public var isEmpty: Bool { faces.isEmpty }

  /// The identifiers of the sources that are shaped, sorted.
  public var sourceIDs: [String] { faces.keys.sorted() }

  /// Equal when both hold the same opened faces for the same sources (a profile loaded twice
  /// opens its fonts twice, so the two loads differ here while their tables are equal).
  public static func == (lhs: ShapingFonts, rhs: ShapingFonts) -> Bool {
    lhs.faces.keys.sorted() == rhs.faces.keys.sorted()
      && lhs.faces.allSatisfy { id, face in rhs.faces[id].map { $0 === face } ?? false }
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(sourceIDs) }

  /// The font files of `sources` found in `folder` (shown as `shownFolder` in errors).
  ///
  /// - Throws: ``FontProfileError`` at the font file when a file named by a source is not
  ///   a usable font, or is not the font the source was imported from (another units per em,
  ///   or no face of the source's family and style).
  static func load(
    for sources: [FontSource], folder: String, shownFolder: String
  ) throws(FontProfileError) -> ShapingFonts {
    var faces: [String: ShapedFontFace] = [:]
    var opened: [String: [ShapedFontFace]] = [:]
    for source in sources where isSingleFile(source.file) {
      let path = folder + "/" + source.file
      let shown = shownFolder.isEmpty || shownFolder == "." ? source.file : shownFolder + "/" + source.file
      guard InputFile.kindName(atPath: path) == nil else { continue }  // absent: the tables
      let fileFaces: [ShapedFontFace]
      if let known = opened[path] {
        fileFaces = known
      } else {
        fileFaces = try open(path, shown: shown)
        opened[path] = fileFaces
      }
      guard
        let face = fileFaces.first(where: { $0.familyName == source.family && $0.styleName == source.style }),
        face.unitsPerEm == source.unitsPerEm
      else {
        throw FontProfileError(
          path: shown,
          message:
            "font '\(shown)' beside the profile is not the '\(source.family) \(source.style)' with \(source.unitsPerEm) "
            + "units per em that source '\(source.id)' was imported from")
      }
      faces[source.id] = face
    }
    return ShapingFonts(faces: faces)
  }

  /// Whether a source's file names one file (not an interpolation `a.ttf+b.ttf@2/3`).
  private static func isSingleFile(_ file: String) -> Bool {
    !file.isEmpty && !file.contains("+") && !file.contains("/") && AppFontLibrary.isFontFile(file)
  }

  private static func open(_ path: String, shown: String) throws(FontProfileError) -> [ShapedFontFace] {
    let bytes: [UInt8]
    switch InputFile.read(atPath: path, maximumBytes: ShapedFontFace.maximumFileBytes) {
    case .success(let read): bytes = read
    case .failure(let failure):
      throw FontProfileError(
        path: shown,
        message: failure.message(for: shown, kind: "font file", maximumBytes: ShapedFontFace.maximumFileBytes))
    }
    do {
      return try ShapedFontFace.faces(inFontFile: bytes, path: shown)
    } catch {
      throw FontProfileError(path: shown, message: error.description)
    }
  }
}
