import Diagnostics

extension ScenarioParser {
  static let textFields = ["key", "table", "args", "default"]
  static let itemFields = [
    "title", "systemItem", "image", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
    "customView", "width", "style", "enabled", "selected",
  ]
  static let segueFields = [
    "kind", "destination", "style", "embedInNavigation", "adaptiveStyle", "action", "shouldPerform",
    "conditional",
  ]

  /// A text reference: a literal string or `{ key, table, args, default }`.
  func text(_ node: YAMLNode) throws(ScenarioError) -> TextReference {
    if node.isScalar { return .literal(try node.string("a text"), at: node.location) }
    var key: String?
    var table = "Localizable"
    var arguments: [TextArgument] = []
    var defaultValue: String?
    try node.fields("a text reference", known: Self.textFields) { name, value, _ throws(ScenarioError) in
      switch name {
      case "key": key = try value.string("key")
      case "table": table = try value.string("table")
      case "default": defaultValue = try value.string("default")
      case "args":
        try value.elements("args") { element throws(ScenarioError) in arguments.append(try argument(element)) }
      default: break
      }
    }
    guard let key, !key.isEmpty else { throw node.error("text reference needs a 'key'") }
    return .localized(
      LocalizedKey(key: key, table: table, arguments: arguments, defaultValue: defaultValue, location: node.location))
  }

  /// An argument: a bare scalar (typed by YAML) or `{ int: }`, `{ double: }`, `{ string: }`.
  func argument(_ node: YAMLNode) throws(ScenarioError) -> TextArgument {
    if node.isScalar {
      if node.isPlain, let int = node.yamlInt { return .int(int) }
      if node.isPlain, let double = node.yamlDouble, double.isFinite { return .double(double) }
      return .string(try node.string("an argument"))
    }
    let entries = try node.mapping("an argument", known: ["int", "double", "string"])
    guard entries.count == 1, let (kind, value, _) = entries.first else {
      throw node.error("an argument has exactly one of 'int', 'double' or 'string'")
    }
    switch kind {
    case "int": return .int(try value.int("int"))
    case "double": return .double(try value.double("double"))
    default: return .string(try value.string("string"))
    }
  }

  func barButtonItems(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> [BarButtonItem] {
    var items: [BarButtonItem] = []
    try node.elements(what) { element throws(ScenarioError) in items.append(try barButtonItem(element)) }
    return items
  }

  func barButtonItem(_ node: YAMLNode) throws(ScenarioError) -> BarButtonItem {
    var item = BarButtonItem(location: node.location)
    try node.fields("a bar button item", known: Self.itemFields) { key, value, _ throws(ScenarioError) in
      switch key {
      case "title": item.title = try text(value)
      case "systemItem": item.systemItem = try value.enumeration(SystemItem.self, "systemItem")
      case "image": item.image = try value.string(key)
      case "accessibilityLabel": item.accessibilityLabel = try text(value)
      case "accessibilityValue": item.accessibilityValue = try text(value)
      case "accessibilityHint": item.accessibilityHint = try text(value)
      case "customView": item.customView = try value.bool(key)
      case "width":
        let width = try value.double(key)
        guard width >= 0 else { throw value.error("width must not be negative, not '\(width)'") }
        item.width = width
      case "style": item.style = try value.enumeration(BarButtonItem.Style.self, "style")
      case "enabled": item.isEnabled = try value.bool(key)
      case "selected": item.isSelected = try value.bool(key)
      default: break
      }
    }
    return item
  }

  func segue(id: String, _ node: YAMLNode) throws(ScenarioError) -> Segue {
    let entries = try node.mapping("segue '\(id)'", known: Self.segueFields)
    guard let kindEntry = entries.first(where: { $0.key == "kind" }) else {
      throw node.error("segue '\(id)' needs a 'kind'")
    }
    var segue = Segue(
      id: id, kind: try kindEntry.value.enumeration(Segue.Kind.self, "segue kind"), location: node.location)
    for (key, value, _) in entries {
      switch key {
      case "destination": segue.destination = try value.string(key)
      case "style": segue.style = try value.enumeration(PresentationStyle.self, "presentation style")
      case "embedInNavigation": segue.embedInNavigation = try value.bool(key)
      case "adaptiveStyle": segue.adaptiveStyle = try value.enumeration(PresentationStyle.self, "adaptive style")
      case "action": segue.action = try value.string(key)
      case "shouldPerform": segue.shouldPerform = try value.bool(key)
      case "conditional": segue.conditional = try value.bool(key)
      default: break
      }
    }
    if segue.kind == .unwind, segue.action == nil { throw node.error("unwind segue '\(id)' needs an 'action'") }
    if segue.kind != .unwind, segue.destination == nil { throw node.error("segue '\(id)' needs a 'destination'") }
    return segue
  }
}
