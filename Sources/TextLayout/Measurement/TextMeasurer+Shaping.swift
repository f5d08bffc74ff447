internal import UnicodeSupport

extension TextMeasurer {
  /// The ems of `text` in `role` with every script run that a shaped source covers shaped
  /// by HarfBuzz, or `nil` when the profile shapes no run of it.
  ///
  /// A run's source is the one whose advances cover its first character of a real script
  /// (or its first character when it has none). Characters the shaped face lacks, and emoji,
  /// take their advance-table width and are reported with the table's other estimates; runs
  /// of sources without a font file are added up from the table as unshaped text is.
  func shapedEms(of text: String, role: FaceRole, table: AdvanceTable, fallback: inout [UInt32]) -> Double? {
    guard !profile.shaping.isEmpty, let advances = profile.faces[role] else { return nil }
    let bytes = Array(text.utf8)
    var ems = 0.0
    var shapedAny = false
    for run in ShapedFontFace.scriptRuns(text) {
      let piece = String(decoding: bytes[run.range], as: UTF8.self)
      let lead =
        piece.unicodeScalars.first { Script.of($0) != .common && Script.of($0) != .inherited }
        ?? piece.unicodeScalars.first
      guard let lead, let source = advances.run(containing: lead.value)?.source,
        let face = profile.shaping.faces[source], face.unitsPerEm > 0
      else {
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

  /// Truncation when the profile shapes: each candidate prefix plus "…" is measured whole,
  /// since shaping joins across cluster boundaries; a binary search keeps it to a few.
  func truncatedByShaping(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    let clusters = Graphemes.clusters(of: text)
    var kept = [Int](repeating: 0, count: clusters.count + 1)
    for (index, cluster) in clusters.enumerated() {
      kept[index + 1] = cluster.allSatisfy(\.isWhitespace) ? kept[index] : index + 1
    }
    func candidate(_ count: Int) -> String {
      count > 0 ? String(text[..<clusters[count - 1].endIndex]) + Self.ellipsis : Self.ellipsis
    }
    var best = 0
    var bestWidth = self.width(of: candidate(kept[0]), style: style)
    var low = 1
    var high = clusters.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let measured = self.width(of: candidate(kept[middle]), style: style)
      if measured <= width + Self.tolerance {
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
