import Diagnostics
import Traits

/// Turns a YAML tree into a ``Scenario``, field by field, with located errors.
struct ScenarioParser {
  let path: String
  /// The screens read already, while the file was composed (see ``ScreenPrereader``).
  var prereader: ScreenPrereader?
  /// The shortcuts it takes (tests compare them with the general reading).
  var reading = ScenarioReading.shortcuts

  static let topLevelFields = [
    "format", "app", "developmentLanguage", "strings", "locales", "devices", "ios", "screens", "flows",
    "unwindActionsDeclared", "navigationBar", "fonts",
  ]

  static let screenFields = [
    "title", "navigationTitle", "backButtonTitle", "backBarButtonItem", "backButtonDisplayMode",
    "leftBarButtonItems", "leftItemsSupplementBackButton", "hidesBackButton", "rightBarButtonItems",
    "titleView", "prompt", "largeTitleDisplayMode", "navigationItemStyle", "toolbarItems", "definesPresentationContext",
    "unwindActions", "segues", "accessibilityViewIsModal", "navigation", "split", "bar", "screen", "tabs",
    "selectedIndex", "navigationBarHidden", "tabBarItem", "hidesBottomBarWhenPushed", "storyboardReference",
    "standardAppearance",
  ]

  /// The bar designs navaudit models: the classic bar (18) and the iOS 26 bar.

  /// The fields of a screen's `navigation:` written as a mapping (extension).
  static let screenNavigationFields =
    ["stack", "prefersLargeTitles", "toolbarHidden", "toolbarItems", "navigationBarHidden"] + barStyleFields

  /// The scenario, with every error of its fields recorded in the node's document.
  ///
  /// Throws only when nothing more can be read: the root is not a mapping, the format is
  /// not 1 (its fields mean something else), or a limit is reached.
  func scenario(_ node: YAMLNode) throws(ScenarioError) -> Scenario {
    try checkFormat(node)
    var format: Int?
    var sawFormat = false
    var app = ""
    var developmentLanguage = "en"
    var strings: [String] = []
    var locales: [String]?
    var devices: [String]?
    var ios: [IOSVersion]?
    var screens: [String: Screen] = [:]
    var order: [String] = []
    var flows: [Flow] = []
    var unwindActionsDeclared = true
    var navigationBar = NavigationBarStyle()
    var fonts: [String] = []
    var fieldLocations: [String: SourceLocation] = [:]
    do throws(ScenarioError) {
      try node.fields("the scenario", known: Self.topLevelFields) { key, value, _ throws(ScenarioError) in
        fieldLocations[key] = value.location
        if ["locales", "devices", "ios", "strings", "fonts"].contains(key), value.isSequence {
          for (index, element) in try value.sequence(key).enumerated() {
            fieldLocations["\(key)[\(index)]"] = element.location
          }
        }
        switch key {
        case "format":
          sawFormat = true
          format = try value.int("format")
        case "app": app = try value.string("app")
        case "developmentLanguage": developmentLanguage = try value.string("developmentLanguage")
        case "strings": strings = value.isScalar ? [try value.string("strings")] : try value.strings("strings")
        case "locales": locales = try value.strings("locales")
        case "devices": devices = try value.strings("devices")
        case "ios": ios = try iosDesigns(value)
        case "screens": try readScreens(value, into: &screens, order: &order)
        case "flows":
          try value.checkCount(value.isSequence ? value.count : 0, of: "flows", limit: ScenarioLimits.maximumFlows)
          try value.elements("flows") { element throws(ScenarioError) in flows.append(try flow(element)) }
        case "unwindActionsDeclared": unwindActionsDeclared = try value.bool(key)
        case "navigationBar": navigationBar = try barStyle(value)
        case "fonts": fonts = value.isScalar ? [try value.string(key)] : try value.strings(key)
        default: break
        }
      }
    } catch {
      // Recorded in the document already; the scenario is built from what could be read,
      // unless reading had to stop.
      if let fatal = node.document.fatal { throw fatal }
    }
    if !sawFormat { try node.document.record(node.error("missing field 'format' (expected 'format: 1')")) }
    var scenario = Scenario(
      path: path, format: format ?? 1, app: app, developmentLanguage: developmentLanguage, strings: strings,
      locales: locales, devices: devices, ios: ios, screens: screens, screenOrder: order, flows: flows)
    scenario.unwindActionsDeclared = unwindActionsDeclared
    scenario.navigationBar = navigationBar
    scenario.fonts = fonts
    scenario.fieldLocations = fieldLocations
    return scenario
  }

  /// Throws when the scenario declares a format other than 1: its fields would all be
  /// reported as mistakes when they are only another format's.
  private func checkFormat(_ node: YAMLNode) throws(ScenarioError) {
    guard node.isMapping else { throw node.error("expected the scenario to be a mapping") }
    guard let format = node.firstValue(forKey: "format")?.yamlInt, format != 1 else {
      return
    }
    throw node.error("unsupported scenario format '\(format)' (this navaudit reads format 1)")
  }

  /// The `ios:` versions, each checked.
  private func iosDesigns(_ value: YAMLNode) throws(ScenarioError) -> [IOSVersion] {
    var versions: [IOSVersion] = []
    for element in value.isSequence ? try value.sequence("ios") : [value] {
      let number = try element.int("ios")
      guard let version = IOSVersion(rawValue: number) else {
        throw element.error("unsupported iOS version '\(number)' (expected \(IOSVersion.expectedValues))")
      }
      versions.append(version)
    }
    return versions
  }

  /// Reads every screen, going on after a screen with a mistake.
  private func readScreens(_ value: YAMLNode, into screens: inout [String: Screen], order: inout [String])
    throws(ScenarioError)
  {
    do throws(ScenarioError) {
      try value.checkCount(value.isMapping ? value.count : 0, of: "screens", limit: ScenarioLimits.maximumScreens)
    } catch {
      // No screen is read, so no reference to one can be checked: one error, not thousands.
      value.document.screensUnread = true
      throw error
    }
    // The screens read ahead come first.
    var replay = ScreenPrereader.Replay(prereader, mapping: value.index, into: &screens, order: &order)
    // Sized once: growing a dictionary of 20,000 screens rehashes and moves them again and again.
    screens.reserveCapacity(value.isMapping ? value.count : 0)
    order.reserveCapacity(value.isMapping ? value.count : 0)
    var previous: (id: String, isEmpty: Bool)?
    // The screens read ahead and not replayed are taken out again (it is done once).
    defer { replay.finish(&screens, order: &order) }
    try value.fields("screens", known: []) { id, screenNode, keyNode throws(ScenarioError) in
      if try replay.next(id, key: keyNode, value: screenNode, previous: &previous) { return }
      // Before the first screen the parser reads itself.
      replay.finish(&screens, order: &order)
      try readScreenEntry(id, screenNode, keyNode, after: &previous, into: &screens, order: &order)
    }
  }

  /// Reads the screen `id: screenNode` of `screens:` into `screens` and `order`; `previous`
  /// is the screen read before it, and whether it was left empty.
  func readScreenEntry(
    _ id: String, _ screenNode: YAMLNode, _ keyNode: YAMLNode, after previous: inout (id: String, isEmpty: Bool)?,
    into screens: inout [String: Screen], order: inout [String]
  ) throws(ScenarioError) {
    // `a:` left empty with `title:` below it at the same indentation: a field written
    // one level too far out reads as a screen named 'title'.
    if let previous, previous.isEmpty, Self.screenFields.contains(id) {
      throw keyNode.error(
        "'\(id)' is a screen field, but it is written as a screen after the empty screen '\(previous.id)': indent it under '\(previous.id)'"
      )
    }
    previous = (id, screenNode.isNull)
    order.append(id)
    do throws(ScenarioError) {
      // Read in place: the new screen's storage is the dictionary's only copy, so each
      // field is set without copying the screen.
      let declares = try readScreen(
        into: &screens[id, default: Screen(id: id, location: screenNode.location)], screenNode)
      if declares { screenNode.document.declaringScreens.append(id) }
    } catch {
      // Kept as an empty screen, so that the flows naming it are not reported too.
      screens[id] = Screen(id: id, location: screenNode.location)
      screenNode.document.incompleteScreens.insert(id)
      throw error
    }
  }

  /// Reads the fields of `node` into `screen`, a new screen with its id and location.
  ///
  /// - Returns: whether the screen as read names other screens (it declares segues or is a
  ///   container), so that the validator checks only those, in file order, without visiting
  ///   every screen of the scenario again.
  @discardableResult
  func readScreen(into screen: inout Screen, _ node: YAMLNode) throws(ScenarioError) -> Bool {
    let id = screen.id
    if node.isNull { return false }
    if reading.direct, let title = singleTitle(node) {
      screen.title = title
      return !screen.segues.isEmpty || screen.container != nil
    }
    // Container options, applied once the container is known (they may come first).
    var selectedIndex: (value: YAMLNode, key: YAMLNode)?
    var navigationBarHidden: (value: YAMLNode, key: YAMLNode)?
    do throws(ScenarioError) {
      try readFields(of: &screen, node, selectedIndex: &selectedIndex, navigationBarHidden: &navigationBarHidden)
    } catch {
      // Kept with the fields that could be read (the error is recorded), so that flows
      // naming it are not reported as naming an unknown screen; what depends on the
      // fields that failed is not checked.
      if let fatal = node.document.fatal { throw fatal }
      node.document.incompleteScreens.insert(id)
      return !screen.segues.isEmpty || screen.container != nil
    }
    if let (value, keyNode) = selectedIndex {
      guard case .tabs(var spec) = screen.container else {
        throw keyNode.error("field 'selectedIndex' applies to a 'tabs' container only")
      }
      spec.selectedIndex = try self.selectedIndex(value, count: spec.items.count)
      screen.container = .tabs(spec)
    }
    if let (value, keyNode) = navigationBarHidden {
      guard case .navigation(var spec) = screen.container else {
        throw keyNode.error("field 'navigationBarHidden' applies to a 'navigation' container only")
      }
      spec.navigationBarHidden = try value.bool("navigationBarHidden")
      screen.container = .navigation(spec)
    }
    return !screen.segues.isEmpty || screen.container != nil
  }

  /// The title of a screen written `{ title: … }` with a text, as most screens are, read as
  /// the general reading reads it (both nodes counted, their lengths checked, the field
  /// known, the text a literal) without its list, closures and copies of nodes; nil for any
  /// other screen, or when a check would fail (the general reading then reports it).
  private func singleTitle(_ node: YAMLNode) -> TextReference? {
    guard let (name, text, value) = scalarEntry(node), name == "title" else { return nil }
    node.document.remaining -= 2
    let entry = node.document.tree.node(value)
    return .literal(text, at: SourceLocation(path: node.path, line: Int(entry.line), column: Int(entry.column)))
  }

  /// The field name and text of a mapping of one field whose value is a scalar (`title: …`,
  /// `push: …`), when reading it as a field would count both nodes within the budget and
  /// find both short enough; nil otherwise. Counts nothing: the caller does, once it takes it.
  func scalarEntry(_ node: YAMLNode) -> (name: String, text: String, value: Int32)? {
    let document = node.document
    let tree = document.tree
    let mapping = tree.node(node.index)
    guard mapping.kind == .mapping, mapping.count == 2, document.remaining >= 2 else { return nil }
    let pairs = tree.children(of: node.index)
    let key = pairs[pairs.startIndex]
    let value = pairs[pairs.startIndex + 1]
    guard tree.node(key).kind == .scalar, tree.node(value).kind == .scalar else { return nil }
    let name = tree.text(key)
    let text = tree.text(value)
    guard name.utf8.count <= ScenarioLimits.maximumScalarBytes, text.utf8.count <= ScenarioLimits.maximumScalarBytes
    else { return nil }
    return (name, text, value)
  }

  /// Reads the fields of a screen into `screen`; the container options are kept for later,
  /// as they may come before the container.
  private func readFields(
    of screen: inout Screen, _ node: YAMLNode, selectedIndex: inout (value: YAMLNode, key: YAMLNode)?,
    navigationBarHidden: inout (value: YAMLNode, key: YAMLNode)?
  ) throws(ScenarioError) {
    try node.fields("screen '\(screen.id)'", known: Self.screenFields) { key, value, keyNode throws(ScenarioError) in
      switch key {
      case "title": screen.title = try text(value)
      case "navigationTitle": screen.navigationTitle = try text(value)
      case "backButtonTitle": screen.backButtonTitle = try text(value)
      case "backBarButtonItem": screen.backBarButtonItem = try barButtonItem(value)
      case "backButtonDisplayMode":
        screen.backButtonDisplayMode = try value.enumeration(BackButtonDisplayMode.self, "backButtonDisplayMode")
      case "leftBarButtonItems": screen.leftBarButtonItems = try barButtonItems(value, "leftBarButtonItems")
      case "leftItemsSupplementBackButton": screen.leftItemsSupplementBackButton = try value.bool(key)
      case "hidesBackButton": screen.hidesBackButton = try value.bool(key)
      case "rightBarButtonItems": screen.rightBarButtonItems = try barButtonItems(value, key)
      case "titleView": screen.titleView = try titleView(value)
      case "prompt": screen.prompt = try text(value)
      case "largeTitleDisplayMode":
        screen.largeTitleDisplayMode = try value.enumeration(LargeTitleDisplayMode.self, key)
      case "navigationItemStyle":
        screen.navigationItemStyle = try value.enumeration(NavigationItemStyle.self, key)
      case "toolbarItems": screen.toolbarItems = try barButtonItems(value, key)
      case "definesPresentationContext": screen.definesPresentationContext = try value.bool(key)
      case "unwindActions": screen.unwindActions = try value.strings(key)
      case "segues":
        try value.fields("segues", known: []) { segueID, segueNode, _ throws(ScenarioError) in
          screen.segues.append(try segue(id: segueID, segueNode))
        }
      case "accessibilityViewIsModal": screen.accessibilityViewIsModal = try value.bool(key)
      case "navigation", "split", "bar", "screen", "tabs":
        guard screen.container == nil else { throw keyNode.error("screen '\(screen.id)' is already a container") }
        screen.container = try screenContainer(key, value)
      case "storyboardReference": screen.storyboardReference = try storyboardReference(value)
      case "selectedIndex": selectedIndex = (value, keyNode)
      case "navigationBarHidden": navigationBarHidden = (value, keyNode)
      case "tabBarItem": screen.tabBarItem = try tabBarItem(value)
      case "hidesBottomBarWhenPushed": screen.hidesBottomBarWhenPushed = try value.bool(key)
      case "standardAppearance": screen.standardAppearance = try appearance(value)
      default: break
      }
    }
  }

  /// A screen that is a container. `navigation:` is a stack, or (extension) a mapping with the
  /// navigation controller's options; `bar:` and `screen:` (extension) read as in a root.
  private func screenContainer(_ key: String, _ value: YAMLNode) throws(ScenarioError) -> Container {
    switch key {
    case "split":
      return .split(try split(value))
    case "bar":
      return .bar(try value.strings(key), at: value.location)
    case "screen":
      return .screen(try value.string(key), at: value.location)
    case "tabs":
      return .tabs(try tabs(value))
    default:
      guard value.isMapping else {
        return .navigation(NavigationControllerSpec(stack: try value.strings(key), location: value.location))
      }
      var spec = NavigationControllerSpec(stack: [], location: value.location)
      var stack: [String]?
      try value.fields("navigation", known: Self.screenNavigationFields) { field, fieldValue, _ throws(ScenarioError) in
        switch field {
        case "stack": stack = try fieldValue.strings(field)
        case "prefersLargeTitles": spec.prefersLargeTitles = try fieldValue.bool(field)
        case "toolbarHidden": spec.toolbarHidden = try fieldValue.bool(field)
        case "toolbarItems": spec.toolbarItems = try barButtonItems(fieldValue, field)
        case "navigationBarHidden": spec.navigationBarHidden = try fieldValue.bool(field)
        default: try barStyleField(field, fieldValue, into: &spec.barStyle)
        }
      }
      guard let stack else { throw value.error("a navigation controller needs a 'stack'") }
      spec.stack = stack
      return .navigation(spec)
    }
  }

  func storyboardReference(_ node: YAMLNode) throws(ScenarioError) -> StoryboardReference {
    var reference = StoryboardReference(storyboard: "", bundle: nil, identifier: nil, location: node.location)
    try node.fields("storyboardReference", known: ["storyboard", "bundle", "identifier"]) {
      key, value, _ throws(ScenarioError) in
      switch key {
      case "storyboard": reference.storyboard = try value.string(key)
      case "bundle": reference.bundle = try value.string(key)
      case "identifier": reference.identifier = try value.string(key)
      default: break
      }
    }
    guard !reference.storyboard.isEmpty else { throw node.error("storyboardReference needs a 'storyboard' name") }
    return reference
  }

  func titleView(_ node: YAMLNode) throws(ScenarioError) -> TitleView {
    var view = TitleView(accessibilityLabel: nil, width: nil, location: node.location)
    try node.fields("titleView", known: ["accessibilityLabel", "width"]) { key, value, _ throws(ScenarioError) in
      switch key {
      case "accessibilityLabel": view.accessibilityLabel = try text(value)
      case "width": view.width = try value.double(key)
      default: break
      }
    }
    return view
  }
}
