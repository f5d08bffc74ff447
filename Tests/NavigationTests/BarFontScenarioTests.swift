import Diagnostics
import Navigation
import TestSupport
import Testing
import Traits

/// Bar fonts in the scenario format: read, located, refused when wrong, and written back.
@Suite("Bar fonts in scenarios")
struct BarFontScenarioTests {
  static let yaml = """
    format: 1
    app: Brand
    fonts: [Fonts/]
    navigationBar:
      barButtonTitleTextAttributes: { font: { family: Brand Sans, size: 16 } }
    screens:
      home:
        title: Home
        standardAppearance:
          titleTextAttributes: { font: { system: systemSemibold, size: 19 } }
          backButtonAppearance: { titleTextAttributes: { font: { family: BrandSans-Bold, size: 17, weight: bold } } }
      detail:
        title: Detail
      modal:
        navigation:
          stack: [detail]
          largeTitleTextAttributes: { font: { system: boldSystem, size: 30 } }
    flows:
      - name: Drill
        root:
          navigation: [home]
          titleTextAttributes: { font: { family: Brand Serif, size: 20, weight: semibold } }
          standardAppearance:
            buttonAppearance: { titleTextAttributes: { font: { family: Brand Sans, size: 15 } } }
            doneButtonAppearance: { titleTextAttributes: { font: { system: system, size: 17, weight: heavy } } }
        steps: [push: detail]
    """

  static func scenario() throws -> Scenario { try ScenarioLoader.parse(yaml, path: "s.yaml") }

  static func errors(_ yaml: String) -> [any LocatedError] {
    do {
      _ = try ScenarioLoader.parse(yaml, path: "s.yaml")
      return []
    } catch {
      return error.ordered
    }
  }

  @Test func everyFontFieldIsRead() throws {
    let scenario = try Self.scenario()
    #expect(scenario.fonts == ["Fonts/"])
    #expect(
      scenario.navigationBar.barButtonTitleTextAttributes?.font
        == BarFont(family: .named("Brand Sans"), pointSize: 16))
    let home = try #require(scenario.screens["home"])
    #expect(home.standardAppearance?.title?.font == BarFont(family: .system, pointSize: 19, weight: .semibold))
    #expect(
      home.standardAppearance?.backButton?.font
        == BarFont(family: .named("BrandSans-Bold"), pointSize: 17, weight: .bold))
    #expect(home.standardAppearance?.button == nil)
    guard case .navigation(let root) = scenario.flows.first?.root else {
      Issue.record("root is not a navigation controller")
      return
    }
    #expect(
      root.barStyle.titleTextAttributes?.font
        == BarFont(family: .named("Brand Serif"), pointSize: 20, weight: .semibold))
    #expect(root.barStyle.standardAppearance?.button?.font == BarFont(family: .named("Brand Sans"), pointSize: 15))
    #expect(
      root.barStyle.standardAppearance?.doneButton?.font == BarFont(family: .system, pointSize: 17, weight: .heavy))
    guard case .navigation(let modal) = scenario.screens["modal"]?.container else {
      Issue.record("modal is not a navigation controller")
      return
    }
    #expect(modal.barStyle.largeTitleTextAttributes?.font == BarFont(family: .system, pointSize: 30, weight: .bold))
  }

  @Test func fontsAreLocatedAtTheirFontMapping() throws {
    let scenario = try Self.scenario()
    let title = try #require(scenario.screens["home"]?.standardAppearance?.title)
    #expect(title.location == SourceLocation(path: "s.yaml", line: 10, column: 36))
  }

  @Test func writtenFontsLoadBackEqual() throws {
    try ScenarioWriterTests.assertRoundTrip(try Self.scenario())
    let yaml = ScenarioWriter.yaml(try Self.scenario())
    #expect(yaml.contains("titleTextAttributes: { font: { family: Brand Serif, size: 20, weight: semibold } }"))
    #expect(yaml.contains("fonts: [Fonts/]"))
  }

  @Test(arguments: [
    ("{ system: systemSemibod, size: 17 }", "unknown system font 'systemSemibod'"),
    ("{ family: Brand, size: -3 }", "font size must be a positive number of points up to 1000, not '-3.0'"),
    ("{ family: Brand, size: 5000 }", "font size must be a positive number of points up to 1000, not '5000.0'"),
    ("{ family: Brand, system: system, size: 17 }", "a font has one of 'family' or 'system', not both"),
    ("{ family: Brand }", "a font needs a 'size' in points"),
    ("{ size: 17 }", "a font needs a 'family' or a 'system' name"),
    ("{ family: '  ', size: 17 }", "font family must not be empty"),
    (
      "{ system: boldSystem, size: 17, weight: light }",
      "weight 'light' contradicts the system font's own weight 'bold'"
    ),
    ("{ family: Brand, size: 17, weight: fat }", "unknown font weight 'fat'"),
    ("{ family: Brand, size: 17, colour: red }", "unknown field 'colour' in a font"),
  ])
  func badFontsAreLocatedErrors(font: String, message: String) throws {
    let yaml = """
      format: 1
      screens:
        a: { title: A, standardAppearance: { titleTextAttributes: { font: \(font) } } }
      flows:
        - { name: F, root: { navigation: [a] } }
      """
    let errors = Self.errors(yaml)
    let error = try #require(errors.first)
    #expect(errors.count == 1, "\(errors.map(\.message))")
    #expect(error.message.hasPrefix(message), "\(error.message)")
    #expect(error.location.path == "s.yaml")
    #expect(error.location.line == 3)
  }

  @Test func misspeltSystemFontIsSuggested() throws {
    let yaml = """
      format: 1
      navigationBar: { titleTextAttributes: { font: { system: systemSemibod, size: 17 } } }
      """
    let error = try #require(Self.errors(yaml).first)
    #expect(error.notes.contains { $0.contains("systemSemibold") }, "\(error.notes)")
    #expect(error.location == SourceLocation(path: "s.yaml", line: 2, column: 57))
  }

  @Test func unknownAttributeAndAppearanceFieldsAreErrors() {
    let yaml = """
      format: 1
      navigationBar:
        titleTextAttributes: { foregroundColor: red }
        standardAppearance: { tittleTextAttributes: {} }
      """
    let messages = Self.errors(yaml).map(\.message)
    #expect(messages.contains { $0.hasPrefix("unknown field 'foregroundColor' in titleTextAttributes") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("unknown field 'tittleTextAttributes' in standardAppearance") })
  }

  @Test func barFontsOnANonNavigationRootAreRefused() throws {
    let yaml = """
      format: 1
      screens: { a: { title: A } }
      flows:
        - { name: F, root: { screen: a, titleTextAttributes: { font: { system: system, size: 17 } } } }
      """
    let error = try #require(Self.errors(yaml).first)
    #expect(error.message == "field 'titleTextAttributes' applies to a navigation root only")
  }

  @Test func theItemsAppearanceReplacesTheBarsAsAWhole() {
    let at = SourceLocation(path: "s.yaml", line: 1, column: 1)
    let brand = FontSetting(BarFont(family: .named("Brand"), pointSize: 20), at: at)
    let proxyFont = FontSetting(BarFont(family: .named("Proxy"), pointSize: 17), at: at)
    let legacy = FontSetting(BarFont(family: .named("Legacy"), pointSize: 18), at: at)
    var appearance = NavigationBarAppearance(location: at)
    appearance.title = brand
    let proxy = NavigationBarStyle(titleTextAttributes: proxyFont, barButtonTitleTextAttributes: proxyFont)
    let bar = NavigationBarStyle(titleTextAttributes: legacy, standardAppearance: appearance)

    // The bar's appearance wins over its legacy property, which wins over the proxy.
    #expect(NavigationBarStyle.font(.title, item: nil, bar: bar, proxy: proxy) == brand)
    #expect(
      NavigationBarStyle.font(.title, item: nil, bar: NavigationBarStyle(titleTextAttributes: legacy), proxy: proxy)
        == legacy)
    #expect(NavigationBarStyle.font(.title, item: nil, bar: NavigationBarStyle(), proxy: proxy) == proxyFont)
    // Bar button text attributes reach every item, the back button included.
    #expect(NavigationBarStyle.font(.backButton, item: nil, bar: bar, proxy: proxy) == proxyFont)
    #expect(NavigationBarStyle.font(.doneButton, item: nil, bar: bar, proxy: proxy) == proxyFont)
    // An item's appearance is used whole: what it leaves unset is the system font.
    var item = NavigationBarAppearance(location: at)
    item.largeTitle = legacy
    #expect(NavigationBarStyle.font(.largeTitle, item: item, bar: bar, proxy: proxy) == legacy)
    #expect(NavigationBarStyle.font(.title, item: item, bar: bar, proxy: proxy) == nil)
    #expect(NavigationBarStyle.font(.button, item: item, bar: bar, proxy: proxy) == nil)
  }
}

extension BarFontScenarioTests {
  /// The largest size is read; one above it is an error.
  @Test func theLargestPointSizeIsReadAndOneAboveIsRefused() throws {
    func yaml(_ size: Double) -> String {
      "format: 1\nnavigationBar: { titleTextAttributes: { font: { system: system, size: \(size) } } }\n"
    }
    let largest = try ScenarioLoader.parse(yaml(BarFont.maximumPointSize), path: "s.yaml")
    #expect(largest.navigationBar.titleTextAttributes?.font.pointSize == BarFont.maximumPointSize)
    let above = Self.errors(yaml(BarFont.maximumPointSize + 0.5))
    #expect(above.first?.message.hasPrefix("font size must be a positive number of points up to 1000") == true)
  }
}
