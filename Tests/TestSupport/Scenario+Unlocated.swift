public import Diagnostics
public import Navigation

/// Every `SourceLocation` in a scenario set to one fixed value, so that a scenario loaded from a
/// written file compares equal to the one it was written from (lines and columns differ).
///
/// The switches are exhaustive: a new container or step case does not compile until it is
/// normalised here too.
extension Scenario {
  public static let fixedLocation = SourceLocation(path: "-", line: 1, column: 1)

  public var unlocated: Scenario {
    var copy = self
    copy.screens = screens.mapValues(\.unlocated)
    copy.flows = flows.map(\.unlocated)
    copy.fieldLocations = [:]
    copy.navigationBar = navigationBar.unlocated
    return copy
  }
}

extension NavigationBarStyle {
  public var unlocated: NavigationBarStyle {
    var copy = self
    copy.titleTextAttributes?.location = Scenario.fixedLocation
    copy.largeTitleTextAttributes?.location = Scenario.fixedLocation
    copy.barButtonTitleTextAttributes?.location = Scenario.fixedLocation
    copy.standardAppearance = standardAppearance?.unlocated
    return copy
  }
}

extension NavigationBarAppearance {
  public var unlocated: NavigationBarAppearance {
    var copy = self
    copy.location = Scenario.fixedLocation
    copy.title?.location = Scenario.fixedLocation
    copy.largeTitle?.location = Scenario.fixedLocation
    copy.button?.location = Scenario.fixedLocation
    copy.doneButton?.location = Scenario.fixedLocation
    copy.backButton?.location = Scenario.fixedLocation
    return copy
  }
}

extension Screen {
  public var unlocated: Screen {
    var copy = self
    copy.location = Scenario.fixedLocation
    copy.title = title?.unlocated
    copy.navigationTitle = navigationTitle?.unlocated
    copy.backButtonTitle = backButtonTitle?.unlocated
    copy.backBarButtonItem = backBarButtonItem?.unlocated
    copy.leftBarButtonItems = leftBarButtonItems?.map(\.unlocated)
    copy.rightBarButtonItems = rightBarButtonItems.map(\.unlocated)
    if var view = titleView {
      view.location = Scenario.fixedLocation
      view.accessibilityLabel = view.accessibilityLabel?.unlocated
      copy.titleView = view
    }
    copy.prompt = prompt?.unlocated
    copy.toolbarItems = toolbarItems.map(\.unlocated)
    copy.segues = segues.map { segue in
      var segue = segue
      segue.location = Scenario.fixedLocation
      return segue
    }
    copy.container = container?.unlocated
    if var item = tabBarItem {
      item.location = Scenario.fixedLocation
      item.title = item.title?.unlocated
      item.accessibilityLabel = item.accessibilityLabel?.unlocated
      item.badgeValue = item.badgeValue?.unlocated
      copy.tabBarItem = item
    }
    copy.storyboardReference?.location = Scenario.fixedLocation
    copy.standardAppearance = standardAppearance?.unlocated
    return copy
  }
}

extension BarButtonItem {
  public var unlocated: BarButtonItem {
    var copy = self
    copy.location = Scenario.fixedLocation
    copy.title = title?.unlocated
    copy.accessibilityLabel = accessibilityLabel?.unlocated
    copy.accessibilityValue = accessibilityValue?.unlocated
    copy.accessibilityHint = accessibilityHint?.unlocated
    return copy
  }
}

extension TextReference {
  public var unlocated: TextReference {
    switch self {
    case .literal(let string, _):
      return .literal(string, at: Scenario.fixedLocation)
    case .localized(var key):
      key.location = Scenario.fixedLocation
      return .localized(key)
    }
  }
}

extension Container {
  public var unlocated: Container {
    switch self {
    case .navigation(var spec):
      spec.location = Scenario.fixedLocation
      spec.toolbarItems = spec.toolbarItems.map(\.unlocated)
      spec.barStyle = spec.barStyle.unlocated
      return .navigation(spec)
    case .split(var spec):
      spec.location = Scenario.fixedLocation
      return .split(spec)
    case .bar(let ids, _):
      return .bar(ids, at: Scenario.fixedLocation)
    case .screen(let id, _):
      return .screen(id, at: Scenario.fixedLocation)
    case .tabs(var spec):
      spec.location = Scenario.fixedLocation
      return .tabs(spec)
    }
  }
}

extension Flow {
  public var unlocated: Flow {
    var copy = self
    copy.location = Scenario.fixedLocation
    copy.root = root.unlocated
    copy.steps = steps.map { step in
      var step = step
      step.location = Scenario.fixedLocation
      return step
    }
    return copy
  }
}
