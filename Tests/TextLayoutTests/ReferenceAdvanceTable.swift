import UnicodeSupport

@testable import TextLayout

/// An advance table as it was built before the roles were built together: one role at a
/// time, each run's source looked up by comparing identifiers, zero-width code points
/// skipped one by one. Kept here as the reference.
///
/// The advances of one face role, prepared for fast lookup.
///
/// Basic Multilingual Plane code points are a dense array of ems (negative values mark
/// fallback estimates: the em is `-value - 1`); supplementary code points use a binary
/// search over runs and the fallback classes.
struct ReferenceAdvanceTable: Sendable {
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

  /// Builds the table of `role`; code points the role lacks come from the other roles
  /// (flagged as estimates), then from the fallback classes.
  init(profile: FontProfile, role: FaceRole) {
    fallback = profile.fallback
    let classes = Self.bmpClasses
    var bmp = classes.map { Self.encoded(Self.fallbackEm($0, profile.fallback), isFallback: $0 != .zeroWidth) }
    var supplementary: [[Run]] = []
    for donor in Self.donors(for: role) {
      guard let face = profile.faces[donor] else { continue }
      let isFallback = donor != role
      var donorRuns: [Run] = []
      for run in face.runs {
        guard let source = profile.source(id: run.source), source.unitsPerEm > 0 else { continue }
        let em = Float(Double(run.advance) / Double(source.unitsPerEm))
        if run.first <= 0xFFFF {
          for codePoint in Int(run.first)...Int(min(run.last, 0xFFFF)) where classes[codePoint] != .zeroWidth {
            bmp[codePoint] = Self.encoded(em, isFallback: isFallback)
          }
        }
        if run.last > 0xFFFF {
          donorRuns.append(Run(first: max(run.first, 0x10000), last: run.last, em: em, isFallback: isFallback))
        }
      }
      if !donorRuns.isEmpty { supplementary.insert(donorRuns, at: 0) }
    }
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
