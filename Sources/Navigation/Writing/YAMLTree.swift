/// A value written on one line: a scalar, `[a, b]` or `{ key: value }`.
///
/// The writer builds these for short values (text references, segues, steps) so that the same
/// tree gives both the YAML and the step text the parser derives from it.
enum InlineValue: Hashable {
  /// A string from the model, quoted as needed.
  case string(String)
  /// A token written as is: a number, `true`, an enum's raw value, a focus target.
  case token(String)
  case sequence([InlineValue])
  case mapping([InlineField])

  /// The YAML spelling.
  var yaml: String {
    switch self {
    case .string(let string): YAMLScalar.quoted(string)
    case .token(let token): token
    case .sequence(let elements): "[" + elements.map(\.yaml).joined(separator: ", ") + "]"
    case .mapping(let fields):
      fields.isEmpty ? "{}" : "{ " + fields.map { "\($0.key): \($0.value.yaml)" }.joined(separator: ", ") + " }"
    }
  }

  /// The value as the parser renders a step for reports (`ScenarioParser.render`): scalars
  /// unquoted, `[a, b]`, `{ key: value }`.
  var rendered: String {
    switch self {
    case .string(let string): string
    case .token(let token): token
    case .sequence(let elements): "[" + elements.map(\.rendered).joined(separator: ", ") + "]"
    case .mapping(let fields): "{ " + fields.map { "\($0.key): \($0.value.rendered)" }.joined(separator: ", ") + " }"
    }
  }
}

/// A field of an inline mapping; keys are the format's own field names.
struct InlineField: Hashable {
  var key: String
  var value: InlineValue

  init(_ key: String, _ value: InlineValue) {
    self.key = key
    self.value = value
  }
}

/// A block-style YAML value: one field or item per line, with comments above them.
indirect enum YAMLBlock {
  case inline(InlineValue)
  case mapping([YAMLEntry])
  case sequence([YAMLItem])
}

/// A block mapping entry; `key` is a string from the model or a field name.
struct YAMLEntry {
  var key: String
  var value: YAMLBlock
  /// Comment text written above the entry (each line becomes a `#` line).
  var comments: [String]
  /// Whether an empty line separates the entry from the one before it (between screens).
  var isSpaced = false

  init(_ key: String, _ value: YAMLBlock, comments: [String] = []) {
    self.key = key
    self.value = value
    self.comments = comments
  }

  init(_ key: String, _ value: InlineValue, comments: [String] = []) {
    self.init(key, .inline(value), comments: comments)
  }
}

/// A block sequence item.
struct YAMLItem {
  var value: YAMLBlock
  var comments: [String]
  /// Whether an empty line separates the item from the one before it (between flows).
  var isSpaced = false

  init(_ value: YAMLBlock, comments: [String] = []) {
    self.value = value
    self.comments = comments
  }
}

/// Renders ``YAMLBlock`` trees with two-space indentation.
enum YAMLBlockRenderer {
  /// libyaml refuses an implicit key longer than 1024 characters; longer keys are written
  /// explicitly (`? key`).
  static let implicitKeyLimit = 1000

  /// The lines of a top-level mapping, each ending in a newline.
  static func render(_ entries: [YAMLEntry]) -> String {
    var lines: [String] = []
    mapping(entries, indent: 0, into: &lines)
    return lines.map { $0 + "\n" }.joined()
  }

  private static func comments(_ texts: [String], indent: Int, into lines: inout [String]) {
    let pad = String(repeating: " ", count: indent)
    for text in texts { lines += YAMLScalar.commentLines(text).map { pad + $0 } }
  }

  private static func mapping(_ entries: [YAMLEntry], indent: Int, into lines: inout [String]) {
    let pad = String(repeating: " ", count: indent)
    for (offset, entry) in entries.enumerated() {
      if entry.isSpaced, offset > 0 { lines.append("") }
      comments(entry.comments, indent: indent, into: &lines)
      let key = YAMLScalar.quoted(entry.key)
      let explicit = key.utf8.count > implicitKeyLimit
      if explicit { lines.append(pad + "? " + key) }
      let head = explicit ? pad + ":" : pad + key + ":"
      switch entry.value {
      case .inline(let value):
        lines.append(head + " " + value.yaml)
      case .mapping(let nested) where nested.isEmpty:
        lines.append(head + " {}")
      case .sequence(let items) where items.isEmpty:
        lines.append(head + " []")
      case .mapping(let nested):
        lines.append(head)
        mapping(nested, indent: indent + 2, into: &lines)
      case .sequence(let items):
        lines.append(head)
        sequence(items, indent: indent + 2, into: &lines)
      }
    }
  }

  private static func sequence(_ items: [YAMLItem], indent: Int, into lines: inout [String]) {
    let pad = String(repeating: " ", count: indent)
    for (offset, item) in items.enumerated() {
      if item.isSpaced, offset > 0 { lines.append("") }
      comments(item.comments, indent: indent, into: &lines)
      var nested: [String] = []
      switch item.value {
      case .inline(let value):
        lines.append(pad + "- " + value.yaml)
        continue
      case .mapping(let entries) where entries.isEmpty:
        lines.append(pad + "- {}")
        continue
      case .sequence(let elements) where elements.isEmpty:
        lines.append(pad + "- []")
        continue
      case .mapping(var entries):
        // The first entry shares the dash's line, so its comments go above the dash.
        comments(entries[0].comments, indent: indent, into: &lines)
        entries[0].comments = []
        mapping(entries, indent: indent + 2, into: &nested)
      case .sequence(var elements):
        comments(elements[0].comments, indent: indent, into: &lines)
        elements[0].comments = []
        sequence(elements, indent: indent + 2, into: &nested)
      }
      for (offset, line) in nested.enumerated() {
        lines.append(offset == 0 ? pad + "- " + line.dropFirst(indent + 2) : line)
      }
    }
  }
}
