public import Diagnostics
internal import UnicodeSupport

/// Reads advance widths from font files into a ``FontProfile``, for one face role.
///
/// Advances come from FreeType in font units (`FT_LOAD_NO_SCALE`). Fonts are applied in
/// order and override what the base profile (or an earlier font) had for the same code
/// points, so a profile is built up script by script, role by role:
/// `navaudit fonts import --role semibold --merge p.fontprofile Inter-SemiBold.otf:latin`.
public struct FontProfileImporter: Sendable {
  /// The role the imported advances go to.
  public var role: FaceRole
  /// A license to record instead of the one read from the fonts' `name` tables.
  public var license: String?

  public init(role: FaceRole = .regular, license: String? = nil) {
    self.role = role
    self.license = license
  }

  /// `base` with the advances of every font in `specs` imported into ``role``.
  ///
  /// - Throws: ``InputErrors`` holding a ``FontImportError`` for every font that cannot be
  ///   read or covers none of its sets, so that one run names every bad file.
  public func importing(_ specs: [FontSpec], into base: FontProfile = .empty) throws(InputErrors) -> FontProfile {
    var profile = base
    var errors = InputErrors()
    for spec in specs {
      let read: (FontSource, [CodePointAdvance], [UInt32: (leading: Int, trailing: Int)])
      do {
        read = try self.read(spec)
      } catch {
        errors.append(error)
        continue
      }
      let (source, advances, bearings) = read
      let id = Self.uniqueID(for: source, in: profile)
      var recorded = source
      recorded.id = id
      profile.upsert(recorded)
      var face = profile.faces[role] ?? FaceAdvances()
      face.overlay(Self.runs(advances, source: id))
      profile.faces[role] = face
      // Bearings of code points this font now supplies are its own; others' go.
      let covered = Set(advances.map(\.codePoint))
      var table = (profile.bearings[role] ?? [:]).filter { !covered.contains($0.key) }
      for (codePoint, bearing) in bearings {
        table[codePoint] = SideBearings(leading: bearing.leading, trailing: bearing.trailing, source: id)
      }
      profile.bearings[role] = table.isEmpty ? nil : table
    }
    try errors.check()
    profile.removeUnusedSources()
    return profile
  }

  // MARK: Reading fonts

  /// The code points whose side bearings a profile records: printable ASCII, enough to
  /// place the ink of Latin texts such as the evidence's "First" and "Back".
  static let bearingCodePoints: ClosedRange<UInt32> = 0x21...0x7E

  private func read(_ spec: FontSpec) throws(FontImportError) -> (
    FontSource, [CodePointAdvance], [UInt32: (leading: Int, trailing: Int)]
  ) {
    let face = try Self.open(spec.path, faceIndex: spec.faceIndex)
    var advances = Self.advances(of: face, coverage: spec.coverage)
    guard !advances.isEmpty else {
      throw .noCoverage(spec: spec.argument, path: spec.path, sets: spec.coverage.map(\.name).joined(separator: ", "))
    }
    let covers = spec.coverage.isEmpty ? ["all"] : spec.coverage.map(\.name)
    var source = FontSource(
      id: Self.slug("\(face.familyName) \(face.styleName)"), family: face.familyName, style: face.styleName,
      weight: face.weightClass, unitsPerEm: face.unitsPerEm, version: Self.trimmed(face.version),
      file: FontSpec.fileName(spec.path),
      license: license ?? Self.licenseName(description: face.licenseDescription, url: face.licenseURL),
      covers: covers)
    var bearings: [UInt32: (leading: Int, trailing: Int)] = [:]
    for advance in advances where Self.bearingCodePoints.contains(advance.codePoint) {
      if let scalar = Unicode.Scalar(advance.codePoint), let bearing = face.sideBearings(of: scalar) {
        bearings[advance.codePoint] = bearing
      }
    }
    if let blend = spec.blend {
      // Interpolated advances have no outline to measure: no bearings.
      bearings = [:]
      let bold = try Self.open(blend.path, faceIndex: blend.faceIndex)
      advances = Self.interpolated(advances, unitsPerEm: face.unitsPerEm, towards: bold, fraction: blend.fraction)
      let weight = face.weightClass.flatMap { regular in
        bold.weightClass.map { Int((Double(regular) + Double($0 - regular) * blend.fraction).rounded()) }
      }
      source.id = Self.slug("\(face.familyName) \(role.rawValue)") + "-interpolated"
      source.style = "\(role.displayName) (interpolated)"
      source.weight = weight
      source.file += "+" + FontSpec.fileName(blend.path) + "@" + blend.fractionText
      source.note = "advances interpolated \(face.styleName) to \(bold.styleName) at \(blend.fractionText)"
    }
    return (source, advances, bearings)
  }

  private static func open(_ path: String, faceIndex: Int) throws(FontImportError) -> FontFace {
    do {
      return try FontFace(path: path, faceIndex: faceIndex)
    } catch {
      throw .unreadableFont(path: path, message: error.description)
    }
  }

  private static func advances(of face: FontFace, coverage: [CodePointSet]) -> [CodePointAdvance] {
    guard !coverage.isEmpty else { return face.allAdvances }
    var byCodePoint: [UInt32: Int] = [:]
    for set in coverage {
      for range in set.ranges {
        for entry in face.advances(in: range) { byCodePoint[entry.codePoint] = entry.advance }
      }
    }
    return byCodePoint.keys.sorted().compactMap { codePoint in
      byCodePoint[codePoint].map { CodePointAdvance(codePoint: codePoint, advance: $0) }
    }
  }

  /// Moves each advance `fraction` of the way to the bold face's (scaled to the same em).
  private static func interpolated(
    _ advances: [CodePointAdvance], unitsPerEm: Int, towards bold: FontFace, fraction: Double
  ) -> [CodePointAdvance] {
    let scale = bold.unitsPerEm > 0 ? Double(unitsPerEm) / Double(bold.unitsPerEm) : 1
    return advances.map { entry in
      guard let scalar = Unicode.Scalar(entry.codePoint), let boldAdvance = bold.advance(of: scalar) else {
        return entry
      }
      let target = Double(boldAdvance) * scale
      let value = Double(entry.advance) + (target - Double(entry.advance)) * fraction
      return CodePointAdvance(codePoint: entry.codePoint, advance: Int(value.rounded()))
    }
  }

  // MARK: Building the profile

  /// Run-length encodes advances sorted by code point.
  private static func runs(_ advances: [CodePointAdvance], source: String) -> [AdvanceRun] {
    var runs: [AdvanceRun] = []
    for entry in advances {
      if var last = runs.last, last.advance == entry.advance, last.last &+ 1 == entry.codePoint {
        last.last = entry.codePoint
        runs[runs.count - 1] = last
      } else {
        runs.append(AdvanceRun(first: entry.codePoint, last: entry.codePoint, advance: entry.advance, source: source))
      }
    }
    return runs
  }

  /// The source's identifier, suffixed when a different font already uses it.
  private static func uniqueID(for source: FontSource, in profile: FontProfile) -> String {
    var candidate = source.id
    var counter = 2
    while let existing = profile.source(id: candidate), !existing.describesSameFont(as: source) {
      candidate = "\(source.id)-\(counter)"
      counter += 1
    }
    return candidate
  }

  static func slug(_ text: String) -> String {
    var result = ""
    for character in text.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        result.append(character)
      } else if !result.isEmpty, result.last != "-" {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "font" : result
  }

  private static func trimmed(_ text: String) -> String {
    String(text.split(separator: ";").first ?? "").trimmingEdges(of: " ")
  }

  /// A short license name from the `name` table's license description and URL.
  static func licenseName(description: String, url: String) -> String {
    let text = (description + " " + url).lowercased()
    if text.contains("open font license") || text.contains("scripts.sil.org/ofl") || text.contains("openfontlicense") {
      return text.contains("1.1") ? "SIL OFL 1.1" : "SIL OFL"
    }
    if text.contains("apache license") { return "Apache-2.0" }
    if text.contains("bitstream") { return "Bitstream Vera License" }
    if text.contains("apple") { return "Apple font license (not redistributable)" }
    return description.isEmpty && url.isEmpty ? "unknown" : "see the font's license (name ID 13)"
  }
}

extension FontSource {
  /// Whether two records describe the same font file, ignoring what was imported from it.
  func describesSameFont(as other: FontSource) -> Bool {
    family == other.family && style == other.style && unitsPerEm == other.unitsPerEm
      && version == other.version && file == other.file && note == other.note
  }
}

extension String {
  fileprivate func trimmingEdges(of character: Character) -> String {
    var slice = Substring(self)
    while slice.first == character { slice = slice.dropFirst() }
    while slice.last == character { slice = slice.dropLast() }
    return String(slice)
  }
}
