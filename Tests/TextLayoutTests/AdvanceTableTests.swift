import TestSupport
import Testing
import UnicodeSupport

@testable import TextLayout

/// The measurer builds the tables of its three roles together (``AdvanceTable/tables(for:)``),
/// with what they share worked out once and runs written whole; these tests hold every
/// advance to the tables built one role at a time, as before.
@Suite("Advance tables equal the ones built role by role")
struct AdvanceTableTests {
  /// The code points compared: the whole Basic Multilingual Plane, and runs of the others.
  static let codePoints: [UInt32] =
    Array(0..<0x10000) + Array(0x10000..<0x10400) + Array(0x1F300..<0x1F700) + Array(0x20000..<0x20100)
    + [0xE0001, 0xE0100, 0x10FFFD, 0x10FFFF]

  static func expectSameAdvances(_ profile: FontProfile, _ comment: String) {
    let tables = AdvanceTable.tables(for: profile)
    for role in FaceRole.allCases {
      let reference = ReferenceAdvanceTable(profile: profile, role: role)
      guard let table = tables[role] else {
        Issue.record("no \(role) table")
        continue
      }
      let differing = codePoints.filter { codePoint in
        let (em, isFallback) = table.advance(of: codePoint)
        let expected = reference.advance(of: codePoint)
        return em.bitPattern != expected.em.bitPattern || isFallback != expected.isFallback
      }
      #expect(differing.isEmpty, "\(comment) \(role): \(differing.prefix(10).map { String($0, radix: 16) })")
    }
  }

  @Test func bundledProfileTablesEqualTheReference() throws {
    Self.expectSameAdvances(try FontProfile.bundledDefault(), "bundled")
  }

  @Test func randomProfileTablesEqualTheReference() {
    var random = SplitMix64(seed: 0xAD7A)
    for trial in 0..<12 {
      // Sources that share an identifier (the first one counts), have no units per em, or
      // are missing; runs in and beyond the Basic Multilingual Plane.
      let sources = (0..<(1 + random.next(below: 4))).map { index in
        FontSource(
          id: "s\(random.next(below: 3))", family: "F", style: "S", weight: nil,
          unitsPerEm: random.pick([1000, 2048, 0, 3]), file: "f\(index).ttf", license: "x")
      }
      var faces: [FaceRole: FaceAdvances] = [:]
      for role in FaceRole.allCases where random.next(below: 4) != 0 {
        var runs: [AdvanceRun] = []
        for _ in 0..<(1 + random.next(below: 40)) {
          let first =
            UInt32(random.pick([0, 0x300, 0x4E00, 0xFFF0, 0x1F300, 0x20000])) + UInt32(random.next(below: 400))
          runs.append(
            AdvanceRun(
              first: first, last: first + UInt32(random.next(below: 200)), advance: random.next(below: 3000),
              source: "s\(random.next(below: 4))"))
        }
        faces[role] = FaceAdvances(runs: runs)
      }
      let fallback = FallbackAdvances(wide: random.pick([1, 0.9]), zeroWidth: random.pick([0, 0.1]), other: 0.55)
      Self.expectSameAdvances(FontProfile(sources: sources, fallback: fallback, faces: faces), "trial \(trial)")
    }
  }
}
