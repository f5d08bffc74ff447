public import Traits
internal import UnicodeSupport

/// Measures a bar's texts in the fonts the app set for them, and the rest in the system styles.
///
/// A style with a font is measured:
/// - in the system font of the font's weight and size (``TextMeasuring/width(of:systemWeight:pointSize:style:)``);
/// - in the app's face of a named family (``AppFontMeasuring``), without tracking, as iOS
///   draws custom fonts. Characters the face has no glyph for are drawn by iOS in a system
///   font for their script: the font library measures them so, and they are listed in
///   ``FontedMeasurement/systemCodePoints``;
/// - in the system font when no loaded face has the family: the caller reports it and
///   marks the decision uncertain (``FontedMeasurement/missingFamily``).
public struct FontedMeasurer: TextMeasuring {
  /// The measurer of the system styles.
  public let base: any TextMeasuring
  /// The font of each style the app set.
  public let fonts: [TextStyle: BarFont]
  /// The app's fonts, if it ships any.
  public let appFonts: (any AppFontMeasuring)?

  public init(base: any TextMeasuring, fonts: [TextStyle: BarFont], appFonts: (any AppFontMeasuring)?) {
    self.base = base
    self.fonts = fonts
    self.appFonts = appFonts
  }

  /// `base` itself when no style has a font, else a measurer over it.
  public static func over(
    _ base: any TextMeasuring, fonts: [TextStyle: BarFont], appFonts: (any AppFontMeasuring)?
  ) -> any TextMeasuring {
    fonts.isEmpty ? base : FontedMeasurer(base: base, fonts: fonts, appFonts: appFonts)
  }

  public func width(of text: String, style: TextStyle) -> Double {
    guard let font = fonts[style] else { return base.width(of: text, style: style) }
    return measurement(of: text, font: font, style: style).width
  }

  /// The width of `text` in `font`, drawn where `style` is, and what the fonts lacked.
  public func measurement(of text: String, font: BarFont, style: TextStyle) -> FontedMeasurement {
    guard case .named(let family) = font.family else {
      return FontedMeasurement(width: systemWidth(text, font, style))
    }
    guard
      let whole = appFonts?.measurement(of: text, family: family, weight: font.weight, pointSize: font.pointSize)
    else {
      return FontedMeasurement(width: systemWidth(text, font, style), missingFamily: family)
    }
    return FontedMeasurement(width: whole.width, face: whole.face, systemCodePoints: whole.missingCodePoints)
  }

  private func systemWidth(_ text: String, _ font: BarFont, _ style: TextStyle) -> Double {
    base.width(of: text, systemWeight: font.weight, pointSize: font.pointSize, style: style)
  }

  /// `text`, or its longest grapheme prefix plus "…" that fits `width` points, measured in
  /// the style's font (whitespace before the ellipsis is dropped, as the system styles do).
  public func truncated(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    guard fonts[style] != nil else { return base.truncated(text, style: style, toFit: width) }
    return truncated(text, style: style, toFit: width, width: self.width(of: text, style: style))
  }

  /// ``truncated(_:style:toFit:)`` of a text whose width in `style` is `full`.
  public func truncated(_ text: String, style: TextStyle, toFit width: Double, width full: Double) -> TruncatedText {
    guard fonts[style] != nil else { return base.truncated(text, style: style, toFit: width, width: full) }
    if full <= width + TextMeasurer.tolerance { return TruncatedText(text: text, isTruncated: false, width: full) }
    return TextMeasurer.truncatedMeasuringWhole(text, toFit: width) { self.width(of: $0, style: style) }
  }

  public func width(of text: String, systemWeight weight: FontWeight, pointSize: Double, style: TextStyle) -> Double {
    base.width(of: text, systemWeight: weight, pointSize: pointSize, style: style)
  }
}

/// The width of a text in an app-set font, and how it was measured.
public struct FontedMeasurement: Sendable, Hashable {
  /// The width in points.
  public var width: Double
  /// The app's face that measured it (`file#index`), `nil` for the system font.
  public var face: String?
  /// The named family no loaded face has: the system font measured it instead.
  public var missingFamily: String?
  /// Code points the app's face has no glyph for, measured in the system font as iOS
  /// draws them (sorted, unique).
  public var systemCodePoints: [UInt32]

  public init(width: Double, face: String? = nil, missingFamily: String? = nil, systemCodePoints: [UInt32] = []) {
    self.width = width
    self.face = face
    self.missingFamily = missingFamily
    self.systemCodePoints = systemCodePoints
  }
}
