public import Traits

/// Something that measures and truncates single-line text in the bar's text styles.
///
/// ``TextMeasurer`` is the real implementation; layout code is written against this
/// protocol so tests can use fixed widths.
public protocol TextMeasuring: Sendable {
  /// The width of `text` in points when drawn on one line in `style`.
  func width(of text: String, style: TextStyle) -> Double

  /// `text` cut at a grapheme boundary with a trailing "…" so that it fits `width` points.
  func truncated(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText

  /// ``truncated(_:style:toFit:)`` of a text whose width in `style` is known to be `full`
  /// (this measurer's ``width(of:style:)`` of it): the layout measured a title before it
  /// finds it too wide, and a measurer that can start from that width need not measure it
  /// again.
  func truncated(_ text: String, style: TextStyle, toFit width: Double, width full: Double) -> TruncatedText

  /// The width of `text` in the system font of `weight` at `pointSize`, drawn where
  /// `style` is: an app's `UIFont.systemFont(ofSize:weight:)` in the bar.
  func width(of text: String, systemWeight weight: FontWeight, pointSize: Double, style: TextStyle) -> Double
}

extension TextMeasuring {
  /// Truncates as ``truncated(_:style:toFit:)`` does, without the known width: for
  /// measurers that cannot start from it.
  public func truncated(_ text: String, style: TextStyle, toFit width: Double, width full: Double) -> TruncatedText {
    truncated(text, style: style, toFit: width)
  }

  /// The width in the style of the weight's face role, scaled to `pointSize`: for
  /// measurers that know widths only per style.
  public func width(of text: String, systemWeight weight: FontWeight, pointSize: Double, style: TextStyle) -> Double {
    let role = weight.faceRole(atSize: pointSize)
    let like = style.role == role ? style : TextStyle.allCases.first { $0.role == role } ?? style
    return width(of: text, style: like) * pointSize / like.pointSize
  }
}

/// The width of a piece of text and what the measurement had to guess.
public struct TextMeasurement: Sendable, Hashable, Codable {
  /// The width in points.
  public var width: Double
  /// Code points that no font of the profile covers, measured with the fallback widths
  /// (sorted, without duplicates; emoji are always listed, as no profile has color glyphs).
  public var fallbackCodePoints: [UInt32]

  public init(width: Double, fallbackCodePoints: [UInt32] = []) {
    self.width = width
    self.fallbackCodePoints = fallbackCodePoints
  }

  /// Whether any part of the width is a fallback estimate.
  public var usedFallback: Bool { !fallbackCodePoints.isEmpty }
}

/// The result of tail truncation.
public struct TruncatedText: Sendable, Hashable, Codable {
  /// The text as drawn: the original, or a grapheme prefix followed by "…".
  public var text: String
  /// Whether the text had to be cut.
  public var isTruncated: Bool
  /// The width of ``text`` in points (it can exceed the space when not even "…" fits).
  public var width: Double

  public init(text: String, isTruncated: Bool, width: Double) {
    self.text = text
    self.isTruncated = isTruncated
    self.width = width
  }
}
