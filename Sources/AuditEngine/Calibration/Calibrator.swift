import Announcements
import Foundation
public import TextLayout
import Traits

/// Fits the bar model's free constants to measured renderings (`navaudit calibrate`).
///
/// It fits only what the observations determine and keeps the defaults of the rest:
/// 1. a width scale per face role, from measured ink or label widths against the profile's
///    (least squares through the origin);
/// 2. per iOS version, the back text's origin after the button's start, from where the
///    back text's ink starts (minus the first glyph's side bearing);
/// 3. per iOS version, the padding after the text, from where the accessibility frame ends;
/// 4. per iOS version, the title's minimum gap, from the back displays: each display bounds
///    the gap from above or below, and the gap is fitted (the middle of the bounds) only when
///    both sides are bounded.
/// 5. per iOS version, the uncertain band: the largest residual left after fitting, plus the
///    pictures' resolution (``BarMetrics/uncertaintyThreshold(maxResidual:)``).
/// The glass button of iOS 26 shows no text by default, so its text constants are never
/// determined by the observations this format can describe.
public struct Calibrator: Sendable {
  let fontProfile: FontProfile
  let systemStrings: SystemStrings

  /// A calibrator measuring with `fontProfile` and UIKit's words from navaudit's system strings.
  public init(fontProfile: FontProfile) throws {
    self.fontProfile = fontProfile
    self.systemStrings = try SystemStrings()
  }

  /// The difference, predicted minus measured, of one measured value before and after fitting.
  public struct Residual: Sendable, Hashable {
    public var quantity: String
    public var before: Double
    public var after: Double
  }

  /// The residuals of one observation.
  public struct ObservationResidual: Sendable, Hashable {
    public var observation: Observation
    public var residuals: [Residual]
    /// The measured back display and the predicted one before and after, when measured.
    public var display: (measured: BackDisplay, before: BackDisplay, after: BackDisplay)? {
      guard let measured = observation.backDisplay, let before = displayBefore, let after = displayAfter else {
        return nil
      }
      return (measured, before, after)
    }
    var displayBefore: BackDisplay?
    var displayAfter: BackDisplay?
  }

  /// What a calibration found.
  public struct Result: Sendable {
    /// The fitted constants.
    public var profile: MetricsProfile
    /// One line per fitted constant: its value and what determined it.
    public var fitted: [String]
    /// One line per constant kept at its default, and why.
    public var kept: [String]
    public var observations: [ObservationResidual]
  }

  /// Fits the constants to `observations`; `source` names the file in the profile's comment.
  public func calibrate(_ observations: [Observation], source: String) throws -> Result {
    var profile = MetricsProfile(comments: [
      "fitted by 'navaudit calibrate' from '\(source)' (\(observations.count) observations)"
    ])
    var fitted: [String] = []
    var kept: [String] = []
    let plain = TextMeasurer(profile: fontProfile)
    let samples = try observations.map { try Sample($0, calibrator: self, measurer: plain) }

    // 1. Width scales.
    for role in FaceRole.allCases {
      let pairs = samples.flatMap { $0.widthPairs(role: role, measurer: plain) }
      let products = pairs.reduce(0) { $0 + $1.measured * $1.predicted }
      let squares = pairs.reduce(0) { $0 + $1.predicted * $1.predicted }
      guard !pairs.isEmpty, squares > 0 else {
        kept.append("widthScale \(role.rawValue): no observation measures a text in this face")
        continue
      }
      let scale = min(max(products / squares, MetricsProfile.widthScaleRange.lowerBound), 2)
      profile.widthScales[role] = Double(MetricsProfile.number(scale, digits: 4)) ?? scale
      fitted.append("widthScale \(role.rawValue) = \(MetricsProfile.number(scale, digits: 4)) (\(pairs.count) widths)")
    }
    let scaled = TextMeasurer(profile: fontProfile, widthScales: profile.widthScales)

    // 2–4. Per iOS version.
    for version in IOSVersion.allCases {
      let ofVersion = samples.filter { $0.observation.ios == version }
      guard !ofVersion.isEmpty else {
        kept.append("ios \(version.rawValue): no observation")
        continue
      }
      var metrics = BarMetrics.standard(for: version)
      func record(_ constant: MetricsProfile.Constant, _ values: [Double], what: String) {
        guard !values.isEmpty else {
          kept.append("ios \(version.rawValue) \(constant.rawValue): no observation measures \(what)")
          return
        }
        let mean = values.reduce(0, +) / Double(values.count)
        let value = min(max(mean, constant.range.lowerBound), constant.range.upperBound)
        let rounded = Double(MetricsProfile.number(value)) ?? value
        profile.constants[version, default: [:]][constant] = rounded
        constant.set(rounded, in: &metrics)
        fitted.append(
          "ios \(version.rawValue) \(constant.rawValue) = \(MetricsProfile.number(value)) (\(values.count) observations)"
        )
      }
      let classic = !version.hasGlassBars
      record(
        .backTextOrigin, classic ? ofVersion.compactMap { $0.textOrigin(metrics, scaled) } : [],
        what: "where the back text starts")
      record(
        .backTrailingPadding, classic ? ofVersion.compactMap { $0.trailingPadding(metrics, scaled) } : [],
        what: "where the back button's accessibility frame ends after a text")
      let bounds = classic ? ofVersion.map { $0.gapBounds(metrics, scaled) } : []
      let lower = bounds.compactMap(\.lower).max()
      let upper = bounds.compactMap(\.upper).min()
      if let lower, let upper, lower <= upper {
        record(.interGroupSpace, [(lower + upper) / 2], what: "")
      } else if let lower, let upper {
        kept.append(
          "ios \(version.rawValue) interGroupSpace: the back displays contradict each other (gap above \(MetricsProfile.number(lower)) and at most \(MetricsProfile.number(upper)))"
        )
      } else {
        kept.append(
          "ios \(version.rawValue) interGroupSpace: the back displays do not bound the title's gap on both sides")
      }
    }

    let residuals = try samples.map { sample in
      try sample.residuals(
        before: BarMetrics.standard(for: sample.observation.ios), plain,
        after: profile.metrics(for: sample.observation.ios), scaled)
    }
    // 5. The uncertain band, from what the fitted model still misses.
    for version in IOSVersion.allCases {
      let misses = residuals.filter { $0.observation.ios == version }.flatMap(\.residuals).map(\.after)
        .filter(\.isFinite).map(abs)
      guard let largest = misses.max() else { continue }
      let band = BarMetrics.uncertaintyThreshold(maxResidual: largest)
      profile.constants[version, default: [:]][.uncertaintyThreshold] = band
      fitted.append(
        "ios \(version.rawValue) uncertaintyThreshold = \(MetricsProfile.number(band)) (largest residual \(MetricsProfile.number(largest)) + 1/3 pt)"
      )
    }
    return Result(profile: profile, fitted: fitted, kept: kept, observations: residuals)
  }

  /// The residuals of `observations`, predicted minus measured, with two models: `before`
  /// (its constants and its fonts) and `after` (this calibrator's fonts).
  ///
  /// What `Docs/decision-model.md` tabulates for the evidence, and what its test recomputes.
  public func residuals(
    of observations: [Observation], before: MetricsProfile, fonts beforeFonts: FontProfile, after: MetricsProfile
  ) throws -> [ObservationResidual] {
    let plain = TextMeasurer(profile: fontProfile)
    let old = TextMeasurer(profile: beforeFonts, widthScales: before.widthScales)
    let new = TextMeasurer(profile: fontProfile, widthScales: after.widthScales)
    return try observations.map { observation in
      try Sample(observation, calibrator: self, measurer: plain).residuals(
        before: before.metrics(for: observation.ios), old, after: after.metrics(for: observation.ios), new)
    }
  }

  /// UIKit's generic back title in `locale`.
  func genericTitle(_ locale: Observation) throws -> String {
    try systemStrings.phrases(for: locale.locale).backTitle
  }
}
