internal import UnicodeSupport

extension TextMeasurer {
  /// The widths of `text` in two styles, read in one pass: each equals
  /// ``width(of:style:)`` in its style, to the last bit (a test compares them).
  ///
  /// Why: a screen's title is drawn in the title style on its own bar and in the bar
  /// button style as the back title of the next bar, and measured apart each pass checked
  /// again how to cut the title into clusters and read it once more. A title whose
  /// scalars each stand alone (``Graphemes/standsAlone(_:)``, most titles) is added up in
  /// both styles at once; any other text is measured in each style as before.
  public func widths(of text: String, _ first: TextStyle, _ second: TextStyle) -> (first: Double, second: Double) {
    guard profile.shaping.isEmpty, text.utf8.count <= Self.uncachedLength,
      let firstTable = styles[first.ordinal].table, let secondTable = styles[second.ordinal].table
    else { return (width(of: text, style: first), width(of: text, style: second)) }
    let wide = profile.fallback.wide
    var firstEms = 0.0
    var secondEms = 0.0
    var firstVisible = 0
    var secondVisible = 0
    for scalar in text.unicodeScalars {
      // A CR (which joins an LF) or a scalar that may join its neighbours: clusters decide.
      guard Graphemes.standsAlone(scalar) else {
        return (width(of: text, style: first), width(of: text, style: second))
      }
      let value = scalar.value
      // As ``scalarEm(_:table:wide:fallback:)`` has it: an emoji glyph is wide in every
      // face (no ASCII character has emoji presentation).
      if value >= 0x80, Self.mayBeEmoji(value),
        scalar.properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(value)
      {
        if wide > 0 {
          firstEms += wide
          secondEms += wide
          firstVisible += 1
          secondVisible += 1
        }
        continue
      }
      let firstEm = firstTable.advance(of: value).em
      if firstEm > 0 {
        firstEms += firstEm
        firstVisible += 1
      }
      let secondEm = secondTable.advance(of: value).em
      if secondEm > 0 {
        secondEms += secondEm
        secondVisible += 1
      }
    }
    return (
      width(ems: firstEms, visible: firstVisible, style: first),
      width(ems: secondEms, visible: secondVisible, style: second)
    )
  }
}
