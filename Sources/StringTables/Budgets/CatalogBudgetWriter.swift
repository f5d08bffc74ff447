import Diagnostics
public import Foundation
public import TextFiles

/// Writes width budgets into a String Catalog: each budgeted key's `comment` gets the
/// ``CatalogBudgetComment`` sentence, which Xcode exports to translators with the key.
///
/// The catalog is read with the project's catalog reader first (so a malformed one is
/// refused with its line and column), then written back in Xcode's own layout: keys
/// sorted, two-space indents, `"key" : value`. The table is the catalog's file name.
public enum CatalogBudgetWriter {
  /// The rewritten catalog and how many keys received a budget.
  public struct Result: Sendable {
    public var text: String
    public var keysWithBudget: Int
  }

  /// Rewrites the catalog `data` at `path` with `maxWidths[table][key]` in points.
  ///
  /// - Throws: ``TextFileError`` for a file that is no String Catalog.
  public static func write(_ data: Data, path: String, maxWidths: [String: [String: Int]]) throws(TextFileError)
    -> Result
  {
    _ = try StringCatalog(
      contents: data, path: path, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
    let table = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let widths = maxWidths[table] ?? [:]
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw TextFileError(.syntax, "'\(path)' is not a JSON object", at: .init(path: path, line: 1, column: 1))
    }
    guard case .object(var top) = root, case .object(var strings)? = top["strings"] else {
      throw TextFileError(
        .invalidCatalog, "'\(path)' has no 'strings' object", at: .init(path: path, line: 1, column: 1))
    }
    var count = 0
    for (key, points) in widths {
      guard case .object(var entry)? = strings[key] else { continue }
      var comment: String?
      if case .string(let existing)? = entry["comment"] { comment = existing }
      entry["comment"] = .string(CatalogBudgetComment.replacing(in: comment, points: points))
      strings[key] = .object(entry)
      count += 1
    }
    top["strings"] = .object(strings)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let encoded = try encoder.encode(JSONValue.object(top))
      return Result(text: String(decoding: encoded, as: UTF8.self) + "\n", keysWithBudget: count)
    } catch {
      throw TextFileError(
        .invalidCatalog, "'\(path)' cannot be written back: \(error)", at: .init(path: path, line: 1, column: 1))
    }
  }

  /// A JSON value, kept as written: integers stay integers and booleans booleans.
  indirect enum JSONValue: Codable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else if let value = try? container.decode(String.self) {
        self = .string(value)
      } else if let value = try? container.decode([JSONValue].self) {
        self = .array(value)
      } else {
        self = .object(try container.decode([String: JSONValue].self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .object(let value): try container.encode(value)
      case .array(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      case .integer(let value): try container.encode(value)
      case .number(let value): try container.encode(value)
      case .bool(let value): try container.encode(value)
      case .null: try container.encodeNil()
      }
    }
  }
}
