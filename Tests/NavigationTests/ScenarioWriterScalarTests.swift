import Diagnostics
import Navigation
import Testing

/// One string in every place a scalar can be written: a top-level value, a mapping key, a
/// flow sequence element, a block value, an inline mapping value and a step value.
@Suite("Scenario writer: scalars and comments")
struct ScenarioWriterScalarTests {
  struct Case: CustomTestStringConvertible {
    var string: String
    var testDescription: String {
      string.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "U+\(String($0.value, radix: 16))" }
        .joined()
    }
  }

  static let cases = HostileScenario.strings.map(Case.init)

  static func scenario(_ string: String) -> Scenario {
    let location = HostileScenario.location(1)
    var screen = Screen(id: string, location: location)
    screen.title = .literal(string, at: location)
    screen.prompt = .localized(
      LocalizedKey(key: "k", table: string, arguments: [.string(string)], defaultValue: string, location: location))
    screen.segues = [Segue(id: string, kind: .unwind, action: string, location: location)]
    let flow = Flow(
      name: "f" + string, device: string,
      root: .navigation(NavigationControllerSpec(stack: [string], location: location)),
      steps: [Step(action: .push(string), text: ScenarioWriter.stepText(.push(string)), location: location)],
      location: location)
    return Scenario(
      path: "s.navaudit.yaml", format: 1, app: string, developmentLanguage: string, strings: [string],
      locales: [string], devices: nil,
      ios: nil, screens: [string: screen], screenOrder: [string], flows: [flow])
  }

  @Test(arguments: cases)
  func stringComesBackByteForByte(_ testCase: Case) throws {
    let string = testCase.string
    let yaml = ScenarioWriter.yaml(Self.scenario(string))
    let loaded = try ScenarioLoader.parse(yaml, path: "s.navaudit.yaml")
    let expected = Array(string.unicodeScalars)
    #expect(Array(loaded.app.unicodeScalars) == expected)
    #expect(Array(loaded.developmentLanguage.unicodeScalars) == expected)
    #expect(loaded.strings.map { Array($0.unicodeScalars) } == [expected])
    #expect(loaded.locales?.map { Array($0.unicodeScalars) } == [expected])
    let id = try #require(loaded.screenOrder.first)
    #expect(Array(id.unicodeScalars) == expected)
    let screen = try #require(loaded.screens[id])
    guard case .literal(let title, _)? = screen.title, case .localized(let prompt)? = screen.prompt else {
      Issue.record("title or prompt changed kind\n\(yaml)")
      return
    }
    #expect(Array(title.unicodeScalars) == expected)
    #expect(Array(prompt.table.unicodeScalars) == expected)
    #expect(prompt.arguments == [.string(string)])
    #expect(prompt.defaultValue.map { Array($0.unicodeScalars) } == expected)
    #expect(screen.segues.map { Array($0.id.unicodeScalars) } == [expected])
    #expect(screen.segues.first?.action.map { Array($0.unicodeScalars) } == expected)
    let flow = try #require(loaded.flows.first)
    #expect(flow.device.map { Array($0.unicodeScalars) } == expected)
    #expect(flow.steps.first?.action == .push(string))
    #expect(flow.steps.first?.text == ScenarioWriter.stepText(.push(string)))
  }

  /// A leading byte-order mark comes back: the loader decodes scalars itself (Yams dropped
  /// it, through Foundation), and the writer escapes it (`"\uFEFF…"`).
  @Test func aLeadingByteOrderMarkComesBack() throws {
    let yaml = ScenarioWriter.yaml(Self.scenario("\u{FEFF}bom"))
    #expect(yaml.contains("app: \"\\uFEFFbom\""))
    let loaded = try ScenarioLoader.parse(yaml, path: "s.navaudit.yaml")
    #expect(Array(loaded.app.unicodeScalars) == Array("\u{FEFF}bom".unicodeScalars))
  }

  @Test func plainOnlyWhenUnambiguous() {
    let cases: [(String, String)] = [
      ("Settings", "app: Settings"), ("iPhone SE (3rd generation)", "app: iPhone SE (3rd generation)"),
      ("Réglages", "app: Réglages"),
      ("yes", "app: \"yes\""), ("Off", "app: \"Off\""), ("1.0", "app: \"1.0\""), ("Infinity", "app: \"Infinity\""),
      ("~", "app: \"~\""),
      ("a: b", "app: \"a: b\""), ("tab\t", "app: \"tab\\t\""), ("\u{202E}x", "app: \"\\u202Ex\""), ("😀", "app: \"😀\""),
      ("a\u{2028}", "app: \"a\\u2028\""), ("\u{85}", "app: \"\\u0085\""), ("\u{10FFFF}", "app: \"\u{10FFFF}\""),
    ]
    for (string, line) in cases {
      let scenario = Scenario(
        path: "s", format: 1, app: string, developmentLanguage: "en", strings: [], locales: nil, devices: nil, ios: nil,
        screens: [:],
        screenOrder: [], flows: [])
      #expect(ScenarioWriter.yaml(scenario) == "format: 1\n" + line + "\n", "\(string.debugDescription)")
    }
  }

  @Test func commentsAreWrittenAboveTheirElementsAndCannotBreakTheFile() throws {
    let scenario = HostileScenario.scenario()
    let hostileComment = "line one\nline two: value\r\nthree\u{2028}four\u{85}five\u{0}\u{202E} # six\r"
    var comments = ScenarioComments(header: "Imported from Main.storyboard\nby navaudit import")
    comments.screens["plain"] = "Main.storyboard:899 (viewController Tz7-80-bJ7)"
    comments.screens["full: screen"] = hostileComment
    comments.locations[HostileScenario.location(110)] = "backBarButtonItem"
    comments.locations[HostileScenario.location(120)] = "left item"
    comments.locations[HostileScenario.location(121)] = "left item title"
    comments.locations[HostileScenario.location(161)] = "title view label"
    comments.locations[HostileScenario.location(192)] = "segue present"
    comments.locations[HostileScenario.location(103)] = hostileComment
    comments.locations[HostileScenario.location(400)] = "flow"
    comments.locations[HostileScenario.location(401)] = "root"
    comments.locations[HostileScenario.location(500)] = "first step"
    comments.locations[HostileScenario.location(231)] = "split"
    let yaml = ScenarioWriter.yaml(scenario, comments: comments)
    try ScenarioWriterTests.assertRoundTrip(scenario, comments: comments)
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.prefix(2) == ["# Imported from Main.storyboard", "# by navaudit import"])
    func line(after comment: String) -> String? {
      lines.firstIndex(of: comment).flatMap { $0 + 1 < lines.count ? String(lines[$0 + 1].drop { $0 == " " }) : nil }
    }
    #expect(line(after: "  # Main.storyboard:899 (viewController Tz7-80-bJ7)") == "plain: {}")
    #expect(line(after: "    # backBarButtonItem") == "backBarButtonItem:")
    #expect(line(after: "      # left item title") == "- title: \"a: b # c\"")
    #expect(line(after: "      # title view label") == "accessibilityLabel: { key: logo }")
    #expect(line(after: "      # segue present")?.hasPrefix("present: { kind: present") == true)
    #expect(line(after: "  # first step") == nil)
    #expect(line(after: "      # first step") == "- push: \"full: screen\"")
    #expect(lines.contains("  # line two: value"))
    #expect(lines.contains("  # five\\0\\u202E # six"))
    #expect(lines.filter { $0.hasSuffix("# line one") }.count == 2)
  }

  @Test func aCommentIsWrittenOnceWhenElementsShareALocation() {
    let location = HostileScenario.location(7)
    var screen = Screen(id: "a", location: location)
    screen.title = .literal("A", at: location)
    let scenario = Scenario(
      path: "s", format: 1, app: "", developmentLanguage: "en", strings: [], locales: nil, devices: nil, ios: nil,
      screens: ["a": screen],
      screenOrder: ["a"], flows: [])
    let yaml = ScenarioWriter.yaml(scenario, comments: ScenarioComments(locations: [location: "Main.storyboard:7"]))
    #expect(yaml == "format: 1\nscreens:\n  # Main.storyboard:7\n  a:\n    title: A\n")
  }
}
