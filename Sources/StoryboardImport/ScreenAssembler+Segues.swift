import Diagnostics
import InterfaceBuilder
import Navigation
import TextFiles

extension ScreenAssembler {
  /// The container a navigation, split or tab bar controller scene is; nil for others.
  mutating func container(of controller: SceneIndex.Controller, id: String) throws(InputError) -> Container? {
    let element = controller.element
    var relationships: [String: [String]] = [:]
    for segue in element.child(named: "connections")?.children(named: "segue") ?? []
    where segue["kind"] == "relationship" {
      guard let name = segue["relationship"], let target = try destination(segue, storyboard: controller.document.name)
      else { continue }
      relationships[name, default: []].append(target)
    }
    switch element.name {
    case "navigationController":
      let stack = relationships["rootViewController"].map { Array($0.prefix(1)) } ?? []
      if stack.isEmpty {
        issues.append(
          ImportIssue(
            .leftToCode, "navigation controller '\(id)' has no root view controller in the storyboard: code sets it",
            at: element.location))
      }
      var spec = NavigationControllerSpec(stack: stack, location: element.location)
      let bar = element.child(named: "navigationBar", key: "navigationBar")
      spec.prefersLargeTitles = bar?.flag("largeTitles") ?? false
      if let bar { spec.barStyle = fonts.barStyle(bar) }
      spec.toolbarHidden = element["toolbarHidden"] != "NO"
      spec.navigationBarHidden = element.flag("navigationBarHidden")
      return .navigation(spec)
    case "tabBarController":
      let items = relationships["viewControllers"] ?? []
      guard !items.isEmpty else {
        issues.append(
          ImportIssue(
            .leftToCode, "tab bar controller '\(id)' has no tabs in the storyboard: code sets them",
            at: element.location))
        return nil
      }
      return .tabs(TabBarControllerSpec(items: items, location: element.location))
    case "splitViewController":
      return .split(split(element, relationships: relationships))
    default:
      return nil
    }
  }

  private func split(_ element: MarkupElement, relationships: [String: [String]]) -> SplitViewSpec {
    let supplementary = relationships["supplementaryViewController"]?.first
    let style: SplitViewSpec.Style =
      switch element["style"] {
      case "doubleColumn": .doubleColumn
      case "tripleColumn": .tripleColumn
      default:
        supplementary != nil ? .tripleColumn : element.flag("allowDoubleColumnStyle") ? .doubleColumn : .unspecified
      }
    var spec = SplitViewSpec(style: style, location: element.location)
    spec.primary = relationships["masterViewController"]?.first
    spec.supplementary = supplementary
    spec.secondary = relationships["detailViewController"]?.first
    spec.compact = relationships["compactViewController"]?.first
    let triple = style == .tripleColumn
    switch element["preferredDisplayMode"] {
    case "secondaryOnly", "primaryHidden": spec.preferredDisplayMode = .secondaryOnly
    case "beside", "allVisible": spec.preferredDisplayMode = triple ? .twoBesideSecondary : .oneBesideSecondary
    case "over", "primaryOverlay": spec.preferredDisplayMode = triple ? .twoOverSecondary : .oneOverSecondary
    case "displace": spec.preferredDisplayMode = .twoDisplaceSecondary
    default: break
    }
    if let behavior = element["behavior"].flatMap(SplitBehavior.init(rawValue:)) {
      spec.preferredSplitBehavior = behavior
    }
    if element["presentsWithGesture"] == "NO" { spec.presentsWithGesture = false }
    if element.flag("showsSecondaryOnlyButton") { spec.showsSecondaryOnlyButton = true }
    return spec
  }

  /// The segues a scene performs (its own and its cells' and items'), as scenario segues.
  mutating func segues(of controller: SceneIndex.Controller, screen: String) throws(InputError) -> [Segue] {
    let elements = controller.element.descendants.filter { $0.name == "segue" }
    var identifierCounts: [String: Int] = [:]
    for element in elements {
      if let identifier = element["identifier"], !identifier.isEmpty { identifierCounts[identifier, default: 0] += 1 }
    }
    var result: [Segue] = []
    for element in elements {
      guard let kind = Self.kind(element["kind"]) else { continue }
      let identifier = element["identifier"] ?? ""
      let id = !identifier.isEmpty && identifierCounts[identifier] == 1 ? identifier : (element["id"] ?? identifier)
      var segue = Segue(id: id, kind: kind, location: element.location)
      if kind == .unwind {
        guard let action = element["unwindAction"], !action.isEmpty else { continue }
        segue.action = action.hasSuffix(":") ? String(action.dropLast()) : action
      } else {
        guard let target = try destination(element, storyboard: controller.document.name) else { continue }
        segue.destination = target
      }
      if kind == .present {
        // The segue's style wins; else the presented controller's own (attributes inspector).
        let own = segue.destination.flatMap { index.controller(screen: $0)?.element["modalPresentationStyle"] }
        segue.style = (element["modalPresentationStyle"] ?? own).flatMap(PresentationStyle.init(rawValue:))
      }
      result.append(segue)
      edges[screen, default: []].append((segue, segue.destination))
    }
    return result
  }

  /// The scenario kind of an Interface Builder segue kind; nil for structure (relationships,
  /// embeds) and unknown kinds.
  static func kind(_ value: String?) -> Segue.Kind? {
    switch value {
    case "show", "push": .show
    case "showDetail", "replace": .showDetail
    case "presentation", "modal": .present
    case "popoverPresentation", "popover": .popover
    case "unwind": .unwind
    case "custom": .custom
    default: nil
    }
  }
}
