import Diagnostics
import Navigation
import Traits

/// A hand-built scenario with every field of the model set and strings that YAML would
/// misread if they were written carelessly.
enum HostileScenario {
  /// Strings of every class that needs care: YAML indicators, leading and trailing spaces,
  /// comments, quotes, line breaks, tabs, controls, non-BMP text, bidi controls, and words
  /// that look like numbers, booleans or null.
  static let strings: [String] = [
    "", " ", "  both  ", " leading", "trailing ", "two  spaces", "# hash", "a #b", "a: b", "key:", ":", "- dash", "-",
    "?",
    "? q", "[x]", "{y}", "a, b", "&anchor", "*alias", "!tag", "!!str x", "%directive", "@at", "`tick", "|", ">",
    "'single'",
    "\"double\"", "it's", "back\\slash", "\\n", "--- doc", "...", "line\nbreak", "crlf\r\n", "\r", "\n\n", "tab\there",
    "\t",
    "\u{0}\u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}\u{7F}", "\u{85}nel", "\u{A0}nbsp\u{A0}", "ls\u{2028}ps\u{2029}",
    "mid\u{FEFF}bom",
    "\u{FFFE}\u{FFFF}", "C1 \u{80}\u{9F}", "😀 👨‍👩‍👧 𝄞 𠀀", "\u{202E}evil\u{202C}", "\u{2067}rtl\u{2069}", "\u{200F}",
    "مرحبا", "שלום", "e\u{301}", "\u{301}mark", "yes", "no", "on", "off", "y", "n", "Y", "true", "False", "NULL",
    "null",
    "~", "1.0", "1", "0", "-1", "+1", "0x1F", "_0x1F", "0o17", "0b101", "1e3", "1_000", ".inf", "-.inf", ".nan", "nan",
    "Infinity", "inf", "1:30", "2024-01-01", "<<", "=", "Settings", "iPhone SE (3rd generation)",
    "plain/path.with-dots_1",
  ]

  /// A distinct location for each element, so that comments can be attached to each.
  static func location(_ line: Int) -> SourceLocation {
    SourceLocation(path: "hostile.navaudit.yaml", line: line, column: 1)
  }

  static func literal(_ string: String, _ line: Int) -> TextReference {
    .literal(string, at: location(line))
  }

  static func key(
    _ key: String, table: String = "Localizable", args: [TextArgument] = [], default value: String? = nil, _ line: Int
  ) -> TextReference {
    .localized(LocalizedKey(key: key, table: table, arguments: args, defaultValue: value, location: location(line)))
  }

  /// An item with every field set.
  static func fullItem(_ line: Int) -> BarButtonItem {
    BarButtonItem(
      title: literal("a: b # c", line + 1), systemItem: .fastForward, image: "gear shape.fill",
      accessibilityLabel: key("a11y: label", table: "Main Table", default: "\tLabel\n", line + 2),
      accessibilityValue: literal("yes", line + 3), accessibilityHint: key("%@ hint", args: [.string("1.0")], line + 4),
      customView: true, width: 44.5, style: .done, isEnabled: false, isSelected: true, location: location(line))
  }

  /// One screen per hostile string, whose id and title is that string.
  static func stringScreens() -> [Screen] {
    strings.enumerated().map { offset, string in
      var screen = Screen(id: "s" + string, location: location(10_000 + offset * 10))
      screen.title = literal(string, 10_001 + offset * 10)
      screen.navigationTitle = key(
        string.isEmpty ? "empty" : string, table: string, args: [.string(string)], default: string, 10_002 + offset * 10
      )
      screen.rightBarButtonItems = [BarButtonItem(image: string, location: location(10_003 + offset * 10))]
      screen.unwindActions = [string]
      screen.segues = [Segue(id: string, kind: .show, destination: "plain", location: location(10_004 + offset * 10))]
      return screen
    }
  }

  static func fullScreen() -> Screen {
    var screen = Screen(id: "full: screen", location: location(100))
    screen.title = literal(" Title with spaces ", 101)
    screen.navigationTitle = key(
      "%d items, %@, %.1f", table: "Main",
      args: [
        .int(3), .int(-0), .int(Int.min), .int(Int.max), .double(2.5), .double(-0.5),
        .double(1e-7), .double(1e300), .double(3), .string("3"), .string("2.5"), .string("true"), .string("x"),
      ],
      default: "Default: value", 102)
    screen.backButtonTitle = key("back", 103)
    screen.backBarButtonItem = fullItem(110)
    screen.backButtonDisplayMode = .minimal
    screen.leftBarButtonItems = [
      fullItem(120), BarButtonItem(location: location(130)),
      BarButtonItem(systemItem: .flexibleSpace, width: 0, location: location(131)),
    ]
    screen.leftItemsSupplementBackButton = true
    screen.hidesBackButton = true
    screen.rightBarButtonItems = [fullItem(140), BarButtonItem(systemItem: .edit, location: location(150))]
    screen.titleView = TitleView(accessibilityLabel: key("logo", 161), width: -3.25, location: location(160))
    screen.prompt = literal("Prompt\u{2028}", 170)
    screen.largeTitleDisplayMode = .inline
    screen.toolbarItems = [fullItem(180)]
    screen.definesPresentationContext = true
    screen.unwindActions = ["unwindToFull:", "other"]
    screen.segues = [
      Segue(id: "show", kind: .show, destination: "plain", location: location(190)),
      Segue(id: "detail: x", kind: .showDetail, destination: "plain", location: location(191)),
      Segue(
        id: "present", kind: .present, destination: "nav list", style: .overCurrentContext, embedInNavigation: true,
        adaptiveStyle: PresentationStyle.none, shouldPerform: false, location: location(192)),
      Segue(
        id: "popover", kind: .popover, destination: "plain", style: .popover, adaptiveStyle: .fullScreen,
        location: location(193)),
      Segue(id: "unwind", kind: .unwind, action: "unwindToFull:", location: location(194)),
      Segue(id: "custom", kind: .custom, destination: "plain", action: "extra", location: location(195)),
    ]
    screen.accessibilityViewIsModal = true
    return screen
  }

  static func split(_ line: Int) -> SplitViewSpec {
    var spec = SplitViewSpec(style: .tripleColumn, location: location(line))
    spec.primary = "plain"
    spec.supplementary = "full: screen"
    spec.secondary = "empty left"
    spec.compact = "nav list"
    spec.preferredDisplayMode = .twoDisplaceSecondary
    spec.preferredSplitBehavior = .displace
    spec.presentsWithGesture = false
    spec.showsSecondaryOnlyButton = true
    spec.primaryColumnWidthFraction = 0.3
    spec.supplementaryColumnWidthFraction = 0.25
    spec.primaryColumnWidth = 320.5
    spec.supplementaryColumnWidth = 1e3
    spec.topColumnForCollapsing = .supplementary
    spec.prefersLargeTitles = true
    return spec
  }

  static func containerScreens() -> [Screen] {
    var list = Screen(id: "nav list", location: location(200))
    list.container = .navigation(NavigationControllerSpec(stack: ["plain", "full: screen"], location: location(201)))
    var options = Screen(id: "nav options", location: location(210))
    options.container = .navigation(
      NavigationControllerSpec(
        stack: ["plain"], prefersLargeTitles: true, toolbarHidden: false, toolbarItems: [fullItem(212)],
        location: location(211)))
    var empty = Screen(id: "nav empty", location: location(220))
    empty.container = .navigation(NavigationControllerSpec(stack: [], toolbarHidden: false, location: location(221)))
    var split = Screen(id: "split", location: location(230))
    split.container = .split(Self.split(231))
    var bar = Screen(id: "bar", location: location(240))
    bar.container = .bar(["plain", "s- dash"], at: location(241))
    var single = Screen(id: "single", location: location(250))
    single.container = .screen("plain", at: location(251))
    var emptyLeft = Screen(id: "empty left", location: location(260))
    emptyLeft.leftBarButtonItems = []
    let long = Screen(id: String(repeating: "k", count: 1100), location: location(270))
    let longQuoted = Screen(id: String(repeating: "é ", count: 600) + "#", location: location(280))
    return [
      list, options, empty, split, bar, single, emptyLeft, long, longQuoted,
      Screen(id: "plain", location: location(290)),
    ]
  }

  static func flows() -> [Flow] {
    func step(_ action: StepAction, _ line: Int, text: String? = nil) -> Step {
      Step(action: action, text: text ?? ScenarioWriter.stepText(action), location: location(line))
    }
    let actions: [StepAction] = [
      .push("full: screen"), .pop, .popTo("plain"), .popToRoot, .setStack(["plain", "s- dash", "s# hash"]),
      .segue("detail: x"),
      .focus(.back), .focus(.title), .focus(.prompt), .focus(.left(0)), .focus(.right(12)), .focus(.toolbar(1)),
      .focus(.system(0)),
      .present(PresentationSpec(screen: "plain")), .present(PresentationSpec(screen: "s[x]", style: .pageSheet)),
      .present(PresentationSpec(screen: "plain", embedInNavigation: true)),
      .present(PresentationSpec(screen: "plain", adaptiveStyle: PresentationStyle.none)),
      .present(PresentationSpec(screen: "sa: b", style: .popover, embedInNavigation: true, adaptiveStyle: .formSheet)),
      .dismiss, .unwind("unwindToFull:"), .unwind("# not a comment"), .show("syes"), .showDetail("s1.0"),
      .sizeClass(.compact),
      .sizeClass(.regular), .orientation(.landscape), .showColumn(.supplementary), .hideColumn(.compact),
      .displayMode(.oneOverSecondary), .setViewController("s\n\n", column: .compact), .setToolbarHidden(false),
      .setToolbarHidden(true), .pushItem("s\u{202E}evil\u{202C}"), .popItem, .setItems([]), .setItems(["s~", "s"]),
    ]
    var steps = actions.enumerated().map { step($1, 500 + $0) }
    steps.append(step(.pop, 600, text: "pop: true"))
    steps.append(step(.displayMode(.oneBesideSecondary), 601, text: "displayMode: allVisible"))
    steps.append(step(.focus(.left(2)), 602, text: "focus: left[2]"))
    let root = NavigationControllerSpec(
      stack: ["plain", "sa: b"], prefersLargeTitles: true, toolbarHidden: false, toolbarItems: [fullItem(410)],
      location: location(401))
    return [
      Flow(
        name: "Every step: \"quoted\" # and more", device: "iPhone SE (3rd generation)", root: .navigation(root),
        steps: steps, location: location(400)),
      Flow(
        name: "yes", device: nil,
        root: .navigation(NavigationControllerSpec(stack: ["plain"], toolbarHidden: false, location: location(421))),
        steps: [], location: location(420)),
      Flow(
        name: "Split", device: "\u{A0}", root: .split(split(431)), steps: [step(.showColumn(.primary), 432)],
        location: location(430)),
      Flow(
        name: "Bar", device: nil, root: .bar(["plain", "s~"], at: location(441)), steps: [step(.pushItem("s"), 442)],
        location: location(440)),
      Flow(
        name: "Screen", device: nil, root: .screen("s'single'", at: location(451)), steps: [], location: location(450)),
    ]
  }

  /// The scenario: every field, every container, every step.
  static func scenario() -> Scenario {
    let screens = stringScreens() + [fullScreen()] + containerScreens()
    return Scenario(
      path: "hostile.navaudit.yaml", format: 1, app: "App: \"hostile\" #1", developmentLanguage: "pt-BR",
      strings: ["Strings/", "more strings/", "# not a comment"], locales: [],
      devices: ["iPhone 16", "yes", " padded "],
      ios: [.ios18, .ios26], screens: Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) }),
      screenOrder: screens.map(\.id),
      flows: flows())
  }
}
