internal import UnicodeSupport

extension TextMeasurer {
  /// `text`, or its longest grapheme prefix plus "…" that fits `width` points.
  ///
  /// Whitespace before the ellipsis is dropped. When not even "…" fits, the result is "…"
  /// alone (UIKit still draws it, clipped). The text is segmented and measured once
  /// (``TruncationWidths``); the binary search over the candidates then measures only the
  /// end of each candidate it tries, so the whole takes time linear in the text's length
  /// and 20,000 spaces cost no more than 20,000 letters.
  public func truncated(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    truncated(text, style: style, toFit: width, width: self.width(of: text, style: style))
  }

  /// ``truncated(_:style:toFit:)`` of a text whose width in `style` is known to be `full`
  /// (``width(of:style:)``): a bar's title is measured before the layout finds it too wide.
  public func truncated(_ text: String, style: TextStyle, toFit width: Double, width full: Double) -> TruncatedText {
    if full <= width + Self.tolerance { return TruncatedText(text: text, isTruncated: false, width: full) }
    if !profile.shaping.isEmpty { return truncatedByShaping(text, style: style, toFit: width) }
    if let cut = truncatedStandingAlone(text, style: style, toFit: width) { return cut }
    let clusters = Graphemes.clusters(of: text)
    // kept[i]: how many clusters remain of the first i once trailing whitespace is dropped,
    // computed in one pass so that no candidate walks back over a run of spaces.
    var kept = [Int](repeating: 0, count: clusters.count + 1)
    for (index, cluster) in clusters.enumerated() {
      kept[index + 1] = Self.isWhitespace(cluster) ? kept[index] : index + 1
    }
    var widths = TruncationWidths(text: text, clusters: clusters, style: style, measurer: self)
    let (best, bestWidth) = Self.longestFitting(kept: kept, count: clusters.count, width: width) {
      widths.width(keeping: $0)
    }
    let drawn = best > 0 ? text[..<clusters[best - 1].endIndex] + Self.ellipsis : Self.ellipsis
    return TruncatedText(text: drawn, isTruncated: true, width: bestWidth)
  }
}

extension TextMeasurer {
  /// ``truncated(_:style:toFit:width:)`` of a text whose every scalar stands alone
  /// (``Graphemes/isOneScalarPerCluster(_:)``), without profile shaping; `nil` for any
  /// other text.
  ///
  /// Its clusters are its scalars, none of which joins "…": the candidate keeping the
  /// first `n` is their running sum plus the ellipsis's advance, the same additions in the
  /// same order as ``TruncationWidths`` makes (which adds the last kept cluster and "…" to
  /// the sum before it), without cutting the text into substrings, memoizing candidates in
  /// a dictionary or looking for Arabic. Titles too wide for their bar are most often such
  /// texts, and every bar that shows one cuts it.
  func truncatedStandingAlone(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText? {
    guard let table = table(style), Graphemes.isOneScalarPerCluster(text) else { return nil }
    let wide = profile.fallback.wide
    var unused: [UInt32] = []
    let ellipsisEm = Self.scalarEm(TruncationWidths.ellipsisScalar, table: table, wide: wide, fallback: &unused)
    // ems[n], visible[n]: the first n scalars; kept[n]: how many remain once trailing
    // whitespace is dropped.
    let count = text.unicodeScalars.count
    var ems = [0.0]
    var visible = [0]
    var kept = [0]
    ems.reserveCapacity(count + 1)
    visible.reserveCapacity(count + 1)
    kept.reserveCapacity(count + 1)
    var sum = 0.0
    var shown = 0
    for (index, scalar) in text.unicodeScalars.enumerated() {
      add(scalar, table: table, to: &sum, visible: &shown, fallback: &unused)
      ems.append(sum)
      visible.append(shown)
      kept.append(Self.isWhitespace(scalar) ? kept[index] : index + 1)
    }
    func widthKeeping(_ kept: Int) -> Double {
      guard kept > 0 else { return measurement(of: Self.ellipsis, style: style).width }
      var candidate = ems[kept]
      var candidateVisible = visible[kept]
      if ellipsisEm > 0 {
        candidate += ellipsisEm
        candidateVisible += 1
      }
      return self.width(ems: candidate, visible: candidateVisible, style: style)
    }
    let (best, bestWidth) = Self.longestFitting(kept: kept, count: count, width: width, widthKeeping: widthKeeping)
    guard best > 0 else { return TruncatedText(text: Self.ellipsis, isTruncated: true, width: bestWidth) }
    let end = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: best)
    return TruncatedText(text: String(text[..<end]) + Self.ellipsis, isTruncated: true, width: bestWidth)
  }

  /// The candidate both truncations keep: the most of a text's `count` clusters (as
  /// `kept` counts them, trailing white space dropped) whose width with "…" fits `width`,
  /// and that width; none kept when not even the first fits. A binary search: the widths
  /// grow with the clusters kept.
  static func longestFitting(
    kept: [Int], count: Int, width: Double, widthKeeping: (Int) -> Double
  ) -> (kept: Int, width: Double) {
    var best = 0
    var bestWidth = widthKeeping(kept[0])
    var low = 1
    var high = count - 1
    while low <= high {
      let middle = (low + high) / 2
      let measured = widthKeeping(kept[middle])
      if measured <= width + Self.tolerance {
        best = kept[middle]
        bestWidth = measured
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return (best, bestWidth)
  }

  /// Whether every character of `cluster` is white space (`Character.isWhitespace`): a
  /// cluster of one ASCII byte is answered by the byte, and one of one scalar by
  /// its scalar's White_Space, as most clusters of a title are.
  static func isWhitespace(_ cluster: Substring) -> Bool {
    let bytes = cluster.utf8
    if bytes.count == 1, let byte = bytes.first, byte < 0x80 {
      return byte == 0x20 || (0x09...0x0D).contains(byte)
    }
    var scalars = cluster.unicodeScalars.makeIterator()
    if let first = scalars.next(), scalars.next() == nil { return isWhitespace(first) }
    return cluster.allSatisfy(\.isWhitespace)
  }

  /// Whether a character of one scalar is white space (Unicode's White_Space, which
  /// `Character.isWhitespace` reads), answered without the property tables for ASCII and
  /// outside U+0085 to U+3000, where the white space above ASCII is (a test checks every
  /// scalar).
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
    if value > 0x3000 || (0xA1..<0x1680).contains(value) { return false }
    return scalar.properties.isWhitespace
  }
}

/// The width of each truncation candidate of one text (its first `n` grapheme clusters and
/// "…"), equal to the last bit to measuring the candidate whole, at the cost of its end.
///
/// A measurement adds up the clusters of the (shaped) text in order, so the sums over the
/// first clusters are computed once, and a candidate only measures what follows them:
/// - Text that needs no shaping: the candidate's last cluster and "…" (segmented together,
///   as a prepended mark would join the ellipsis). Segmenting a prefix gives the same
///   clusters as segmenting the whole text, up to its end.
/// - Text that needs Arabic shaping: a letter's form depends on its neighbours, so the text
///   is shaped in chunks that end after a character below U+0300 (a space, Latin, digits),
///   which joins with nothing and is no prepended mark: shaping and segmenting stop there.
///   A candidate measures from the start of its chunk. A chunk is at least
///   ``chunkClusters`` long, unless the text ends; a run of joining letters with no such
///   character in it is one chunk, remeasured by each candidate that ends in it.
struct TruncationWidths {
  /// The fewest clusters in a shaping chunk, so that a long text is shaped in few calls.
  static let chunkClusters = 64

  private let text: String
  private let clusters: [Substring]
  private let style: TextStyle
  private let measurer: TextMeasurer
  private let table: AdvanceTable?
  /// The ems and visible graphemes of the first `i` clusters, measured unshaped.
  private var ems: [Double] = [0]
  private var visible: [Int] = [0]
  /// Where shaping starts to matter: a candidate ending after it is shaped as a whole.
  private let firstJoining: String.Index?
  /// The chunks of the shaped text, made on first use: the cluster each starts at, with
  /// the ems and visible graphemes of everything before it, shaped.
  private var chunks: [(start: Int, ems: Double, visible: Int)]?
  /// Widths already worked out, by clusters kept: a run of spaces gives many candidates
  /// the same cut.
  private var known: [Int: Double] = [:]

  init(text: String, clusters: [Substring], style: TextStyle, measurer: TextMeasurer) {
    self.text = text
    self.clusters = clusters
    self.style = style
    self.measurer = measurer
    table = measurer.tables[style.role]
    firstJoining = text.unicodeScalars.firstIndex(where: ArabicShaping.needsShaping)
    guard let table else { return }
    var sum = 0.0
    var count = 0
    var fallback: [UInt32] = []
    ems.reserveCapacity(clusters.count + 1)
    visible.reserveCapacity(clusters.count + 1)
    for cluster in clusters {
      measurer.add(cluster, table: table, to: &sum, visible: &count, fallback: &fallback)
      ems.append(sum)
      visible.append(count)
    }
  }

  /// The width of the first `count` clusters followed by "…".
  mutating func width(keeping count: Int) -> Double {
    if let width = known[count] { return width }
    let width = measure(keeping: count)
    known[count] = width
    return width
  }

  private mutating func measure(keeping count: Int) -> Double {
    guard count > 0, let table else {
      return measurer.measurement(of: TextMeasurer.ellipsis, style: style).width
    }
    let end = clusters[count - 1].endIndex
    var sum: Double
    var shown: Int
    var fallback: [UInt32] = []
    if let firstJoining, firstJoining < end {
      let chunks = shapedChunks(table: table)
      // The last chunk starting at or before the cut; the first starts at cluster 0.
      var low = 0
      var high = chunks.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if chunks[middle].start <= count { low = middle } else { high = middle - 1 }
      }
      let chunk = chunks[low]
      sum = chunk.ems
      shown = chunk.visible
      let start = chunk.start < count ? clusters[chunk.start].startIndex : end
      let tail = ArabicShaping.shapedByICU(text[start..<end] + TextMeasurer.ellipsis)
      measurer.add(Graphemes.clusters(of: tail), table: table, to: &sum, visible: &shown, fallback: &fallback)
    } else {
      sum = ems[count - 1]
      shown = visible[count - 1]
      if let last = Self.standingScalar(clusters[count - 1]) {
        // The last cluster and "…" both stand alone: segmented together they are the same
        // two clusters of one scalar each (``Graphemes/clusters(of:)``), added up here
        // without joining and segmenting them at every candidate the search tries.
        measurer.add(last, table: table, to: &sum, visible: &shown, fallback: &fallback)
        measurer.add(Self.ellipsisScalar, table: table, to: &sum, visible: &shown, fallback: &fallback)
      } else {
        let tail = String(clusters[count - 1]) + TextMeasurer.ellipsis
        measurer.add(Graphemes.clusters(of: tail), table: table, to: &sum, visible: &shown, fallback: &fallback)
      }
    }
    return measurer.width(ems: sum, visible: shown, style: style)
  }

  /// The ellipsis's one scalar, which stands alone (``Graphemes/standsAlone(_:)``).
  static let ellipsisScalar: Unicode.Scalar = "\u{2026}"

  /// The scalar of a cluster of one scalar that stands alone, else `nil`.
  static func standingScalar(_ cluster: Substring) -> Unicode.Scalar? {
    var scalars = cluster.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil, Graphemes.standsAlone(first) else { return nil }
    return first
  }

  /// The shaping chunks, made once.
  private mutating func shapedChunks(table: AdvanceTable) -> [(start: Int, ems: Double, visible: Int)] {
    if let chunks { return chunks }
    var made: [(start: Int, ems: Double, visible: Int)] = []
    var sum = 0.0
    var count = 0
    var fallback: [UInt32] = []
    var start = 0
    for index in clusters.indices {
      let isLast = index == clusters.count - 1
      guard isLast || (index + 1 - start >= Self.chunkClusters && Self.endsInert(clusters[index])) else { continue }
      made.append((start, sum, count))
      let piece = ArabicShaping.shapedByICU(String(text[clusters[start].startIndex..<clusters[index].endIndex]))
      measurer.add(Graphemes.clusters(of: piece), table: table, to: &sum, visible: &count, fallback: &fallback)
      start = index + 1
    }
    chunks = made
    return made
  }

  /// Whether shaping and segmenting can stop after `cluster`: its last character joins
  /// with nothing, is left alone by ICU's shaping and prepends to nothing.
  private static func endsInert(_ cluster: Substring) -> Bool {
    guard let last = cluster.unicodeScalars.last else { return false }
    return last.value < 0x300
  }
}
