import Diagnostics
import Navigation
import TestSupport
import Testing

/// A screen's localized keys, visited where they are stored (``Screen/forEachLocalizedKey(_:)``),
/// are the localized texts ``Screen/forEachTextReference(_:)`` visits, in the same order.
@Suite("Screen localized keys")
struct ScreenLocalizedKeyTests {
  /// A random text, literal or localized, or none, at a location numbered `line`.
  private static func text(_ generator: inout SplitMix64, line: Int) -> TextReference? {
    let location = SourceLocation(path: "random.navaudit.yaml", line: line, column: 3)
    switch generator.next() % 3 {
    case 0: return nil
    case 1: return .literal("Literal \(line)", at: location)
    default:
      return .localized(LocalizedKey(key: "k\(line)", table: "T\(generator.next() % 4)", location: location))
    }
  }

  /// Up to three items with random texts.
  private static func items(_ generator: inout SplitMix64, line: inout Int) -> [BarButtonItem] {
    (0..<Int(generator.next() % 4)).map { _ in
      line += 4
      return BarButtonItem(
        title: text(&generator, line: line), accessibilityLabel: text(&generator, line: line + 1),
        accessibilityValue: text(&generator, line: line + 2), accessibilityHint: text(&generator, line: line + 3),
        location: SourceLocation(path: "random.navaudit.yaml", line: line, column: 1))
    }
  }

  /// A screen with random texts in every field that holds one.
  private static func screen(seed: UInt64) -> Screen {
    var generator = SplitMix64(seed: seed)
    var line = 1
    func next() -> TextReference? {
      line += 1
      return text(&generator, line: line)
    }
    var screen = Screen(id: "s\(seed)", location: SourceLocation(path: "random.navaudit.yaml", line: 1, column: 1))
    screen.title = next()
    screen.navigationTitle = next()
    screen.backButtonTitle = next()
    screen.prompt = next()
    if generator.next() % 2 == 0 {
      screen.titleView = TitleView(
        accessibilityLabel: next(), width: nil, location: SourceLocation(path: "t", line: 1, column: 1))
    }
    if generator.next() % 2 == 0 { screen.backBarButtonItem = items(&generator, line: &line).first }
    if generator.next() % 2 == 0 { screen.leftBarButtonItems = items(&generator, line: &line) }
    screen.rightBarButtonItems = items(&generator, line: &line)
    screen.toolbarItems = items(&generator, line: &line)
    if generator.next() % 2 == 0 {
      var item = TabBarItem(location: SourceLocation(path: "t", line: 2, column: 1))
      item.title = next()
      item.accessibilityLabel = next()
      item.badgeValue = next()
      screen.tabBarItem = item
    }
    return screen
  }

  @Test func theKeysAreTheLocalizedTextsInOrder() {
    var localizedSeen = 0
    for seed in 0..<500 as Range<UInt64> {
      let screen = Self.screen(seed: seed)
      var expected: [LocalizedKey] = []
      screen.forEachTextReference { text in
        if case .localized(let key) = text { expected.append(key) }
      }
      var keys: [LocalizedKey] = []
      screen.forEachLocalizedKey { keys.append($0) }
      #expect(keys == expected, "seed \(seed)")
      localizedSeen += expected.count
    }
    // The random screens do have keys in most fields.
    #expect(localizedSeen > 1_000)
  }

  @Test func aScreenOfLiteralsHasNoKeys() {
    let here = SourceLocation(path: "a.yaml", line: 1, column: 1)
    var screen = Screen(id: "a", location: here)
    screen.title = .literal("Settings", at: here)
    screen.rightBarButtonItems = [BarButtonItem(title: .literal("Edit", at: here), location: here)]
    var visited = 0
    screen.forEachLocalizedKey { _ in visited += 1 }
    #expect(visited == 0)
    screen.toolbarItems = [
      BarButtonItem(accessibilityHint: .localized(LocalizedKey(key: "h", location: here)), location: here)
    ]
    screen.forEachLocalizedKey { key in
      visited += 1
      #expect(key.key == "h")
    }
    #expect(visited == 1)
  }
}
