internal import CYAMLShims

/// The events of the first document of a YAML text, as libyaml reads them, in flat arrays.
///
/// Yams's `compose` turns each event into Swift objects (an event, a tag, a node, a string
/// through Foundation), which cost ten times what libyaml takes to read a large scenario.
/// Here one C loop copies the events into one array and their text into one byte buffer,
/// and the caller composes the nodes it needs from them. libyaml is the copy Yams builds, so
/// the syntax read, the errors and their positions are Yams's own.
public struct YAMLEvents: Sendable {
  /// What an event is.
  public enum Kind: UInt8, Sendable {
    case scalar, alias, sequenceStart, sequenceEnd, mappingStart, mappingEnd
  }

  /// One event of the document.
  public struct Event: Sendable {
    public let kind: Kind
    /// Scalars: 0 any, 1 plain, 2 single-quoted, 3 double-quoted, 4 literal, 5 folded (as
    /// Yams's `Node.Scalar.Style`); collections: 0 any, 1 block, 2 flow.
    public let style: UInt8
    /// The start of the event, 1-based; the column counts Unicode scalars.
    public let line: Int32
    public let column: Int32
    /// Scalars: the text; aliases: the anchor named.
    public let value: TextRange
    /// The anchor the node defines (empty when none).
    public let anchor: TextRange
    /// The tag as Yams composes it: none when implicit; `tag:yaml.org,2002:str` for a quoted
    /// or block scalar without a tag; otherwise the tag written, its handle expanded.
    public let tag: TextRange?
  }

  /// The events as libyaml's shim wrote them, each read as an ``Event`` when visited (a
  /// copy of 180,000 events into another array took 7 MB and a pass of its own).
  public struct Events: RandomAccessCollection, Sendable {
    fileprivate let raw: [cyaml_event]

    public var startIndex: Int { raw.startIndex }
    public var endIndex: Int { raw.endIndex }
    public subscript(position: Int) -> Event { YAMLEvents.event(raw[position]) }
  }

  /// Where a piece of text is in ``bytes``.
  public struct TextRange: Sendable, Equatable {
    public let offset: Int32
    public let length: Int32
    static let empty = TextRange(offset: 0, length: 0)
  }

  /// Why reading stopped before the end of the document.
  public struct Failure: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      /// Bytes libyaml refuses (a control character), at ``offset`` bytes into the text.
      case reader
      case scanner
      case parser
      /// A second document after the first.
      case secondDocument
      /// Out of memory.
      case memory
      /// Values that would take more than 256 MiB (tags expanded from a long `%TAG` prefix).
      case tooLarge
    }
    public let kind: Kind
    /// libyaml's own words, such as `mapping values are not allowed in this context`.
    public let problem: String
    /// Where the problem is, 1-based (all but reader and memory errors).
    public let line: Int
    public let column: Int
    /// Reader errors: the offset of the bad bytes in the text's UTF-8.
    public let offset: Int
  }

  /// The events read, in order; when ``failure`` is set, those before it.
  public let events: Events
  /// The text of the scalars, anchors, aliases and tags.
  public let bytes: [UInt8]
  /// The error that stopped reading, if any.
  public let failure: Failure?

  /// Reads the first document of `text`.
  public init(reading text: String) {
    // The text's own UTF-8 is read in place (passing the string to C copied it whole).
    var source = text
    (events, bytes, failure) = source.withUTF8(Self.read)
  }

  /// The events, text bytes and failure of the first document of `text`.
  private static func read(_ text: UnsafeBufferPointer<UInt8>) -> (Events, [UInt8], Failure?) {
    let length = Int64(text.count)
    // A scenario has about one event per seven bytes and values shorter than their source;
    // when a text needs more, it is read once more with the sizes the first read counted.
    var eventCapacity = Int64(length / 6 + 64)
    var byteCapacity = Int64(length + 64)
    while true {
      var result = cyaml_result()
      var bytes = [UInt8](repeating: 0, count: Int(byteCapacity))
      let events = [cyaml_event](unsafeUninitializedCapacity: Int(eventCapacity)) { buffer, count in
        bytes.withUnsafeMutableBufferPointer { byteBuffer in
          cyaml_parse(
            text.baseAddress, length, buffer.baseAddress, eventCapacity, byteBuffer.baseAddress, byteCapacity, &result)
        }
        count = Int(min(result.events, eventCapacity))
      }
      let tooSmall = result.events > eventCapacity || result.bytes > byteCapacity
      if tooSmall, Int(result.error) != cyaml_error_too_large, Int(result.error) != cyaml_error_memory {
        eventCapacity = result.events
        byteCapacity = result.bytes
        continue
      }
      bytes.removeLast(bytes.count - Int(min(result.bytes, byteCapacity)))
      return (Events(raw: events), bytes, Self.failure(result))
    }
  }

  /// The text of `range`.
  public func text(_ range: TextRange) -> String {
    let start = Int(range.offset)
    return String(decoding: bytes[start..<start + Int(range.length)], as: UTF8.self)
  }

  /// Whether the text of `range` is `literal`, without making a string.
  public func text(_ range: TextRange, equals literal: StaticString) -> Bool {
    guard Int(range.length) == literal.utf8CodeUnitCount else { return false }
    return literal.withUTF8Buffer { expected in
      var index = Int(range.offset)
      for byte in expected {
        if bytes[index] != byte { return false }
        index += 1
      }
      return true
    }
  }

  fileprivate static func event(_ source: cyaml_event) -> Event {
    let kind: Kind =
      switch source.kind {
      case Int32(cyaml_scalar): .scalar
      case Int32(cyaml_alias): .alias
      case Int32(cyaml_sequence_start): .sequenceStart
      case Int32(cyaml_sequence_end): .sequenceEnd
      case Int32(cyaml_mapping_start): .mappingStart
      default: .mappingEnd
      }
    return Event(
      kind: kind, style: UInt8(truncatingIfNeeded: source.style), line: source.line, column: source.column,
      value: source.value >= 0 ? TextRange(offset: source.value, length: source.valueLength) : .empty,
      anchor: source.anchor >= 0 ? TextRange(offset: source.anchor, length: source.anchorLength) : .empty,
      tag: source.tag >= 0 ? TextRange(offset: source.tag, length: source.tagLength) : nil)
  }

  private static func failure(_ result: cyaml_result) -> Failure? {
    let kind: Failure.Kind
    switch result.error {
    case Int32(cyaml_ok): return nil
    case Int32(cyaml_error_reader): kind = .reader
    case Int32(cyaml_error_scanner): kind = .scanner
    case Int32(cyaml_error_parser): kind = .parser
    case Int32(cyaml_error_second_document): kind = .secondDocument
    case Int32(cyaml_error_too_large): kind = .tooLarge
    default: kind = .memory
    }
    let problem = result.problem.map { String(cString: $0) } ?? ""
    return Failure(
      kind: kind, problem: problem, line: Int(result.line), column: Int(result.column), offset: Int(result.offset))
  }
}
