import Announcements
import Navigation

/// Computes what a tab bar draws and VoiceOver speaks for each item, for one locale.
///
/// An item is named by its `accessibilityLabel`, else its title (a screen's `title` sets its
/// tab bar item's title, as in UIKit), else the localized system item name. It is spoken
/// as label, badge, "selected", the tab role word and its position ("Suche, Tab, 2 von 3."),
/// the order the announcer uses for every element's state words.
struct TabBarEvaluator {
  let scenario: Scenario
  let resolver: TextResolver
  let phrases: AnnouncementPhrases

  /// The evaluated tab bar with the texts it used, for speech and findings.
  struct Evaluation {
    var result: TabBarResult
    /// Each item as VoiceOver sees it, left to right.
    var items: [SpokenElement]
    /// Every text the items resolved, for text findings.
    var texts: [ResolvedText]
    /// Items with an image and no name.
    var unlabeled: [(screen: String, item: TabBarItem)]

    /// The selected item, which keeps VoiceOver's focus after the user picks a tab.
    var selected: SpokenElement? {
      items.indices.contains(result.selectedIndex) ? items[result.selectedIndex] : nil
    }
  }

  func evaluate(_ tabs: TabState) -> Evaluation {
    let announcer = Announcer(phrases: phrases)
    var texts: [ResolvedText] = []
    var unlabeled: [(screen: String, item: TabBarItem)] = []
    var items: [TabBarResult.Item] = []
    var spoken: [SpokenElement] = []
    func resolve(_ reference: TextReference?) -> ResolvedText? {
      guard let reference else { return nil }
      let resolved = resolver.resolve(reference)
      texts.append(resolved)
      return resolved
    }
    for (index, tab) in tabs.tabs.enumerated() {
      let screen = scenario.screens[tab.screen]
      let item = screen?.tabBarItem
      let accessibilityLabel = resolve(item?.accessibilityLabel)
      let badge = resolve(item?.badgeValue)
      var shown = ""
      var label: SpokenElement.Text?
      if let system = item?.systemItem {
        shown = phrases.name(of: system)
        label = .init(shown, language: phrases.uikitLanguage)
      } else if let title = resolve(item?.title ?? screen?.title), !title.text.isEmpty {
        shown = title.text
        label = .init(title.text, language: title.language)
      }
      if let accessibilityLabel, !accessibilityLabel.text.isEmpty {
        label = .init(accessibilityLabel.text, language: accessibilityLabel.language)
      }
      if label == nil, let item, item.image != nil { unlabeled.append((tab.screen, item)) }
      let element = SpokenElement(
        label: label, role: .tab,
        value: badge.flatMap { $0.text.isEmpty ? nil : .init($0.text, language: $0.language) },
        isSelected: index == tabs.selectedIndex, position: phrases.tabPosition(index: index + 1, count: tabs.tabs.count)
      )
      spoken.append(element)
      items.append(
        TabBarResult.Item(
          label: label?.string ?? "", shown: shown, image: item?.systemItem == nil ? item?.image : nil,
          selected: element.isSelected,
          position: element.position ?? "", spoken: announcer.describe(element).text, badge: badge?.text))
    }
    return Evaluation(
      result: TabBarResult(items: items, selectedIndex: tabs.selectedIndex, hidden: tabs.isTabBarHidden), items: spoken,
      texts: texts,
      unlabeled: unlabeled)
  }
}
