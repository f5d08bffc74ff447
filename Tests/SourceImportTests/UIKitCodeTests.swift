import Diagnostics
import Navigation
import SourceImport
import Testing

@Suite("UIKit navigation written in code")
struct UIKitCodeTests {
  static let app = """
    import UIKit

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
      }
    }

    final class HomeViewController: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Home", comment: "Home screen")
        navigationItem.backButtonTitle = NSLocalizedString("Start", comment: "")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)
        navigationController?.navigationBar.prefersLargeTitles = true
      }

      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0:
          navigationController?.pushViewController(DetailViewController(), animated: true)
        case 1:
          let settings = SettingsViewController()
          settings.title = NSLocalizedString("Preferences", comment: "")
          navigationController?.pushViewController(settings, animated: true)
        case 2:
          let compose = UINavigationController(rootViewController: ComposeViewController())
          compose.modalPresentationStyle = .formSheet
          present(compose, animated: true)
        default:
          let alert = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
          present(alert, animated: true)
        }
      }
    }

    final class DetailViewController: UIViewController {
      override func viewDidLoad() {
        navigationItem.title = "Detail"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.backButtonDisplayMode = .minimal
        navigationItem.prompt = NSLocalizedString("Pick one", comment: "")
      }
    }

    final class SettingsViewController: UIViewController {}

    final class ComposeViewController: UIViewController {
      override func viewDidLoad() {
        title = NSLocalizedString("New Message", comment: "")
        let save = UIBarButtonItem(title: NSLocalizedString("Send", comment: ""), style: .done, target: nil, action: nil)
        let gear = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        gear.accessibilityLabel = NSLocalizedString("Options", comment: "")
        navigationItem.rightBarButtonItems = [save, gear]
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        navigationItem.hidesBackButton = true
        toolbarItems = [.flexibleSpace(), editButtonItem]
      }
    }
    """

  @Test func windowRootPushesAndPresentations() throws {
    let app = Source.read(Self.app)
    guard case .navigation(let root)? = try app.screen("SceneDelegate.nav").container else {
      Issue.record("the window's root is no navigation controller")
      return
    }
    #expect(root.stack == ["HomeViewController"])
    #expect(root.prefersLargeTitles)
    let home = try app.screen("HomeViewController")
    #expect(home.title?.key?.key == "Home")
    #expect(home.title?.location.line == 13)
    #expect(home.backButtonTitle?.key?.key == "Start")
    #expect(home.rightBarButtonItems.map(\.systemItem) == [.add])
    #expect(
      home.segues.map(\.destination) == [
        "DetailViewController", "SettingsViewController.L25", "HomeViewController.nav",
      ])
    #expect(home.segues.map(\.kind) == [.show, .show, .present])
    #expect(home.segues.allSatisfy { $0.conditional })
    #expect(home.segues.last?.style == .formSheet)
    #expect(home.segues.first?.location.line == 22)
    // The title set where the controller is created shows, since the class sets none.
    #expect(try app.screen("SettingsViewController.L25").title?.key?.key == "Preferences")
    #expect(app.scenario.flows.first?.name == "Home › Detail")
  }

  @Test func navigationItemFields() throws {
    let app = Source.read(Self.app)
    let detail = try app.screen("DetailViewController")
    // UIKit shows a `String` as written: a literal, which the audit reports as not localized.
    #expect(detail.navigationTitle?.literal == "Detail")
    #expect(detail.largeTitleDisplayMode == .never)
    #expect(detail.backButtonDisplayMode == .minimal)
    #expect(detail.prompt?.key?.key == "Pick one")
  }

  @Test func barButtonItemsBuiltInPlaceAndThroughLocals() throws {
    let compose = try Source.read(Self.app).screen("ComposeViewController")
    #expect(compose.title?.key?.key == "New Message")
    // Items are listed from the right edge, as UIKit lists `rightBarButtonItems`.
    #expect(compose.rightBarButtonItems.map { $0.title?.key?.key } == ["Send", nil])
    #expect(compose.rightBarButtonItems.first?.style == .done)
    #expect(compose.rightBarButtonItems.last?.image == "gear")
    #expect(compose.rightBarButtonItems.last?.accessibilityLabel?.key?.key == "Options")
    #expect(compose.leftBarButtonItems?.map(\.systemItem) == [.cancel])
    #expect(compose.hidesBackButton)
    #expect(compose.toolbarItems.map(\.systemItem) == [.flexibleSpace, .edit])
  }

  @Test func whatOnlyRunTimeKnowsIsReported() {
    let app = Source.read(
      """
      final class AccountViewController: UIViewController {
        var account: Account!
        @IBOutlet var shareButton: UIBarButtonItem!
        override func viewDidLoad() {
          navigationItem.title = account.displayName
          navigationItem.rightBarButtonItem = shareButton
          title = "Inbox \\(account.count)"
        }
        func open(_ destination: UIViewController) {
          present(destination, animated: true)
          let login = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Login")
          present(login, animated: true)
          present(makeController(for: account), animated: true)
        }
      }
      """)
    #expect(
      app.unresolved == [
        "5:5 the title 'account.displayName' is only known at run time",
        "6:5 the bar button item 'shareButton' is an outlet, set by a storyboard",
        "7:5 the title '\"Inbox \\(account.count)\"' is only known at run time",
        "10:5 the view controller 'destination' is only known at run time",
        "12:5 the storyboard scene 'Login' is not in the Swift files read; audit the app folder with its storyboards",
        "13:5 the view controller 'makeController(for: account)' is only known at run time",
      ])
  }

  @Test func formatsTabsSuperclassesHostingAndFactories() throws {
    let app = Source.read(
      """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
          let tabs = UITabBarController()
          tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), ProfileViewController()]
          window?.rootViewController = tabs
          return true
        }
      }
      class BaseViewController: UIViewController {
        override func viewDidLoad() { navigationItem.backButtonDisplayMode = .generic }
      }
      final class FeedViewController: BaseViewController {
        var count = 0
        override func viewDidLoad() {
          super.viewDidLoad()
          title = String.localizedStringWithFormat(NSLocalizedString("%d posts", comment: ""), count)
          tabBarItem = UITabBarItem(title: NSLocalizedString("Feed", comment: ""), image: UIImage(systemName: "list.bullet"), tag: 0)
        }
        func showAbout() { navigationController?.pushViewController(UIHostingController(rootView: AboutView()), animated: true) }
        func showHelp() { present(makeHelp(), animated: true) }
        private func makeHelp() -> UIViewController {
          let help = HelpViewController()
          help.modalPresentationStyle = .popover
          return help
        }
      }
      final class ProfileViewController: UIViewController {}
      final class HelpViewController: UIViewController {}
      struct AboutView: View {
        var body: some View { List {}.navigationTitle("About") }
      }
      """)
    guard case .tabs(let tabs)? = try app.screen("AppDelegate.tabs").container else {
      Issue.record("no tab bar controller")
      return
    }
    #expect(tabs.items == ["AppDelegate.nav", "ProfileViewController"])
    let feed = try app.screen("FeedViewController")
    #expect(feed.title?.key?.key == "%d posts")
    #expect(feed.title?.key?.arguments == [.int(1)])
    #expect(feed.tabBarItem?.title?.key?.key == "Feed")
    #expect(feed.tabBarItem?.image == "list.bullet")
    // Set in the app's superclass, inherited.
    #expect(feed.backButtonDisplayMode == .generic)
    #expect(feed.segues.map(\.destination) == ["AboutView", "HelpViewController"])
    #expect(feed.segues.map(\.kind) == [.show, .popover])
    #expect(try app.screen("AboutView").navigationTitle?.key?.key == "About")
  }

  @Test func unreachedControllersThatPushAreAuditedInANavigationController() throws {
    let app = Source.read(
      """
      final class ListViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          show(ItemViewController(), sender: self)
        }
      }
      final class ItemViewController: UIViewController {
        override func viewDidLoad() { title = NSLocalizedString("Item", comment: "") }
      }
      final class EmptyViewController: UIViewController {}
      """)
    guard case .navigation(let navigation)? = try app.screen("ListViewController.nav").container else {
      Issue.record("no navigation controller around the list")
      return
    }
    #expect(navigation.stack == ["ListViewController"])
    #expect(app.scenario.screens["EmptyViewController"] == nil)
    #expect(app.scenario.flows.map(\.name) == ["ListViewController › Item"])
  }
}
