internal import CYAMLShims

/// The events of the first document of a YAML text, as libyaml reads them (see
/// ``YAMLEventStream``, which hands them out).
///
/// Yams's `compose` turns each event into Swift objects (an event, a tag, a node, a string
/// through Foundation), which cost ten times what libyaml takes to read a large scenario.
/// Here one C loop copies the events into one array and their text into one byte buffer,
/// and the caller composes the nodes it needs from them. libyaml is the copy Yams builds, so
/// the syntax read, the errors and their positions are Yams's own.
public enum YAMLEvents {
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

  /// Where a piece of text is in the bytes of the events' text.
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

  static func event(_ source: cyaml_event) -> Event {
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

  static func failure(_ result: cyaml_result) -> Failure? {
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
