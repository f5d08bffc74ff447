public import Diagnostics

/// A JSON value with the place it is written, for inputs whose errors must be located.
///
/// `JSONDecoder` reports neither lines nor columns; a reader that walks these nodes can
/// point every complaint at the value it is about (`obs.json:4:19: error: …`).
public struct JSONNode: Sendable, Hashable {
  /// A JSON value; numbers keep their text so that messages quote them as written.
  public indirect enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double, text: String)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  /// One member of an object, in the order written.
  public struct Member: Sendable, Hashable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: JSONNode
  }

  public let value: Value
  /// Where the value starts.
  public let location: SourceLocation

  /// The kind of value, for messages (`a string`, `an array`…).
  public var kindName: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Parses a whole JSON document (RFC 8259) from UTF-8 bytes.
  ///
  /// - Throws: ``TextFileError`` of kind `syntax` at the first error, or `limit` when
  ///   arrays and objects nest deeper than `maximumDepth`.
  public static func parse(_ bytes: [UInt8], path: String, maximumDepth: Int = 64) throws(TextFileError) -> JSONNode {
    var parser = JSONNodeParser(
      bytes: bytes, locator: TextLocator(path: path, bytes: bytes), maximumDepth: maximumDepth)
    return try parser.document()
  }
}
