import Diagnostics
import Foundation
import Navigation
import Testing
import Traits

@Suite("Scenario loader")
struct ScenarioLoaderTests {
  static let minimal = """
    format: 1
    app: Settings
    developmentLanguage: en
    strings: [Strings/]
    screens:
      settings:
        title: { key: settings.title }
        rightBarButtonItems: [ { systemItem: edit }, { image: gearshape, accessibilityLabel: { key: a11y.gear } } ]
      general:
        title: General
        navigationTitle: { key: general.nav, table: Main, default: General }
        backButtonDisplayMode: minimal
        segues: { toKeyboard: { kind: show, destination: keyboard } }
      keyboard:
        title: { key: "%d Keyboards", args: [3, { string: x }, 2.5] }
        leftBarButtonItems: [ { title: { key: cancel }, style: done } ]
        leftItemsSupplementBackButton: true
    flows:
      - name: Drill
        root: { navigation: [settings], prefersLargeTitles: true }
        steps:
          - push: general
          - segue: toKeyboard
          - focus: right[1]
          - pop
          - popTo: settings
          - popToRoot
          - setStack: [settings, general]
          - present: { screen: keyboard, style: formSheet, embedInNavigation: true }
          - dismiss
          - orientation: landscape
    """

  @Test func iosTakesTheThreeGeometries() throws {
    let yaml = "format: 1\napp: A\ndevelopmentLanguage: en\nios: [17, 18, 26]\nscreens:\n  a: {}\nflows: []\n"
    let scenario = try ScenarioLoader.parse(yaml, path: "s.navaudit.yaml")
    #expect(scenario.ios == [.ios17, .ios18, .ios26])
    #expect(
      try ScenarioLoader.parse(yaml.replacingOccurrences(of: "[17, 18, 26]", with: "17"), path: "s").ios == [.ios17])
    #expect(throws: InputErrors.self) {
      try ScenarioLoader.parse(yaml.replacingOccurrences(of: "[17, 18, 26]", with: "[15]"), path: "s")
    }
  }

  @Test func loadsEveryPartOfTheFormat() throws {
    let scenario = try ScenarioLoader.parse(Self.minimal, path: "s.navaudit.yaml")
    #expect(scenario.app == "Settings")
    #expect(scenario.strings == ["Strings/"])
    #expect(scenario.screenOrder == ["settings", "general", "keyboard"])
    let general = try #require(scenario.screens["general"])
    #expect(general.backButtonDisplayMode == .minimal)
    #expect(general.segue("toKeyboard")?.destination == "keyboard")
    guard case .localized(let key) = general.navigationTitle else {
      Issue.record("expected a key")
      return
    }
    #expect(key.table == "Main")
    #expect(key.defaultValue == "General")
    guard case .localized(let keyboardTitle) = scenario.screens["keyboard"]?.title else {
      Issue.record("expected a key")
      return
    }
    #expect(keyboardTitle.arguments == [.int(3), .string("x"), .double(2.5)])
    #expect(scenario.screens["settings"]?.rightBarButtonItems.map(\.systemItem) == [.edit, nil])
    let flow = try #require(scenario.flows.first)
    #expect(
      flow.steps.map(\.text) == [
        "push: general", "segue: toKeyboard", "focus: right[1]", "pop", "popTo: settings", "popToRoot",
        "setStack: [settings, general]", "present: { screen: keyboard, style: formSheet, embedInNavigation: true }",
        "dismiss",
        "orientation: landscape",
      ])
    #expect(flow.steps[2].action == .focus(.right(1)))
    #expect(flow.steps[0].location == SourceLocation(path: "s.navaudit.yaml", line: 22, column: 9))
    guard case .navigation(let spec) = flow.root else {
      Issue.record("expected a navigation root")
      return
    }
    #expect(spec.prefersLargeTitles)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let id: String
    let yaml: String
    let expected: String
    var testDescription: String { id }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      id: "unknown field suggests the closest",
      yaml: "format: 1\nscreens:\n  a:\n    navigationTitel: x\n",
      expected:
        "s.yaml:4:5: error: unknown field 'navigationTitel' in screen 'a'\ns.yaml:4:5: note: did you mean 'navigationTitle'?"
    ),
    ErrorCase(
      id: "unknown top-level field",
      yaml: "format: 1\nflowz: []\n",
      expected: "s.yaml:2:1: error: unknown field 'flowz' in the scenario\ns.yaml:2:1: note: did you mean 'flows'?"),
    ErrorCase(
      id: "unknown step suggests the closest",
      yaml:
        "format: 1\nscreens: { a: {} }\nflows:\n  - name: f\n    root: { navigation: [a] }\n    steps:\n      - pushh: a\n",
      expected: "s.yaml:7:9: error: unknown field 'pushh' in a step\ns.yaml:7:9: note: did you mean 'push'?"),
    ErrorCase(
      id: "unknown screen in a step",
      yaml:
        "format: 1\nscreens: { general: {} }\nflows:\n  - name: f\n    root: { navigation: [general] }\n    steps:\n      - push: genral\n",
      expected: "s.yaml:7:9: error: unknown screen 'genral'\ns.yaml:7:9: note: did you mean 'general'?"),
    ErrorCase(
      id: "bad enum value",
      yaml: "format: 1\nscreens:\n  a: { backButtonDisplayMode: minimalist }\n",
      expected:
        "s.yaml:3:31: error: unknown backButtonDisplayMode 'minimalist' (expected one of: default, generic, minimal)\ns.yaml:3:31: note: did you mean 'minimal'?"
    ),
    ErrorCase(
      id: "missing format",
      yaml: "app: x\n",
      expected: "s.yaml:1:1: error: missing field 'format' (expected 'format: 1')"),
    ErrorCase(
      id: "future format",
      yaml: "format: 2\n",
      expected: "s.yaml:1:1: error: unsupported scenario format '2' (this navaudit reads format 1)"),
    ErrorCase(
      id: "wrong type",
      yaml: "format: 1\nscreens:\n  a: { hidesBackButton: sometimes }\n",
      expected: "s.yaml:3:25: error: expected hidesBackButton to be true or false, not 'sometimes'"),
    ErrorCase(
      id: "undeclared segue",
      yaml:
        "format: 1\nscreens: { a: {} }\nflows:\n  - name: f\n    root: { navigation: [a] }\n    steps:\n      - segue: nope\n",
      expected: "s.yaml:7:9: error: no screen declares segue 'nope'"),
    ErrorCase(
      id: "bad focus target",
      yaml:
        "format: 1\nscreens: { a: {} }\nflows:\n  - name: f\n    root: { navigation: [a] }\n    steps:\n      - focus: bakc\n",
      expected:
        "s.yaml:7:16: error: unknown focus target 'bakc' (expected back, title, prompt, left[n], right[n], toolbar[n] or system[n])\ns.yaml:7:16: note: did you mean 'back'?"
    ),
  ]

  @Test(arguments: errorCases)
  func reportsLocatedErrors(_ errorCase: ErrorCase) {
    do {
      _ = try ScenarioLoader.parse(errorCase.yaml, path: "s.yaml")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == errorCase.expected)
    }
  }

  @Test func syntaxErrorsPointAtTheLine() {
    do {
      _ = try ScenarioLoader.parse("format: 1\nscreens:\n  a: [unclosed\n", path: "s.yaml")
      Issue.record("expected an error")
    } catch {
      #expect(error.location.line >= 3)
      #expect(error.message.hasPrefix("invalid YAML"))
    }
  }

  @Test func aliasBombsAreRefused() {
    var yaml = "format: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<9 {
      yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    yaml += "screens:\n  s:\n    unwindActions: *a8\n"
    #expect(throws: InputErrors.self) { try ScenarioLoader.parse(yaml, path: "bomb.yaml") }
  }

  /// Extension: a screen's navigation controller with options, and a screen that is a bar or
  /// wraps another screen, as roots write them.
  @Test func screenContainersTakeEveryRootSpelling() throws {
    let yaml = """
      format: 1
      screens:
        a: {}
        nav:
          navigation: { stack: [a], prefersLargeTitles: true, toolbarHidden: false, toolbarItems: [{ systemItem: edit }] }
        bar:
          bar: [a]
        single:
          screen: a
      """
    let scenario = try ScenarioLoader.parse(yaml, path: "s.yaml")
    guard case .navigation(let spec)? = scenario.screens["nav"]?.container else {
      Issue.record("expected a navigation controller")
      return
    }
    #expect(spec.stack == ["a"])
    #expect(spec.prefersLargeTitles)
    #expect(!spec.toolbarHidden)
    #expect(spec.toolbarItems.map(\.systemItem) == [.edit])
    guard case .bar(let items, _)? = scenario.screens["bar"]?.container,
      case .screen(let id, _)? = scenario.screens["single"]?.container
    else {
      Issue.record("expected a bar and a screen container")
      return
    }
    #expect(items == ["a"])
    #expect(id == "a")
    #expect(throws: InputErrors.self) {
      try ScenarioLoader.parse(
        "format: 1\nscreens:\n  n:\n    navigation: { prefersLargeTitles: true }\n", path: "s.yaml")
    }
    #expect(throws: InputErrors.self) {
      try ScenarioLoader.parse("format: 1\nscreens:\n  a: {}\n  n:\n    bar: [a]\n    screen: a\n", path: "s.yaml")
    }
  }
}
