internal import UnicodeSupport

/// The advances of one face role, prepared for fast lookup.
///
/// Basic Multilingual Plane code points are a dense array of ems (negative values mark
/// fallback estimates: the em is `-value - 1`); supplementary code points use a binary
/// search over runs and the fallback classes.
struct AdvanceTable: Sendable {
  private let bmp: [Float]
  /// Supplementary-plane runs per donor role, most preferred first; each list is sorted
  /// and free of overlaps.
  private let supplementary: [[Run]]
  private let fallback: FallbackAdvances

  private struct Run: Sendable {
    let first: UInt32
    let last: UInt32
    let em: Float
    let isFallback: Bool
  }

  /// The fallback class of every BMP code point, computed once per process.
  private static let bmpClasses: [AdvanceClass] = (0..<0x10000).map { value in
    guard let scalar = Unicode.Scalar(UInt32(value)) else { return .zeroWidth }  // surrogates
    return AdvanceClass.of(scalar)
  }

  /// The table of every role of `profile`.
  ///
  /// What the roles share is worked out once: the fallback estimate of every BMP code
  /// point, the code points that keep it, and the advance in ems of every run (its source's
  /// units per em looked up once per stretch of runs of that source, not per run and role).
  static func tables(for profile: FontProfile) -> [FaceRole: AdvanceTable] {
    let classes = bmpClasses
    let fallbackBMP = classes.map { encoded(fallbackEm($0, profile.fallback), isFallback: $0 != .zeroWidth) }
    var unitsPerEm: [String: Int] = [:]
    for source in profile.sources where unitsPerEm[source.id] == nil { unitsPerEm[source.id] = source.unitsPerEm }
    // The em of each run of each face, NaN for a run whose source is missing or has no
    // units per em (such runs are skipped).
    var ems: [FaceRole: [Float]] = [:]
    for (role, face) in profile.faces {
      // Runs of one source follow each other: its units per em are looked up once for them.
      var last: (source: String, upm: Int?)?
      ems[role] = face.runs.map { run in
        if last?.source != run.source { last = (run.source, unitsPerEm[run.source]) }
        guard let upm = last?.upm, upm > 0 else { return .nan }
        return Float(Double(run.advance) / Double(upm))
      }
    }
    let zeroWidth = classes.indices.filter { classes[$0] == .zeroWidth }.map(UInt16.init)
    var tables: [FaceRole: AdvanceTable] = [:]
    let roles = FaceRole.allCases
    for role in roles.dropLast() {
      tables[role] = AdvanceTable(
        role: role, faces: profile.faces, ems: ems, zeroWidth: zeroWidth, bmp: fallbackBMP,
        fallback: profile.fallback)
    }
    // The last role takes the fallback array itself instead of a copy.
    if let last = roles.last {
      tables[last] = AdvanceTable(
        role: last, faces: profile.faces, ems: ems, zeroWidth: zeroWidth, bmp: consume fallbackBMP,
        fallback: profile.fallback)
    }
    return tables
  }

  /// Builds the table of `role` from the runs of every role with their ems; code points
  /// the role lacks come from the other roles (flagged as estimates), then from the
  /// fallback classes (`bmp`, every BMP code point's encoded estimate). The `zeroWidth` code
  /// points keep their estimate whatever covers them: runs are written whole, and those put
  /// back after.
  private init(
    role: FaceRole, faces: [FaceRole: FaceAdvances], ems: [FaceRole: [Float]], zeroWidth: [UInt16],
    bmp: consuming [Float], fallback: FallbackAdvances
  ) {
    self.fallback = fallback
    var supplementary: [[Run]] = []
    for donor in Self.donors(for: role) {
      guard let runs = faces[donor]?.runs, let runEms = ems[donor] else { continue }
      let isFallback = donor != role
      var donorRuns: [Run] = []
      for (run, em) in zip(runs, runEms) where !em.isNaN {
        if run.first <= 0xFFFF {
          let encodedEm = Self.encoded(em, isFallback: isFallback)
          for codePoint in Int(run.first)...Int(min(run.last, 0xFFFF)) { bmp[codePoint] = encodedEm }
        }
        if run.last > 0xFFFF {
          donorRuns.append(Run(first: max(run.first, 0x10000), last: run.last, em: em, isFallback: isFallback))
        }
      }
      if !donorRuns.isEmpty { supplementary.insert(donorRuns, at: 0) }
    }
    let zeroWidthEm = Self.encoded(Self.fallbackEm(.zeroWidth, fallback), isFallback: false)
    for codePoint in zeroWidth { bmp[Int(codePoint)] = zeroWidthEm }
    self.bmp = bmp
    self.supplementary = supplementary
  }

  /// The advance of `codePoint` in ems and whether it is an estimate.
  @inline(__always)
  func advance(of codePoint: UInt32) -> (em: Double, isFallback: Bool) {
    if codePoint < 0x10000 {
      let value = bmp[Int(codePoint)]
      return value >= 0 ? (Double(value), false) : (Double(-value - 1), true)
    }
    for runs in supplementary {
      var low = 0
      var high = runs.count
      while low < high {
        let middle = (low + high) / 2
        if runs[middle].last < codePoint { low = middle + 1 } else { high = middle }
      }
      if low < runs.count, runs[low].first <= codePoint {
        return (Double(runs[low].em), runs[low].isFallback)
      }
    }
    guard let scalar = Unicode.Scalar(codePoint) else { return (0, false) }
    let advanceClass = AdvanceClass.of(scalar)
    return (Self.fallbackEm(advanceClass, fallback), advanceClass != .zeroWidth)
  }

  /// The roles whose advances fill in for `role`, least preferred first, `role` last.
  private static func donors(for role: FaceRole) -> [FaceRole] {
    switch role {
    case .regular: [.bold, .semibold, .regular]
    case .semibold: [.bold, .regular, .semibold]
    case .bold: [.regular, .semibold, .bold]
    }
  }

  private static func fallbackEm(_ advanceClass: AdvanceClass, _ fallback: FallbackAdvances) -> Double {
    switch advanceClass {
    case .zeroWidth: fallback.zeroWidth
    case .wide: fallback.wide
    case .proportional: fallback.other
    }
  }

  private static func encoded(_ em: some BinaryFloatingPoint, isFallback: Bool) -> Float {
    isFallback ? -Float(em) - 1 : Float(em)
  }
}
