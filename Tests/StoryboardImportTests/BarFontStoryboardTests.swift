import Diagnostics
import Foundation
import Navigation
import StoryboardImport
import TestSupport
import Testing
import Traits

/// Bar fonts in storyboards: a navigation bar's Title Font and Large Title Font, and the
/// appearances of the bar and of navigation items.
@Suite("Bar fonts in storyboards")
struct BarFontStoryboardTests {
  typealias F = StoryboardFixture

  static let navigation = F.scene(
    """
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-00-bar">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <textAttributes key="titleTextAttributes">
                                <fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="20"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </textAttributes>
                            <textAttributes key="largeTitleTextAttributes">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                            </textAttributes>
                            <navigationBarAppearance key="standardAppearance">
                                <textAttributes key="titleTextAttributes">
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="18"/>
                                </textAttributes>
                                <barButtonItemAppearance key="backButtonAppearance">
                                    <barButtonItemStateAppearance key="normal">
                                        <textAttributes key="titleTextAttributes">
                                            <fontDescription key="fontDescription" name="Lobster-Regular" family="Lobster" pointSize="17"/>
                                        </textAttributes>
                                    </barButtonItemStateAppearance>
                                </barButtonItemAppearance>
                            </navigationBarAppearance>
                        </navigationBar>
                        <connections><segue destination="vc1-00-001" kind="relationship" relationship="rootViewController" id="nav-00-root"/></connections>
                    </navigationController>
    """)

  static let root = F.viewController(
    "vc1-00-001", "customClass=\"HomeViewController\"",
    F.navigationItem(
      "ni1-00-001", title: "Home",
      """
      <navigationBarAppearance key="standardAppearance">
          <textAttributes key="titleTextAttributes">
              <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
          </textAttributes>
          <textAttributes key="largeTitleTextAttributes">
              <fontDescription key="fontDescription" type="italicSystem" pointSize="34"/>
          </textAttributes>
          <barButtonItemAppearance key="buttonAppearance">
              <barButtonItemStateAppearance key="normal">
                  <textAttributes key="titleTextAttributes">
                      <fontDescription key="fontDescription" name="Brand-Book" family="Brand" pointSize="16"/>
                  </textAttributes>
              </barButtonItemStateAppearance>
          </barButtonItemAppearance>
      </navigationBarAppearance>
      """))

  static func imported() throws -> StoryboardImporter.Result {
    try F.importApp(["Base.lproj/Main.storyboard": F.document(initial: "nav-00-001", navigation, root)])
  }

  @Test func theBarsTitleFontsAndAppearanceAreRead() throws {
    let result = try Self.imported()
    guard case .navigation(let spec) = try result.screen("HomeViewController.navigation").container else {
      Issue.record("not a navigation controller")
      return
    }
    let style = spec.barStyle
    #expect(style.titleTextAttributes?.font == BarFont(family: .named("AvenirNext-DemiBold"), pointSize: 20))
    #expect(style.largeTitleTextAttributes?.font == BarFont(family: .system, pointSize: 36, weight: .bold))
    #expect(style.standardAppearance?.title?.font == BarFont(family: .system, pointSize: 18, weight: .semibold))
    #expect(style.standardAppearance?.backButton?.font == BarFont(family: .named("Lobster-Regular"), pointSize: 17))
    // Located at the font description, where Interface Builder's Title Font is set.
    #expect(style.titleTextAttributes?.location.path == "Base.lproj/Main.storyboard")
    let text = F.document(initial: "nav-00-001", Self.navigation, Self.root)
    let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("AvenirNext-DemiBold") })
    #expect(style.titleTextAttributes?.location.line == line + 1)
  }

  @Test func aNavigationItemsAppearanceIsRead() throws {
    let appearance = try #require(try Self.imported().screen("HomeViewController").standardAppearance)
    #expect(appearance.button?.font == BarFont(family: .named("Brand-Book"), pointSize: 16))
    #expect(appearance.title == nil)
    #expect(appearance.largeTitle == nil)
  }

  @Test func textStylesAndItalicsAreReportedNotGuessed() throws {
    let issues = try Self.imported().issues.filter { $0.kind == .unresolvedInSource }.map(\.message)
    #expect(issues.count == 2, "\(issues)")
    #expect(issues.contains { $0.contains("Dynamic Type text style 'UICTFontTextStyleHeadline'") })
    #expect(issues.contains { $0.contains("bar font type 'italicSystem' has no measurable face") })
  }

  @Test func importedFontsAreWrittenIntoTheScenario() throws {
    let scenario = try Self.imported().scenario
    let yaml = ScenarioWriter.yaml(scenario)
    #expect(yaml.contains("titleTextAttributes: { font: { family: AvenirNext-DemiBold, size: 20 } }"), "\(yaml)")
    #expect(
      yaml.contains("backButtonAppearance: { titleTextAttributes: { font: { family: Lobster-Regular, size: 17 } } }"))
    let loaded = try ScenarioLoader.parse(yaml, path: scenario.path)
    guard case .navigation(let spec) = loaded.screens["HomeViewController.navigation"]?.container else {
      Issue.record("the written scenario lost the navigation controller")
      return
    }
    #expect(spec.barStyle.largeTitleTextAttributes?.font == BarFont(family: .system, pointSize: 36, weight: .bold))
  }
}

/// The real apps' storyboards set no bar fonts: the fonts of their labels and buttons
/// (hundreds of `fontDescription` elements) are not mistaken for bar fonts.
@Suite("Bar fonts in real apps' storyboards", .enabled(if: RepositoryPaths.corpusAvailable))
struct CorpusBarFontTests {
  @Test func labelFontsAreNotBarFonts() throws {
    let root = RepositoryPaths.corpus.standardizedFileURL.path
    var apps = 0
    for app in StoryboardFiles.apps(try StoryboardFiles.storyboards(under: root)) {
      let result = try StoryboardImporter.importApp(app, searchRoot: root) { PathResolver.relative($0, to: root) }
      apps += 1
      for screen in result.scenario.screens.values {
        #expect(screen.standardAppearance == nil, "\(screen.id)")
        if case .navigation(let spec) = screen.container { #expect(spec.barStyle.isEmpty, "\(screen.id)") }
      }
      #expect(!result.issues.contains { $0.message.contains("bar font") }, "\(app.folder)")
    }
    #expect(apps >= 5)
  }
}
