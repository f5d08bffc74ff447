internal import UnicodeSupport

/// A running sum of the advances of a text's clusters, added up by
/// ``TextMeasurer/addStandalone(_:to:wide:)``: one style's (with the code points that
/// needed a fallback width), or two styles' at once.
protocol StandaloneSum {
  /// Adds a cluster of one scalar (an ASCII byte among them) that is not an emoji glyph.
  mutating func add(_ value: UInt32)
  /// Adds CR LF, one cluster of two scalars: their advances added up, CR's first.
  mutating func addLineBreak()
  /// Adds an emoji glyph of one scalar, `wide` ems whatever the table has.
  mutating func addEmoji(_ value: UInt32, wide: Double)
}

/// The ems and visible graphemes of a text in one table, and the code points the table
/// estimated (in the order met, duplicates kept): what ``TextMeasurer/measurement(of:style:)``
/// adds up.
struct EmSum: StandaloneSum {
  let table: AdvanceTable
  var ems = 0.0
  var visible = 0
  var fallback: [UInt32] = []

  init(table: AdvanceTable) {
    self.table = table
  }

  /// Adds one cluster's em (a grapheme without advance is not visible).
  @inline(__always)
  mutating func count(_ em: Double) {
    if em > 0 {
      ems += em
      visible += 1
    }
  }

  @inline(__always)
  mutating func add(_ value: UInt32) {
    let advance = table.advance(of: value)
    if advance.isFallback { fallback.append(value) }
    count(advance.em)
  }

  mutating func addLineBreak() {
    let carriageReturn = table.advance(of: 0x0D)
    if carriageReturn.isFallback { fallback.append(0x0D) }
    let lineFeed = table.advance(of: 0x0A)
    if lineFeed.isFallback { fallback.append(0x0A) }
    count(carriageReturn.em + lineFeed.em)
  }

  mutating func addEmoji(_ value: UInt32, wide: Double) {
    fallback.append(value)
    count(wide)
  }
}

/// The sums of one text in two tables at once, without the fallback list, which a width
/// does not read.
struct EmSumPair: StandaloneSum {
  let firstTable: AdvanceTable
  let secondTable: AdvanceTable
  var first = (ems: 0.0, visible: 0)
  var second = (ems: 0.0, visible: 0)

  init(_ firstTable: AdvanceTable, _ secondTable: AdvanceTable) {
    self.firstTable = firstTable
    self.secondTable = secondTable
  }

  @inline(__always)
  mutating func count(_ firstEm: Double, _ secondEm: Double) {
    if firstEm > 0 {
      first.ems += firstEm
      first.visible += 1
    }
    if secondEm > 0 {
      second.ems += secondEm
      second.visible += 1
    }
  }

  @inline(__always)
  mutating func add(_ value: UInt32) {
    count(firstTable.advance(of: value).em, secondTable.advance(of: value).em)
  }

  mutating func addLineBreak() {
    count(
      firstTable.advance(of: 0x0D).em + firstTable.advance(of: 0x0A).em,
      secondTable.advance(of: 0x0D).em + secondTable.advance(of: 0x0A).em)
  }

  mutating func addEmoji(_ value: UInt32, wide: Double) {
    count(wide, wide)
  }
}

extension TextMeasurer {
  /// Adds up `text` cluster by cluster into `sum` when each of its clusters is one scalar
  /// that stands alone or CR LF, and returns whether it was: the one loop of every text
  /// measured without segmenting it, in one style or two.
  ///
  /// The ASCII start is read byte by byte (CR LF as one cluster); from the first scalar
  /// above ASCII the rest is read scalar by scalar, each of which must stand alone
  /// (``Graphemes/standsAlone(_:)``), and a CR before it turns the text away (a CR does
  /// not stand alone). Texts turned away (`false`, `sum` half added up) are the ones
  /// neither all ASCII nor all standing alone: those are cut into ICU's clusters.
  static func addStandalone<Sum: StandaloneSum>(_ text: String, to sum: inout Sum, wide: Double) -> Bool {
    let bytes = text.utf8
    var index = bytes.startIndex
    var sawCarriageReturn = false
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte < 0x80 else { break }
      bytes.formIndex(after: &index)
      if byte == 0x0D {
        sawCarriageReturn = true
        if index != bytes.endIndex, bytes[index] == 0x0A {
          bytes.formIndex(after: &index)
          sum.addLineBreak()
          continue
        }
      }
      sum.add(UInt32(byte))
    }
    guard index != bytes.endIndex else { return true }
    guard !sawCarriageReturn else { return false }
    for scalar in text.unicodeScalars[index...] {
      guard Graphemes.standsAlone(scalar) else { return false }
      if isEmojiGlyph(scalar) { sum.addEmoji(scalar.value, wide: wide) } else { sum.add(scalar.value) }
    }
    return true
  }

  /// The widths of `text` in two styles: ``width(of:style:)`` of each, to the last bit.
  ///
  /// A bar's title is measured in the title style, and again in the bar button style when
  /// the next screen's back button shows it: a text whose scalars each stand alone (ASCII,
  /// most Latin, Greek, Cyrillic, Hebrew and CJK titles) is read once for both
  /// (``addStandalone(_:to:wide:)``), instead of being checked and added up once per
  /// style. Other texts are measured one style at a time, as ``width(of:style:)`` does,
  /// without being checked again.
  public func widths(of text: String, _ first: TextStyle, _ second: TextStyle) -> (Double, Double) {
    if profile.shaping.isEmpty, text.utf8.count <= Self.uncachedLength, let firstTable = table(first),
      let secondTable = table(second)
    {
      var sums = EmSumPair(firstTable, secondTable)
      if Self.addStandalone(text, to: &sums, wide: profile.fallback.wide) {
        return (
          width(ems: sums.first.ems, visible: sums.first.visible, style: first),
          width(ems: sums.second.ems, visible: sums.second.visible, style: second)
        )
      }
      return (
        cachedMeasurement(of: text, style: first, clustered: true).width,
        cachedMeasurement(of: text, style: second, clustered: true).width
      )
    }
    return (width(of: text, style: first), width(of: text, style: second))
  }
}
