/// Advance widths of the navigation bar's fonts, per face role, with their sources.
///
/// A profile is what text measurement knows about fonts: for each ``FaceRole`` a
/// run-length-encoded table of advances in font units, the source font of every run (with
/// its units per em and license), the tracking of each ``TextStyle``, and the widths used
/// for code points that no source covers. Profiles are written as a compact, deterministic
/// text format (see `FontProfile+Text.swift`) and built by ``FontProfileImporter``.
public struct FontProfile: Sendable, Hashable {
  /// The text format version this build reads and writes.
  public static let formatVersion = 1

  /// The fonts the advances come from, sorted by identifier.
  public var sources: [FontSource]
  /// Tracking in points per style, added after each visible grapheme.
  public var tracking: [TextStyle: Double]
  /// Widths for code points that no source covers.
  public var fallback: FallbackAdvances
  /// The advance table of each role.
  public var faces: [FaceRole: FaceAdvances]
  /// The side bearings of some code points per role (printable ASCII when imported), so
  /// that a text's ink can be told from its advance box; others count as 0.
  public var bearings: [FaceRole: [UInt32: SideBearings]]
  /// The sources' font files found beside the profile when it was loaded, which measurement
  /// shapes with HarfBuzz (not part of the text format: see ``ShapingFonts``).
  public var shaping: ShapingFonts = .none

  public init(
    sources: [FontSource] = [],
    tracking: [TextStyle: Double] = FontProfile.defaultTracking,
    fallback: FallbackAdvances = FallbackAdvances(),
    faces: [FaceRole: FaceAdvances] = [:],
    bearings: [FaceRole: [UInt32: SideBearings]] = [:]
  ) {
    self.sources = sources.sorted { $0.id < $1.id }
    self.tracking = tracking
    self.fallback = fallback
    self.faces = faces
    self.bearings = bearings
  }

  /// A profile without any font: every width comes from the fallback.
  public static let empty = FontProfile()

  /// The tracking of every style from ``TextStyle/defaultTracking``.
  public static var defaultTracking: [TextStyle: Double] {
    Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0, $0.defaultTracking) })
  }

  /// The source with identifier `id`.
  public func source(id: String) -> FontSource? {
    sources.first { $0.id == id }
  }

  /// The tracking of `style`, or its default.
  public func tracking(for style: TextStyle) -> Double {
    tracking[style] ?? style.defaultTracking
  }

  /// The advance of `codePoint` in `role` as a fraction of the em, or `nil` when not covered.
  public func emAdvance(of codePoint: UInt32, role: FaceRole) -> Double? {
    guard let run = faces[role]?.run(containing: codePoint),
      let source = source(id: run.source), source.unitsPerEm > 0
    else { return nil }
    return Double(run.advance) / Double(source.unitsPerEm)
  }

  /// The side bearings of `codePoint` in `role` as fractions of the em (0 when unknown).
  public func emBearings(of codePoint: UInt32, role: FaceRole) -> (leading: Double, trailing: Double) {
    guard let bearing = bearings[role]?[codePoint], let source = source(id: bearing.source), source.unitsPerEm > 0
    else { return (0, 0) }
    let upm = Double(source.unitsPerEm)
    return (Double(bearing.leading) / upm, Double(bearing.trailing) / upm)
  }

  /// Drops sources that no run refers to any more.
  mutating func removeUnusedSources() {
    var used = Set<String>()
    for face in faces.values {
      for run in face.runs { used.insert(run.source) }
    }
    for table in bearings.values {
      for bearing in table.values { used.insert(bearing.source) }
    }
    sources.removeAll { !used.contains($0.id) }
  }

  /// Adds or replaces a source, keeping ``sources`` sorted.
  mutating func upsert(_ source: FontSource) {
    if let index = sources.firstIndex(where: { $0.id == source.id }) {
      var merged = source
      merged.covers = sources[index].covers + source.covers.filter { !sources[index].covers.contains($0) }
      sources[index] = merged
    } else {
      sources.append(source)
      sources.sort { $0.id < $1.id }
    }
  }
}

/// The space between a glyph's advance box and its ink, on each side, in font units.
public struct SideBearings: Sendable, Hashable, Codable {
  /// From the glyph's origin to its ink (the left side bearing).
  public var leading: Int
  /// From the ink's end to the advance (the right side bearing).
  public var trailing: Int
  /// The identifier of the ``FontSource`` whose units these are.
  public var source: String

  public init(leading: Int, trailing: Int, source: String) {
    self.leading = leading
    self.trailing = trailing
    self.source = source
  }
}

/// One font that advances were read from, as recorded in a profile's header.
public struct FontSource: Sendable, Hashable, Codable {
  /// A short identifier that runs refer to, such as `inter-regular`.
  public var id: String
  /// The family name, such as `Inter`.
  public var family: String
  /// The style name, such as `Semi Bold`.
  public var style: String
  /// The OS/2 weight class, when known.
  public var weight: Int?
  /// Font units per em: advances of this source are divided by it.
  public var unitsPerEm: Int
  /// The font's version string.
  public var version: String
  /// The file name (never a full path, so profiles stay machine independent).
  public var file: String
  /// The license, such as `SIL OFL 1.1`.
  public var license: String
  /// The scripts or ranges imported from this source, such as `latin`, `greek`.
  public var covers: [String]
  /// Free text about how the advances were derived (interpolation), or empty.
  public var note: String

  public init(
    id: String, family: String, style: String, weight: Int?, unitsPerEm: Int,
    version: String = "", file: String, license: String, covers: [String] = [], note: String = ""
  ) {
    self.id = id
    self.family = family
    self.style = style
    self.weight = weight
    self.unitsPerEm = unitsPerEm
    self.version = version
    self.file = file
    self.license = license
    self.covers = covers
    self.note = note
  }
}

/// The widths, in ems, of code points that no source of a profile covers.
public struct FallbackAdvances: Sendable, Hashable, Codable {
  /// East Asian Width wide or fullwidth code points.
  public var wide: Double
  /// Marks, format characters and default-ignorable code points.
  public var zeroWidth: Double
  /// Everything else.
  public var other: Double

  public init(wide: Double = 1, zeroWidth: Double = 0, other: Double = 0.55) {
    self.wide = wide
    self.zeroWidth = zeroWidth
    self.other = other
  }
}
