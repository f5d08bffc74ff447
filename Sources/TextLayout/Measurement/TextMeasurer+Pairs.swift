internal import UnicodeSupport

extension TextMeasurer {
  /// The widths of `text` in two styles: ``width(of:style:)`` of each, to the last bit.
  ///
  /// A bar's title is measured in the title style, and again in the bar button style when
  /// the next screen's back button shows it: a text whose scalars each stand alone (ASCII,
  /// most Latin, Greek, Cyrillic, Hebrew and CJK titles) is read once for both, instead of
  /// being checked and added up once per style. Other texts are measured one style at a
  /// time, as ``width(of:style:)`` does.
  public func widths(of text: String, _ first: TextStyle, _ second: TextStyle) -> (Double, Double) {
    if profile.shaping.isEmpty, text.utf8.count <= Self.uncachedLength, let firstTable = table(first),
      let secondTable = table(second),
      let sums = Self.standaloneSums(of: text, firstTable, secondTable, wide: profile.fallback.wide)
    {
      return (
        width(ems: sums.first.ems, visible: sums.first.visible, style: first),
        width(ems: sums.second.ems, visible: sums.second.visible, style: second)
      )
    }
    return (width(of: text, style: first), width(of: text, style: second))
  }

  /// The ems and visible graphemes of `text` in two tables, added up in the order and the
  /// way ``measurement(of:style:)`` adds them (ASCII byte by byte, CR LF as one cluster;
  /// other scalars each as its own cluster), or `nil` when a scalar does not stand alone
  /// (``Graphemes/standsAlone(_:)``) or a CR comes before a scalar above ASCII: such a
  /// text is segmented into clusters.
  static func standaloneSums(
    of text: String, _ firstTable: AdvanceTable, _ secondTable: AdvanceTable, wide: Double
  ) -> (first: (ems: Double, visible: Int), second: (ems: Double, visible: Int))? {
    var first = (ems: 0.0, visible: 0)
    var second = (ems: 0.0, visible: 0)
    func add(_ firstEm: Double, _ secondEm: Double) {
      if firstEm > 0 {
        first.ems += firstEm
        first.visible += 1
      }
      if secondEm > 0 {
        second.ems += secondEm
        second.visible += 1
      }
    }
    // The ASCII start, as an ASCII text is measured.
    let bytes = text.utf8
    var index = bytes.startIndex
    var sawCarriageReturn = false
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte < 0x80 else { break }
      bytes.formIndex(after: &index)
      var firstEm = firstTable.advance(of: UInt32(byte)).em
      var secondEm = secondTable.advance(of: UInt32(byte)).em
      if byte == 0x0D {
        sawCarriageReturn = true
        if index != bytes.endIndex, bytes[index] == 0x0A {
          firstEm += firstTable.advance(of: 0x0A).em
          secondEm += secondTable.advance(of: 0x0A).em
          bytes.formIndex(after: &index)
        }
      }
      add(firstEm, secondEm)
    }
    guard index != bytes.endIndex else { return (first, second) }
    // Above ASCII: a text with a CR is cut into clusters (a CR does not stand alone).
    guard !sawCarriageReturn else { return nil }
    // The rest scalar by scalar, as a text of scalars that stand alone is measured: its
    // ASCII scalars add their advances as bytes do. Each em is the one
    // ``scalarEm(_:table:wide:fallback:)`` gives, worked out in place for both tables, and
    // without the fallback list, which a width does not read.
    for scalar in text.unicodeScalars[index...] {
      guard Graphemes.standsAlone(scalar) else { return nil }
      let value = scalar.value
      if mayBeEmoji(value), scalar.properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(value) {
        add(wide, wide)
      } else {
        add(firstTable.advance(of: value).em, secondTable.advance(of: value).em)
      }
    }
    return (first, second)
  }
}
