public import Diagnostics
public import Traits

/// Bar constants fitted to measured renderings, which replace ``BarMetrics``' defaults.
///
/// `navaudit calibrate` writes one from a team's own snapshots, and `audit
/// --metrics-profile` applies it: per iOS version the back text's origin, the padding after
/// it and the title's minimum gap, and a width scale per face role for the measurer. A
/// constant the profile does not name keeps its default. The text format is in
/// `MetricsProfile+Text.swift` and `Docs/calibration.md`.
public struct MetricsProfile: Sendable, Hashable {
  /// A fitted constant of ``BarMetrics``.
  public enum Constant: String, CaseIterable, Sendable, Hashable, Comparable {
    /// ``BarMetrics/backTextOrigin``.
    case backTextOrigin
    /// ``BarMetrics/backTrailingPadding``.
    case backTrailingPadding
    /// ``BarMetrics/interGroupSpace``: the title's minimum gap to the back button.
    case interGroupSpace
    /// ``BarMetrics/uncertaintyThreshold``: the uncertain band, from the residuals.
    case uncertaintyThreshold

    /// The values a profile may set: wide enough for any real bar, narrow enough to catch
    /// a unit mistake (pixels for points).
    public var range: ClosedRange<Double> {
      switch self {
      case .backTextOrigin: 0...100
      case .backTrailingPadding: -20...20
      case .interGroupSpace: 0...50
      case .uncertaintyThreshold: 0...20
      }
    }

    /// This constant's value in `metrics`.
    public func value(in metrics: BarMetrics) -> Double {
      switch self {
      case .backTextOrigin: metrics.backTextOrigin
      case .backTrailingPadding: metrics.backTrailingPadding
      case .interGroupSpace: metrics.interGroupSpace
      case .uncertaintyThreshold: metrics.uncertaintyThreshold
      }
    }

    /// Sets this constant of `metrics` to `value`.
    public func set(_ value: Double, in metrics: inout BarMetrics) {
      switch self {
      case .backTextOrigin: metrics.backTextOrigin = value
      case .backTrailingPadding: metrics.backTrailingPadding = value
      case .interGroupSpace: metrics.interGroupSpace = value
      case .uncertaintyThreshold: metrics.uncertaintyThreshold = value
      }
    }

    public static func < (lhs: Constant, rhs: Constant) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// The allowed width scales: a stand-in font is never off by more than a factor of two.
  public static let widthScaleRange: ClosedRange<Double> = 0.5...2

  /// The fitted constants of each iOS version.
  public var constants: [IOSVersion: [Constant: Double]]
  /// The fitted width scale of each face role (1 when absent).
  public var widthScales: [FaceRole: Double]
  /// Comment lines written at the top (provenance: where and how the values were fitted).
  public var comments: [String]

  public init(
    constants: [IOSVersion: [Constant: Double]] = [:], widthScales: [FaceRole: Double] = [:], comments: [String] = []
  ) {
    self.constants = constants
    self.widthScales = widthScales
    self.comments = comments
  }

  /// The bar constants of `version`: its defaults, with this profile's values over them.
  public func metrics(for version: IOSVersion) -> BarMetrics {
    var metrics = BarMetrics.standard(for: version)
    for (constant, value) in constants[version] ?? [:] { constant.set(value, in: &metrics) }
    return metrics
  }
}

/// A problem in a metrics profile, at the line and column of the offending token.
public struct MetricsProfileError: LocatedError, Sendable, Hashable {
  public let location: SourceLocation
  public let message: String

  public init(_ message: String, at location: SourceLocation) {
    self.location = location
    self.message = message
  }
}
