internal import UnicodeSupport

extension TextMeasurer {
  /// The ems of `text` in `role` with every run of characters that a shaped source covers
  /// shaped by HarfBuzz, or `nil` when the profile shapes no character of it.
  ///
  /// The text is cut where the source of its characters changes, as Core Text's font
  /// cascade draws each character in the first font that has it: the digits of "30日後"
  /// come from the Latin font, the rest from the CJK one. Marks and other zero-width
  /// characters stay with the character before them. Each shaped run is split by script
  /// inside ``ShapedFontFace/shape(_:)``. Characters the shaped face lacks, and emoji, take
  /// their advance-table width and are reported with the table's other estimates; runs of
  /// sources without a font file are added up from the table as unshaped text is.
  func shapedEms(of text: String, role: FaceRole, table: AdvanceTable, fallback: inout [UInt32]) -> Double? {
    guard !profile.shaping.isEmpty, let advances = profile.faces[role] else { return nil }
    var ems = 0.0
    var shapedAny = false
    for run in Self.sourceRuns(of: text, advances: advances) {
      let piece = String(text.unicodeScalars[run.range])
      guard let source = run.source, let face = profile.shaping.faces[source], face.unitsPerEm > 0 else {
        var visible = 0
        add(
          Graphemes.clusters(of: ArabicShaping.shaped(piece)), table: table, to: &ems, visible: &visible,
          fallback: &fallback)
        continue
      }
      shapedAny = true
      let shaped = face.shape(piece)
      ems += Double(shaped.advance) / Double(face.unitsPerEm)
      for scalar in shaped.missing {
        let advance = table.advance(of: scalar.value)
        if advance.isFallback || scalar.properties.isEmojiPresentation { fallback.append(scalar.value) }
        ems += advance.em
      }
    }
    return shapedAny ? ems : nil
  }

  /// `text` cut into runs of characters of one source (`nil`: no source covers them).
  private static func sourceRuns(
    of text: String, advances: FaceAdvances
  ) -> [(range: Range<String.UnicodeScalarView.Index>, source: String?)] {
    var runs: [(range: Range<String.UnicodeScalarView.Index>, source: String?)] = []
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      let source = advances.run(containing: scalar.value)?.source
      if let last = runs.last, last.source == source || AdvanceClass.isZeroWidth(scalar) {
        runs[runs.count - 1].range = last.range.lowerBound..<next
      } else {
        runs.append((index..<next, source))
      }
      index = next
    }
    return runs
  }

  /// Truncation when the profile shapes: each candidate is measured whole
  /// (``truncatedMeasuringWhole(_:toFit:measure:)``).
  func truncatedByShaping(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    Self.truncatedMeasuringWhole(text, toFit: width) { self.width(of: $0, style: style) }
  }

  /// The longest grapheme prefix of `text` plus "…" whose width fits `width` (whitespace
  /// before the ellipsis dropped), measuring each candidate whole with `measure`.
  ///
  /// For shaped text, whose width is not the sum of its clusters' (shaping joins across
  /// cluster boundaries): a binary search keeps it to a few measurements. Used by shaping
  /// profiles and by app fonts alike.
  static func truncatedMeasuringWhole(
    _ text: String, toFit width: Double, measure: (String) -> Double
  ) -> TruncatedText {
    let clusters = Graphemes.clusters(of: text)
    var kept = [Int](repeating: 0, count: clusters.count + 1)
    for (index, cluster) in clusters.enumerated() {
      kept[index + 1] = cluster.allSatisfy(\.isWhitespace) ? kept[index] : index + 1
    }
    func candidate(_ count: Int) -> String {
      count > 0 ? String(text[..<clusters[count - 1].endIndex]) + ellipsis : ellipsis
    }
    var best = 0
    var bestWidth = measure(candidate(kept[0]))
    var low = 1
    var high = clusters.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let measured = measure(candidate(kept[middle]))
      if measured <= width + tolerance {
        best = kept[middle]
        bestWidth = measured
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return TruncatedText(text: candidate(best), isTruncated: true, width: bestWidth)
  }
}
