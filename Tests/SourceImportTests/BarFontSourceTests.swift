import Diagnostics
import Navigation
import Testing
import Traits

@testable import SourceImport

/// Bar fonts set in Swift: text attributes, appearance objects and the appearance proxies.
@Suite("Bar fonts in Swift source")
struct BarFontSourceTests {
  static let app = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearance().titleTextAttributes = [.font: UIFont(name: "Avenir-Heavy", size: 20)!, .foregroundColor: UIColor.white]
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 16, weight: .medium)], for: .normal)
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 30)], for: .highlighted)
        let bar = UINavigationBar.appearance()
        bar.largeTitleTextAttributes = [NSAttributedString.Key.font: UIFont.brandLargeTitle]
        return true
      }
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
      }
    }

    final class HomeViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        navigationController?.navigationBar.titleTextAttributes = [.font: UIFont(name: "Lobster-Regular", size: 22) ?? .systemFont(ofSize: 22)]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 19, weight: .semibold)]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.font: UIFont(name: "OpenSans-Regular", size: 16.5)!]
        appearance.buttonAppearance.normal.titleTextAttributes = [.font: UIFont(name: fontName, size: 16)!]
        navigationItem.standardAppearance = appearance
      }

      func next() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
      }
    }

    final class DetailViewController: UIViewController {
      override func viewDidLoad() {
        title = "Detail"
        navigationItem.standardAppearance = Theme.barAppearance
      }
    }
    """

  static func result() -> SourceImporter.Result { Source.read(app) }

  @Test func theProxyFontsApplyToEveryBar() {
    let proxy = Self.result().scenario.navigationBar
    #expect(proxy.titleTextAttributes?.font == BarFont(family: .named("Avenir-Heavy"), pointSize: 20))
    #expect(proxy.titleTextAttributes?.location.line == 6)
    // The normal state only: the highlighted state's font is not what the bar is laid out with.
    #expect(proxy.barButtonTitleTextAttributes?.font == BarFont(family: .system, pointSize: 16, weight: .medium))
    #expect(proxy.largeTitleTextAttributes == nil)
  }

  @Test func theRootsCodeSetsItsNavigationControllersBar() throws {
    let result = Self.result()
    let navigation = result.scenario.screens.values.compactMap { screen -> NavigationControllerSpec? in
      guard case .navigation(let spec) = screen.container, spec.stack == ["HomeViewController"] else { return nil }
      return spec
    }
    let spec = try #require(navigation.first, "\(result.scenario.screenOrder)")
    #expect(spec.barStyle.titleTextAttributes?.font == BarFont(family: .named("Lobster-Regular"), pointSize: 22))
  }

  @Test func anAppearanceBuiltInPlaceIsTheItemsAppearance() throws {
    let home = try Self.result().screen("HomeViewController")
    let appearance = try #require(home.standardAppearance)
    #expect(appearance.title?.font == BarFont(family: .system, pointSize: 19, weight: .semibold))
    #expect(appearance.backButton?.font == BarFont(family: .named("OpenSans-Regular"), pointSize: 16.5))
    #expect(appearance.button == nil)
    #expect(appearance.backButton?.location.line == 30)
  }

  @Test func whatIsOnlyKnownAtRunTimeIsReportedAtItsLine() {
    let unresolved = Self.result().unresolved
    #expect(
      unresolved.contains {
        $0.hasPrefix("10:") && $0.contains("the bar font 'UIFont.brandLargeTitle' is only known at run time")
      }, "\(unresolved)")
    #expect(
      unresolved.contains { $0.hasPrefix("31:") && $0.contains("the bar font 'UIFont(name: fontName, size: 16)!'") },
      "\(unresolved)")
    #expect(
      unresolved.contains { $0.hasPrefix("43:") && $0.contains("the bar appearance 'Theme.barAppearance'") },
      "\(unresolved)")
  }

  @Test(arguments: [
    ("[.font: UIFont(name: \"Brand\", size: 17)!]", BarFont(family: .named("Brand"), pointSize: 17)),
    (
      "[NSFontAttributeName: UIFont.boldSystemFont(ofSize: 18)]", BarFont(family: .system, pointSize: 18, weight: .bold)
    ),
    (
      "[.font: .systemFont(ofSize: 17, weight: UIFont.Weight.heavy)]",
      BarFont(family: .system, pointSize: 17, weight: .heavy)
    ),
    ("[.font: UIFont.systemFont(ofSize: 1_7)]", BarFont(family: .system, pointSize: 17)),
  ])
  func fontsWrittenOutAreRead(attributes: String, font: BarFont) {
    let source = """
      import UIKit
      func style() {
        UINavigationBar.appearance().titleTextAttributes = \(attributes)
      }
      """
    #expect(Source.read(source).scenario.navigationBar.titleTextAttributes?.font == font)
  }

  @Test(arguments: [
    "[.font: UIFont(name: \"Brand\", size: size)!]", "[.font: UIFont.systemFont(ofSize: 17, weight: weight)]",
    "[.font: UIFont(name: \"Brand\", size: 5000)!]", "attributes",
  ])
  func fontsComputedAtRunTimeAreNotGuessed(attributes: String) {
    let source = """
      import UIKit
      func style() {
        UINavigationBar.appearance().titleTextAttributes = \(attributes)
      }
      """
    let result = Source.read(source)
    #expect(result.scenario.navigationBar.titleTextAttributes == nil)
    #expect(result.unresolved.count == 1, "\(result.unresolved)")
    #expect(result.unresolved.first?.hasPrefix("3:") == true, "\(result.unresolved)")
  }

  @Test func attributesWithoutAFontSetNone() {
    let source = """
      import UIKit
      func style() {
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance(whenContainedInInstancesOf: [UIToolbar.self]).titleTextAttributes = [.font: UIFont.systemFont(ofSize: 9)]
      }
      """
    let result = Source.read(source)
    #expect(result.scenario.navigationBar.isEmpty)
    #expect(result.unresolved.count == 1, "\(result.unresolved)")
    #expect(result.unresolved.first?.contains("applies to some bars only") == true)
  }
}

extension BarFontSourceTests {
  /// A navigation controller subclass that styles its own bar with an appearance.
  @Test func aNavigationControllerSubclassStylesItsOwnBar() throws {
    let source = """
      import UIKit
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = BrandNavigationController()
        }
      }
      final class BrandNavigationController: UINavigationController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let appearance = UINavigationBarAppearance()
          appearance.largeTitleTextAttributes = [.font: UIFont(name: "Brand-Bold", size: 34)!]
          navigationBar.standardAppearance = appearance
          navigationBar.scrollEdgeAppearance = appearance
          viewControllers = [HomeViewController()]
        }
      }
      final class HomeViewController: UIViewController {
        override func viewDidLoad() { title = "Home" }
      }
      """
    let result = Source.read(source)
    guard case .navigation(let spec) = try result.screen("BrandNavigationController").container else {
      Issue.record("not a navigation controller: \(result.scenario.screenOrder)")
      return
    }
    #expect(spec.stack == ["HomeViewController"])
    #expect(
      spec.barStyle.standardAppearance?.largeTitle?.font
        == BarFont(family: .named("Brand-Bold"), pointSize: 34))
    #expect(spec.barStyle.standardAppearance?.location.line == 13)
    #expect(result.unresolved.isEmpty, "\(result.unresolved)")
  }
}

extension BarFontSourceTests {
  /// Appearance proxy uses past the bound are not read: the last of `count` sets 30 pt.
  @Test(arguments: [SourceReader.maximumProxyUses, SourceReader.maximumProxyUses + 1])
  func proxyUsesAreBounded(count: Int) {
    let lines = (0..<count).map { index in
      "  UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.systemFont(ofSize: \(index == count - 1 ? 30 : 17))]"
    }
    let source = "import UIKit\nfunc style() {\n" + lines.joined(separator: "\n") + "\n}\n"
    let size = Source.read(source).scenario.navigationBar.titleTextAttributes?.font.pointSize
    #expect(size == (count <= SourceReader.maximumProxyUses ? 30 : 17))
  }
}
