import AuditEngine
import Foundation
import TestSupport
import Testing
import TextLayout
import Traits

/// The tables of `Docs/decision-model.md` that state the model's constants and its
/// residuals against the real renderings, recomputed from the model, so they cannot drift.
@Suite("Evidence: the documented residuals and constants")
struct EvidenceResidualTableTests {
  static let document = RepositoryPaths.root.appendingPathComponent("Docs/decision-model.md")
  static let sample = RepositoryPaths.samples.appendingPathComponent("Calibration/observations.json")
  /// The residuals' columns, in the table's order.
  static let quantities = [
    "backTextInk start", "backTextInk end", "backAccessibilityFrame start", "backAccessibilityFrame end",
    "titleFrame start", "titleFrame end",
  ]

  /// The model before the width correction: the measured geometry of part 3 (text origin
  /// 20.83 / 22.17, padding 1.45 / 0.12) with Inter's widths at the −0.41 pt tracking of
  /// Apple's design resources.
  static func modelBeforeWidthCorrection() throws -> (MetricsProfile, FontProfile) {
    var fonts = try FontProfile.bundledDefault()
    for style in [TextStyle.title, .barButton, .doneButton] { fonts.tracking[style] = style.defaultTracking }
    let metrics = MetricsProfile(constants: [
      .ios17: [.backTrailingPadding: 1.45], .ios18: [.backTrailingPadding: 0.12],
    ])
    return (metrics, fonts)
  }

  static func residuals() throws -> [Calibrator.ObservationResidual] {
    let observations = try ObservationReader.read(contentsOfFile: sample.path)
    let (before, fonts) = try modelBeforeWidthCorrection()
    return try Calibrator(fontProfile: try FontProfile.bundledDefault())
      .residuals(of: observations, before: before, fonts: fonts, after: MetricsProfile())
  }

  /// A residual as the table writes it: signed, two decimals, "0.00" for zero.
  static func cell(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == 0 ? "0.00" : String(format: "%+.2f", rounded)
  }

  /// The rows of the table between `<!-- name:begin -->` and `<!-- name:end -->`, as cells.
  static func table(_ name: String) throws -> [[String]] {
    let text = try String(contentsOf: document, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let begin = try #require(lines.firstIndex(of: "<!-- \(name):begin -->"))
    let end = try #require(lines.firstIndex(of: "<!-- \(name):end -->"))
    return lines[(begin + 1)..<end].filter { $0.hasPrefix("|") }.dropFirst(2).map { line in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test func residualTableMatchesTheModel() throws {
    let rows = try Self.table("residuals")
    let computed = try Self.residuals()
    let expected = computed.map { item in
      [item.observation.label]
        + Self.quantities.map { quantity in
          item.residuals.first { $0.quantity == quantity }
            .map { "\(Self.cell($0.before)) → \(Self.cell($0.after))" } ?? "—"
        }
    }
    // On a mismatch, the message holds the table to paste into the document.
    let text = expected.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    #expect(rows == expected, "expected rows:\n\(text)")
  }

  /// Each version's band is derived from its residuals, as `BarMetrics` says.
  @Test func uncertainBandFollowsFromTheResiduals() throws {
    let computed = try Self.residuals()
    for version in IOSVersion.allCases {
      let largest = computed.filter { $0.observation.ios == version }.flatMap(\.residuals).map { abs($0.after) }
        .filter(\.isFinite).max()
      let band = BarMetrics.uncertaintyThreshold(maxResidual: try #require(largest))
      #expect(BarMetrics.standard(for: version).uncertaintyThreshold == band, "ios \(version.rawValue)")
    }
  }

  /// The constants table: each value is `BarMetrics`' (or the default profile's tracking).
  @Test func constantsTableMatchesTheModel() throws {
    let fonts = try FontProfile.bundledDefault()
    let values: [String: (IOSVersion) -> Double] = [
      "`backTextOrigin` (`o`)": { BarMetrics.standard(for: $0).backTextOrigin },
      "`backTrailingPadding` (`p`)": { BarMetrics.standard(for: $0).backTrailingPadding },
      "`interGroupSpace` (`g`)": { BarMetrics.standard(for: $0).interGroupSpace },
      "`uncertaintyThreshold`": { BarMetrics.standard(for: $0).uncertaintyThreshold },
      "`widthUncertainty` (%)": { BarMetrics.standard(for: $0).widthUncertainty * 100 },
      "tracking, bar button (pt)": { _ in fonts.tracking(for: .barButton) },
      "tracking, title (pt)": { _ in fonts.tracking(for: .title) },
    ]
    let rows = try Self.table("constants")
    #expect(rows.count == values.count)
    for row in rows {
      let value = try #require(values[row[0]], "unknown constant \(row[0])")
      for (column, version) in IOSVersion.allCases.enumerated() {
        #expect(Double(row[column + 1]) == value(version), "\(row[0]) on iOS \(version.rawValue)")
      }
    }
  }
}
