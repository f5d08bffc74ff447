import UnicodeSupport

/// A YAML document's nodes in flat arrays, composed from libyaml's events (``YAMLEvents``)
/// as Yams's `compose` would compose them.
///
/// A scenario of 20,000 screens is 180,000 events; a tree of Swift objects (Yams's `Node`,
/// with a tag object and a Foundation string per scalar) took most of the time of loading
/// it. Here a node is a small value in one array, a collection's children a range of
/// another, and an alias the index of the node it names, so the tree is built in one pass
/// with no allocation per node beyond its text.
struct YAMLNodeTable: Sendable {
  enum Kind: UInt8, Sendable {
    case scalar, sequence, mapping
  }

  /// A scalar's style, numbered as libyaml and Yams number it.
  enum ScalarStyle: UInt8, Sendable {
    case any, plain, singleQuoted, doubleQuoted, literal, folded
  }

  struct Node: Sendable, Equatable {
    var kind: Kind
    /// Scalars: a ``ScalarStyle``; collections: 0 any, 1 block, 2 flow.
    var style: UInt8
    /// Where the node starts, 1-based; the column counts Unicode scalars.
    var line: Int32
    var column: Int32
    /// Scalars: the index of the text in ``scalars``; collections: the first child in
    /// ``children``.
    var start: Int32
    /// Collections: the children, a mapping's keys and values both counted.
    var count: Int32
    /// The index of the tag in ``tags``; -1 when the node has none (implicit).
    var tag: Int32
  }

  /// The tag Yams gives a quoted or block scalar written without one.
  static let stringTag = "tag:yaml.org,2002:str"
  /// The tag that makes a mapping key the mapping's own value for Yams's `Node.string`.
  static let valueTag = "tag:yaml.org,2002:value"

  var nodes: [Node] = []
  /// The children of every collection, each collection's in one run: a sequence's elements,
  /// a mapping's keys and values alternating.
  var children: [Int32] = []
  var scalars: [String] = []
  var tags: [String] = []
  /// The root; nil for an empty document.
  var root: Int32?
  /// The mappings of more than ``smallMapping`` children whose keys are all scalars with
  /// distinct text, as the composer found while checking for duplicate keys: the parser
  /// need not look for a repeated field name in them again.
  var distinctKeyMappings: Set<Int32> = []
  /// The most children (keys and values) of a mapping whose field names are compared one by
  /// one rather than through a set.
  static let smallMapping = 32

  func node(_ index: Int32) -> Node { nodes[Int(index)] }

  /// The text of a scalar node.
  func text(_ index: Int32) -> String { scalars[Int(nodes[Int(index)].start)] }

  /// The tag written on a node, nil when implicit.
  func tagName(_ index: Int32) -> String? {
    let tag = nodes[Int(index)].tag
    return tag < 0 ? nil : tags[Int(tag)]
  }

  /// The children of a collection node.
  func children(of index: Int32) -> ArraySlice<Int32> {
    let node = nodes[Int(index)]
    guard node.kind != .scalar else { return [] }
    return children[Int(node.start)..<Int(node.start + node.count)]
  }

  /// The tag Yams resolves a node to with its basic resolver (which tags every plain scalar
  /// a string): the tag written, or the kind's own tag when none, or the non-specific `!`.
  func resolvedTag(_ index: Int32) -> String {
    if let name = tagName(index), name != "!" { return name }
    switch nodes[Int(index)].kind {
    case .scalar: return Self.stringTag
    case .sequence: return "tag:yaml.org,2002:seq"
    case .mapping: return "tag:yaml.org,2002:map"
    }
  }

  /// A node as Yams's `Node.string` reads it: a scalar's text; for a mapping, the value of its
  /// first key tagged `!!value`; nil otherwise.
  func yamsString(_ index: Int32) -> String? {
    var current = index
    // A `!!value` key's value may be such a mapping again; each step goes one level down.
    for _ in 0...nodes.count {
      let node = nodes[Int(current)]
      switch node.kind {
      case .scalar:
        return text(current)
      case .sequence:
        return nil
      case .mapping:
        let pairs = children(of: current)
        guard
          let key = stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).first(where: {
            tagName(pairs[$0]) == Self.valueTag
          })
        else { return nil }
        current = pairs[key + 1]
      }
    }
    return nil
  }
}
