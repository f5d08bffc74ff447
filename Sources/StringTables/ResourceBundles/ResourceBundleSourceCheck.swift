import Diagnostics
import Foundation
import TextFiles

/// Refuses ICU bundle sources that would make `genrb` or ICU read outside the table's folder.
///
/// `genrb` copies the file named by `:include` (text) or `:import` (binary) into the bundle,
/// resolving it against the source's folder, and ICU follows `:alias` and `%%ALIAS` to other
/// bundles and packages at run time. A hostile table could so put any file's content into
/// every report. Before `genrb` runs, every resource type is read: a file import must name a
/// file inside the table's folder (after following symbolic links), an alias must stay in the
/// bundle's package (no leading `/`, no `..`), `%%` keys must name a plain locale, and any
/// other type than ``allowedTypes`` (`:process(…)`, misspellings, escaped names) is refused.
enum ResourceBundleSourceCheck {
  /// The resource types that read nothing outside the source.
  static let allowedTypes: Set<String> = [
    "table", "table(nofallback)", "array", "string", "int", "integer", "intvector", "bin", "binary",
  ]
  /// The types that read a file, checked to be inside the folder.
  static let fileTypes: Set<String> = ["include", "import"]

  /// Throws when the source at `absolute` (decoded as `bytes`) reaches outside `folder`.
  static func check(_ bytes: [UInt8], absolute: String, locator: TextLocator) throws(TextFileError) {
    let tokens = Tokenizer(bytes: bytes).tokens()
    let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
    var index = 0
    func refuse(_ message: String, at offset: Int) -> TextFileError {
      TextFileError(
        .outsideFolder, message, at: locator.location(ofOffset: offset),
        notes: ["ICU tables may not read files or bundles outside their own folder"])
    }
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token.kind {
      case .colon:
        guard index < tokens.count, case .string(let name, let escaped) = tokens[index].kind else { continue }
        let typeToken = tokens[index]
        index += 1
        let type = name.lowercased()
        if escaped || !(allowedTypes.contains(type) || fileTypes.contains(type) || type == "alias") {
          throw refuse("ICU resource type '\(name)' is not supported", at: typeToken.offset)
        }
        guard fileTypes.contains(type) || type == "alias" else { continue }
        guard let (value, offset, valueEscaped) = braceValue(tokens, after: &index) else { continue }
        if valueEscaped { throw refuse("escapes are not allowed in the path of ':\(type)'", at: offset) }
        if type == "alias" {
          if value.hasPrefix("/") || value.split(separator: "/").contains("..") {
            throw refuse("alias '\(value)' leads outside the table's bundle", at: offset)
          }
        } else if !isInside(value, folder: folder) {
          throw refuse("':\(type)' of '\(value)' reaches outside the table's folder", at: offset)
        }
      case .string(let name, _) where name.hasPrefix("%%"):
        var lookahead = index
        if lookahead < tokens.count, tokens[lookahead].kind == .colon { lookahead += 2 }
        guard let (value, offset, escaped) = braceValue(tokens, after: &lookahead) else { continue }
        let plain = value.unicodeScalars.allSatisfy {
          ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" || $0 == "-"
        }
        if escaped || value.isEmpty || !plain {
          throw refuse("'\(name)' of '\(value)' must name a locale of the same folder", at: offset)
        }
      default:
        continue
      }
    }
  }

  /// The string (adjacent strings joined) between `{` and `}` at `index`, moving past it.
  private static func braceValue(_ tokens: [Token], after index: inout Int) -> (String, Int, Bool)? {
    guard index < tokens.count, tokens[index].kind == .open else { return nil }
    index += 1
    var value = ""
    var escaped = false
    var offset: Int?
    while index < tokens.count, case .string(let text, let hasEscape) = tokens[index].kind {
      offset = offset ?? tokens[index].offset
      value += text
      escaped = escaped || hasEscape
      index += 1
    }
    guard let offset else { return nil }
    return (value, offset, escaped)
  }

  /// Whether `path` (relative to `folder`, or absolute) names a file inside `folder`, once
  /// both are resolved through symbolic links.
  private static func isInside(_ path: String, folder: String) -> Bool {
    let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    let target = URL(fileURLWithPath: PathResolver.absolute(path, relativeTo: folder))
      .resolvingSymlinksInPath().path
    return target.hasPrefix(root + "/")
  }

  /// One lexical token of an ICU source.
  struct Token {
    enum Kind: Equatable {
      case open, close, colon, comma
      /// A quoted or bare string; `escaped` when it holds a backslash escape.
      case string(String, escaped: Bool)
    }
    let kind: Kind
    /// The byte offset where it starts.
    let offset: Int
  }

  /// Splits ICU source text into tokens, skipping comments (genrb's lexical rules).
  struct Tokenizer {
    let bytes: [UInt8]
    /// The one-byte tokens.
    static let punctuation: [UInt8: Token.Kind] = [
      UInt8(ascii: "{"): .open, UInt8(ascii: "}"): .close, UInt8(ascii: ":"): .colon, UInt8(ascii: ","): .comma,
    ]

    func tokens() -> [Token] {
      var result: [Token] = []
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
          index += 1
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
          index += 2
          while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
            index += 1
          }
          index += 2
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: ","):
          if let kind = Self.punctuation[byte] { result.append(Token(kind: kind, offset: index)) }
          index += 1
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          let start = index
          index += 1
          var text: [UInt8] = []
          var escaped = false
          while index < bytes.count, bytes[index] != byte {
            if bytes[index] == UInt8(ascii: "\\") {
              // Kept as written: an escaped name or path is refused, never decoded.
              escaped = true
              text.append(bytes[index])
              index += 1
            }
            if index < bytes.count { text.append(bytes[index]) }
            index += 1
          }
          index += 1
          result.append(Token(kind: .string(String(decoding: text, as: UTF8.self), escaped: escaped), offset: start))
        default:
          let start = index
          var escaped = false
          while index < bytes.count, !Self.ends(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\\") { escaped = true }
            index += 1
          }
          if index == start { index += 1 }
          let text = String(decoding: bytes[start..<index], as: UTF8.self)
          result.append(Token(kind: .string(text, escaped: escaped), offset: start))
        }
      }
      return result
    }

    private static func ends(_ byte: UInt8) -> Bool {
      [
        0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"),
        UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "'"),
      ].contains(byte)
    }
  }
}
