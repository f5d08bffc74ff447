/// Finds where a YAML text first nests deeper than ``ScenarioLimits/maximumDepth``, in one
/// pass over its bytes, before libyaml reads it.
///
/// libyaml stops at about 1,000 levels, but reports the collection where its scanner ran
/// ahead of the parser (the first `[` of a line of them, often 1:1), not where the limit was
/// passed. This scan follows libyaml's own rules closely enough to name the line and column
/// of the collection that goes one level too deep:
/// - a block collection opens a level where an entry (`- `, `? `, `key:`) starts at a column
///   deeper than the enclosing one, as libyaml's indentation stack grows;
/// - `[` and `{` open a level, `]` and `}` close one;
/// - quoted scalars (over several lines too), block scalars (`|`, `>`), comments and plain
///   text are skipped, so brackets in a title never count.
///
/// Its limit is well below libyaml's, so a text it passes never reaches libyaml's limit
/// even where the two count a construct differently by a level.
struct YAMLDepthScanner {
  /// Where the text first goes deeper than the limit: 1-based line and column (scalars).
  struct Excess: Equatable {
    let line: Int
    let column: Int
  }

  private let bytes: [UInt8]
  private let limit: Int
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// The columns of the open block collections, as libyaml's indentation stack.
  private var indents: [Int] = []
  private var flowDepth = 0
  /// The last character outside scalars and comments in flow context: a quote starts a
  /// scalar only after `[`, `{`, `,` or `:`.
  private var lastFlowSignificant: UInt8 = UInt8(ascii: "[")
  /// Set while the lines of a block scalar run: lines indented deeper than this are text.
  private var blockScalarIndent: Int?

  /// Whether `byte` is `-`, `?` or `:`, which start a block entry (with a blank after them).
  /// Compared directly: a set hashed every byte of a megabyte file.
  private static func isEntryIndicator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":")
  }

  /// Whether a quoted scalar may follow `byte` in flow context: `[`, `{`, `,` or `:`.
  private static func isScalarStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
  }

  private init(bytes: [UInt8], limit: Int) {
    self.bytes = bytes
    self.limit = limit
  }

  /// Where `text` first nests deeper than `limit` levels, or nil when it never does.
  static func firstExcess(in text: String, limit: Int = ScenarioLimits.maximumDepth) -> Excess? {
    firstExcess(inUTF8: Array(text.utf8), limit: limit)
  }

  /// ``firstExcess(in:limit:)`` of a text's bytes, when the caller has them (a file read):
  /// a second copy of a megabyte file is time before anything is composed.
  static func firstExcess(inUTF8 bytes: [UInt8], limit: Int = ScenarioLimits.maximumDepth) -> Excess? {
    var scanner = YAMLDepthScanner(bytes: bytes, limit: limit)
    return scanner.scan()
  }

  /// ``firstExcess(in:limit:)`` of a text or a file's bytes.
  static func firstExcess(_ input: YAMLComposer.Input) -> Excess? {
    switch input {
    case .text(let text): firstExcess(in: text)
    case .utf8(let bytes): firstExcess(inUTF8: bytes)
    }
  }

  private mutating func scan() -> Excess? {
    while index < bytes.count {
      if let excess = scanLine() { return excess }
    }
    return nil
  }

  // MARK: Lines

  /// Scans from the start of a line to the start of the next one.
  private mutating func scanLine() -> Excess? {
    lineStart = index
    if flowDepth > 0 { return scanFlow() }
    var indentation = 0
    while at(" ") {
      advance()
      indentation += 1
    }
    if isLineEnd(index) || at("#") { return finishLine() }
    if let parent = blockScalarIndent {
      if indentation > parent { return finishLine() }
      blockScalarIndent = nil
    }
    if indentation == 0, startsDocumentMarker() {
      indents.removeAll()
      index += 3
      return scanNode()
    }
    if indentation == 0, at("%") { return finishLine() }
    while let last = indents.last, last > indentation { indents.removeLast() }
    return scanNode()
  }

  /// Scans block context from a position where a node or an entry may start.
  private mutating func scanNode() -> Excess? {
    while true {
      skipSpaces()
      if isLineEnd(index) || at("#") { return finishLine() }
      let column = index - lineStart
      let byte = bytes[index]
      if Self.isEntryIndicator(byte), isBlank(index + 1) {
        if let excess = openBlock(at: column) { return excess }
        advance()
        continue
      }
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        return scanFlow()
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        advance()
        skipQuoted(byte)
        if flowDepth > 0 || index >= bytes.count { return nil }
        if let excess = keyAfterScalar(at: column) { return excess }
        continue
      case UInt8(ascii: "|"), UInt8(ascii: ">"):
        blockScalarIndent = indents.last ?? -1
        return finishLine()
      case UInt8(ascii: "&"), UInt8(ascii: "!"):
        while index < bytes.count, !isBlank(index) { advance() }
      default:
        // A plain scalar: a key when `: ` follows on its line, text up to a comment otherwise.
        while !isLineEnd(index) {
          if at(":"), isBlank(index + 1) { break }
          if at("#"), index > lineStart, isBlankByte(bytes[index - 1]) { return finishLine() }
          advance()
        }
        if let excess = keyAfterScalar(at: column) { return excess }
      }
    }
  }

  /// After a scalar that started at `column`: a `:` followed by a blank makes it a key.
  private mutating func keyAfterScalar(at column: Int) -> Excess? {
    skipSpaces()
    guard at(":"), isBlank(index + 1) else {
      if isLineEnd(index) || at("#") { return nil }
      // Text after a closed quote that is no key: libyaml refuses it; skip the line.
      while !isLineEnd(index) { advance() }
      return nil
    }
    if let excess = openBlock(at: column) { return excess }
    advance()
    return nil
  }

  /// A block collection entry at `column`: a new level when deeper than the enclosing one.
  private mutating func openBlock(at column: Int) -> Excess? {
    if let last = indents.last, last >= column { return nil }
    indents.append(column)
    return indents.count + flowDepth > limit ? excess(at: min(lineStart + column, index)) : nil
  }

  // MARK: Flow context

  /// Scans flow context until it closes (then the rest of the line as block) or the line ends.
  private mutating func scanFlow() -> Excess? {
    while !isLineEnd(index) {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        flowDepth += 1
        if indents.count + flowDepth > limit { return excess(at: index) }
        lastFlowSignificant = byte
        advance()
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        flowDepth = max(0, flowDepth - 1)
        lastFlowSignificant = byte
        advance()
        if flowDepth == 0 {
          if let excess = keyAfterFlow() { return excess }
          return finishLine()
        }
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard Self.isScalarStart(lastFlowSignificant) else {
          lastFlowSignificant = byte
          advance()
          continue
        }
        advance()
        skipQuoted(byte)
        lastFlowSignificant = byte
        if index >= bytes.count || isLineEnd(index) { return finishLine() }
      case UInt8(ascii: "#") where index == lineStart || isBlankByte(bytes[index - 1]):
        return finishLine()
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        advance()
      default:
        lastFlowSignificant = byte
        advance()
      }
    }
    return finishLine()
  }

  /// After a flow collection closes in block context: the rest of the line.
  private mutating func keyAfterFlow() -> Excess? {
    skipSpaces()
    while !isLineEnd(index), !at("#") { advance() }
    return nil
  }

  // MARK: Scalars and lines

  /// Skips a quoted scalar after its opening quote, over lines too ('' and \ escapes).
  private mutating func skipQuoted(_ quote: UInt8) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
        advance()
        if index < bytes.count { advance() }
        continue
      }
      advance()
      if byte == quote {
        if quote == UInt8(ascii: "'"), at("'") {
          advance()
          continue
        }
        return
      }
    }
  }

  /// Moves to the start of the next line.
  private mutating func finishLine() -> Excess? {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    if index < bytes.count { advance() }
    return nil
  }

  private func startsDocumentMarker() -> Bool {
    guard index + 3 <= bytes.count else { return false }
    let marker = bytes[index..<index + 3]
    let isMarker = marker.elementsEqual("---".utf8) || marker.elementsEqual("...".utf8)
    return isMarker && isBlank(index + 3)
  }

  /// Moves one byte on, counting lines.
  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func skipSpaces() {
    while index < bytes.count, isBlankByte(bytes[index]), bytes[index] != UInt8(ascii: "\r") { advance() }
  }

  private func at(_ character: Unicode.Scalar) -> Bool {
    index < bytes.count && bytes[index] == UInt8(ascii: character)
  }

  /// Whether `position` is past the end, a line break or a space or tab.
  private func isBlank(_ position: Int) -> Bool {
    position >= bytes.count || isBlankByte(bytes[position]) || bytes[position] == UInt8(ascii: "\n")
  }

  private func isBlankByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private func isLineEnd(_ position: Int) -> Bool {
    position >= bytes.count || bytes[position] == UInt8(ascii: "\n")
      || (bytes[position] == UInt8(ascii: "\r")
        && (position + 1 >= bytes.count || bytes[position + 1] == UInt8(ascii: "\n")))
  }

  /// The location of byte `position` on the current line, its column counted in scalars.
  private func excess(at position: Int) -> Excess {
    let scalars = bytes[lineStart..<position].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return Excess(line: line, column: scalars + 1)
  }
}
