import Synchronization
internal import UnicodeSupport

/// Measures single-line text in the navigation bar's styles from a ``FontProfile``.
///
/// The width of a string is the sum over its grapheme clusters (ICU) of the advances of
/// their code points, times the point size, plus the style's tracking once per visible
/// grapheme:
/// - Arabic is measured after contextual shaping (presentation forms, lam-alef ligatures).
/// - Marks, format characters and default-ignorable code points add nothing; a combining
///   sequence is its base plus its spacing marks (Devanagari vowel signs, for example).
/// - An emoji grapheme (emoji presentation, a flag, or text with U+FE0F) is one wide glyph.
/// - Code points no font covers use the profile's fallback widths and are reported in
///   ``TextMeasurement/fallbackCodePoints``.
/// - When the profile was loaded with its font files beside it (``ShapingFonts``), the
///   script runs those fonts cover are shaped with HarfBuzz instead (kerning, ligatures,
///   Arabic joining, Indic and Thai shaping); tracking still counts visible graphemes.
///
/// Results are cached per (text, style) behind a `Mutex`, so one measurer can be shared
/// by every thread of an audit.
public final class TextMeasurer: TextMeasuring, Sendable {
  /// The ellipsis appended by tail truncation.
  public static let ellipsis = "\u{2026}"
  /// Widths within this many points count as fitting (UIKit compares with 0.0001).
  public static let tolerance = 0.0001
  /// The cache is emptied when it holds this many entries.
  static let cacheLimit = 65_536
  /// The longest text of scalars that stand alone (ASCII among them) measured without the
  /// cache, when the profile shapes nothing.
  static let uncachedLength = 256

  /// The profile the widths come from.
  public let profile: FontProfile
  /// A factor on every width of a face role (1 when absent), fitted by `navaudit calibrate`
  /// when the profile's stand-in fonts run wider or narrower than the system font.
  public let widthScales: [FaceRole: Double]
  let tables: [FaceRole: AdvanceTable]
  /// Each style's table, tracking and width scale, by ``TextStyle/ordinal``: every
  /// measurement reads them, and three dictionary lookups a text cost more than adding up
  /// a short ASCII title.
  private let styles: [StyleConstants]
  private let cache = Mutex<[CacheKey: TextMeasurement]>([:])

  /// A text and style. The text is compared and hashed by its bytes (``UTF8Key``):
  /// hashing a non-ASCII `String` normalizes it on every lookup, which cost more than the
  /// lookup saves, and canonically equivalent texts ("é", "e" + U+0301) are measured from
  /// different code points, so each keeps its own width.
  ///
  /// The bytes are hashed once, when the key is made: a text not in the cache is looked up
  /// and then inserted, and each hashes only the stored value.
  struct CacheKey: Hashable {
    let text: UTF8Key
    let style: TextStyle
    private let hash: Int

    init(text: UTF8Key, style: TextStyle) {
      self.text = text
      self.style = style
      var hasher = Hasher()
      hasher.combine(text)
      hasher.combine(style)
      hash = hasher.finalize()
    }

    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
      lhs.hash == rhs.hash && lhs.style == rhs.style && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }
  }

  /// What a measurement in one style reads besides its text.
  private struct StyleConstants {
    let table: AdvanceTable?
    let pointSize: Double
    let tracking: Double
    let scale: Double
  }

  /// A measurer over `profile`, its widths scaled per role by `widthScales`.
  public init(profile: FontProfile, widthScales: [FaceRole: Double] = [:]) {
    self.profile = profile
    self.widthScales = widthScales
    let tables = AdvanceTable.tables(for: profile)
    self.tables = tables
    var styles: [StyleConstants?] = Array(repeating: nil, count: TextStyle.allCases.count)
    for style in TextStyle.allCases {
      styles[style.ordinal] = StyleConstants(
        table: tables[style.role], pointSize: style.pointSize, tracking: profile.tracking(for: style),
        scale: widthScales[style.role] ?? 1)
    }
    self.styles = styles.compactMap { $0 }
  }

  /// A measurer over the bundled default profile.
  public static func bundledDefault() throws(FontProfileError) -> TextMeasurer {
    TextMeasurer(profile: try FontProfile.bundledDefault())
  }

  /// The width of `text` in `style`, in points.
  public func width(of text: String, style: TextStyle) -> Double {
    measurement(of: text, style: style).width
  }

  /// The width of `text` in `style` and the code points that needed a fallback width.
  public func measurement(of text: String, style: TextStyle) -> TextMeasurement {
    // ASCII without shaping fonts is one table lookup a byte, and so is text of scalars
    // that are each a cluster (most titles of Latin, Greek, Cyrillic, Hebrew and CJK
    // scripts): less than hashing the text for the cache, and it keeps the cache to the
    // texts that are costly to measure. The text is added up as it is checked, in one
    // pass; one turned away is cut into ICU's clusters, and is not checked again.
    var clustered = false
    if profile.shaping.isEmpty, text.utf8.count <= Self.uncachedLength {
      guard let table = table(style) else { return TextMeasurement(width: 0) }
      var sum = EmSum(table: table)
      if Self.addStandalone(text, to: &sum, wide: profile.fallback.wide) { return measurement(sum, style: style) }
      clustered = true
    }
    return cachedMeasurement(of: text, style: style, clustered: clustered)
  }

  /// The measurement of `text` from the cache, or measured and cached; `clustered` when
  /// the caller found it is not all clusters of one scalar that stands alone.
  func cachedMeasurement(of text: String, style: TextStyle, clustered: Bool) -> TextMeasurement {
    let key = CacheKey(text: UTF8Key(text), style: style)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let result = measureUncached(text, style: style, clustered: clustered)
    cache.withLock { cache in
      if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[key] = result
    }
    return result
  }

  /// The number of cached measurements.
  public var cachedCount: Int { cache.withLock { $0.count } }

  // MARK: Measuring

  /// Measures `text`; `clustered` when the caller found it is not all clusters of one
  /// scalar that stands alone (``addStandalone(_:to:wide:)``).
  private func measureUncached(_ text: String, style: TextStyle, clustered: Bool) -> TextMeasurement {
    guard let table = table(style) else { return TextMeasurement(width: 0) }
    var sum = EmSum(table: table)
    if clustered || !Self.addStandalone(text, to: &sum, wide: profile.fallback.wide) {
      sum = EmSum(table: table)
      add(
        Graphemes.clusters(of: ArabicShaping.shaped(text)), table: table, to: &sum.ems, visible: &sum.visible,
        fallback: &sum.fallback)
    }
    if !profile.shaping.isEmpty {
      // The font files beside the profile: shaped widths, the same graphemes for tracking.
      var shapedFallback: [UInt32] = []
      if let shaped = shapedEms(of: text, role: style.role, table: table, fallback: &shapedFallback) {
        sum.ems = shaped
        sum.fallback = shapedFallback
      }
    }
    return measurement(sum, style: style)
  }

  /// The measurement of a text that adds up to `sum` in `style`.
  private func measurement(_ sum: EmSum, style: TextStyle) -> TextMeasurement {
    var fallback = sum.fallback
    if fallback.count > 1 { fallback = Array(Set(fallback)).sorted() }
    return TextMeasurement(width: width(ems: sum.ems, visible: sum.visible, style: style), fallbackCodePoints: fallback)
  }

  /// Adds the advances of `clusters` to a running sum, in order, counting the visible ones.
  ///
  /// The one loop every non-ASCII measurement runs, so that truncation, which adds up the
  /// same clusters in pieces, gets the same sums to the last bit.
  func add(
    _ clusters: [Substring], table: AdvanceTable, to ems: inout Double, visible: inout Int,
    fallback: inout [UInt32]
  ) {
    for cluster in clusters { add(cluster, table: table, to: &ems, visible: &visible, fallback: &fallback) }
  }

  /// Adds the advance of one cluster to a running sum (a grapheme without advance is not visible).
  func add(
    _ cluster: Substring, table: AdvanceTable, to ems: inout Double, visible: inout Int,
    fallback: inout [UInt32]
  ) {
    let em = Self.clusterEm(cluster, table: table, wide: profile.fallback.wide, fallback: &fallback)
    if em > 0 {
      ems += em
      visible += 1
    }
  }

  /// Adds the advance of a cluster of one scalar that stands alone to a running sum: the
  /// same as adding the cluster (``scalarEm(_:table:wide:fallback:)`` is its cluster's em).
  func add(
    _ scalar: Unicode.Scalar, table: AdvanceTable, to ems: inout Double, visible: inout Int, fallback: inout [UInt32]
  ) {
    let em = Self.scalarEm(scalar, table: table, wide: profile.fallback.wide, fallback: &fallback)
    if em > 0 {
      ems += em
      visible += 1
    }
  }

  /// The width in points of `visible` graphemes that add up to `ems`.
  func width(ems: Double, visible: Int, style: TextStyle) -> Double {
    let constants = styles[style.ordinal]
    return max(0, (ems * constants.pointSize + Double(visible) * constants.tracking) * constants.scale)
  }

  /// The advance table of `style`'s face, read from the style's constants.
  func table(_ style: TextStyle) -> AdvanceTable? {
    styles[style.ordinal].table
  }

  /// The width scale of `style`'s face.
  func scale(_ style: TextStyle) -> Double {
    styles[style.ordinal].scale
  }

  /// How far the ink of `text` lies inside its advance box, in points, on each side.
  ///
  /// The leading side is the first character's left side bearing; the trailing side is the
  /// last character's right side bearing plus the tracking after it, which widens the box
  /// but draws nothing. Characters without bearings in the profile count as 0.
  public func inkInsets(of text: String, style: TextStyle) -> (leading: Double, trailing: Double) {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return (0, 0) }
    let size = style.pointSize
    let leading = profile.emBearings(of: first.value, role: style.role).leading * size
    let trailing = profile.emBearings(of: last.value, role: style.role).trailing * size + profile.tracking(for: style)
    return (leading * scale(style), trailing * scale(style))
  }

  /// The advance of one grapheme cluster in ems.
  private static func clusterEm(
    _ cluster: Substring, table: AdvanceTable, wide: Double, fallback: inout [UInt32]
  ) -> Double {
    var scalars = cluster.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    if isEmoji(first, in: cluster) {
      fallback.append(first.value)
      return wide
    }
    var em = 0.0
    var scalar: Unicode.Scalar? = first
    while let current = scalar {
      // Marks and format characters are zero in the table, so they add nothing here.
      let advance = table.advance(of: current.value)
      if advance.isFallback { fallback.append(current.value) }
      em += advance.em
      scalar = scalars.next()
    }
    return em
  }

  /// The advance of a cluster of one scalar in ems: ``clusterEm(_:table:wide:fallback:)``
  /// of it, to the last bit. Such a cluster is an emoji glyph when the scalar has emoji
  /// presentation or is a regional indicator (U+FE0F and U+20E3 alone are not emoji).
  static func scalarEm(_ scalar: Unicode.Scalar, table: AdvanceTable, wide: Double, fallback: inout [UInt32])
    -> Double
  {
    let value = scalar.value
    if isEmojiGlyph(scalar) {
      fallback.append(value)
      return wide
    }
    let advance = table.advance(of: value)
    if advance.isFallback { fallback.append(value) }
    return advance.em
  }

  /// Whether a cluster of `scalar` alone is drawn as an emoji glyph: the scalar has emoji
  /// presentation or is a regional indicator (U+FE0F and U+20E3 alone are not emoji).
  @inline(__always)
  static func isEmojiGlyph(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return mayBeEmoji(value) && (scalar.properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(value))
  }

  /// Whether a scalar can have the Emoji property, answered without the tables for the
  /// ranges that have no emoji (a test checks every scalar): below U+203C only "#", "*",
  /// the digits, "©" and "®" have it, and none of kana, CJK ideographs and Hangul does.
  static func mayBeEmoji(_ value: UInt32) -> Bool {
    if value < 0x203C {
      return value == 0x23 || value == 0x2A || (0x30...0x39).contains(value) || value == 0xA9 || value == 0xAE
    }
    return !(0x3040..<0x3297).contains(value) && !(0x32A0..<0xFE00).contains(value)
  }

  /// Whether a cluster is drawn as one color emoji glyph.
  private static func isEmoji(_ first: Unicode.Scalar, in cluster: Substring) -> Bool {
    guard mayBeEmoji(first.value) else { return false }
    let properties = first.properties
    if properties.isEmojiPresentation { return true }
    if (0x1F1E6...0x1F1FF).contains(first.value) { return true }  // regional indicators (flags)
    guard properties.isEmoji else { return false }
    return cluster.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
  }
}
