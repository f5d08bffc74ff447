public import Diagnostics

/// One element of a parsed XML document: its name, attributes, children and where it starts.
///
/// Readers that need the whole document at once (a storyboard's scenes refer to each other
/// by id in any order) walk this tree instead of writing their own event delegate.
public struct MarkupElement: Sendable, Hashable {
  /// The element's qualified name (`navigationItem`).
  public var name: String
  /// The attributes, by name.
  public var attributes: [String: String]
  /// The child elements, in document order.
  public var children: [MarkupElement]
  /// The text directly inside the element (CDATA included); whitespace-only runs before
  /// any other text are dropped.
  public var text: String
  /// Where the element's `<` is.
  public var location: SourceLocation

  public init(
    name: String, attributes: [String: String] = [:], children: [MarkupElement] = [], text: String = "",
    location: SourceLocation
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.location = location
  }

  /// The value of attribute `name`.
  public subscript(_ name: String) -> String? { attributes[name] }

  /// The children named `name`.
  public func children(named name: String) -> [MarkupElement] {
    children.filter { $0.name == name }
  }

  /// The first child named `name`, optionally with `key="…"` (Interface Builder's way of
  /// naming which property of its parent a child element sets).
  public func child(named name: String, key: String? = nil) -> MarkupElement? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The first child whose `key` attribute is `key`, whatever its element name.
  public func child(key: String) -> MarkupElement? {
    children.first { $0.attributes["key"] == key }
  }

  /// Every element below this one (not itself), depth first in document order.
  public var descendants: [MarkupElement] {
    var result: [MarkupElement] = []
    var pending = children.reversed() as [MarkupElement]
    while let next = pending.popLast() {
      result.append(next)
      pending.append(contentsOf: next.children.reversed())
    }
    return result
  }

  /// Whether the attribute is Interface Builder's `YES`.
  public func flag(_ name: String) -> Bool { attributes[name] == "YES" }
}
