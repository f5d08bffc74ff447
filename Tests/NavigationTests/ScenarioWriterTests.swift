import Diagnostics
import Foundation
import Navigation
import TestSupport
import Testing

@Suite("Scenario writer")
struct ScenarioWriterTests {
  /// Every sample scenario, by its path relative to the repository.
  static let samples: [String] = {
    let enumerator = FileManager.default.enumerator(at: RepositoryPaths.samples, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent.hasSuffix(".navaudit.yaml") }
    return files.map { "Samples/" + $0.path.dropFirst(RepositoryPaths.samples.path.count + 1) }.sorted()
  }()

  static func load(_ sample: String) throws -> Scenario {
    try ScenarioLoader.load(contentsOf: RepositoryPaths.root.appendingPathComponent(sample), displayPath: sample)
  }

  /// Writes, loads the result and checks it equals the original apart from locations, and
  /// that writing again gives the same bytes.
  static func assertRoundTrip(
    _ scenario: Scenario, comments: ScenarioComments = .init(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let yaml = ScenarioWriter.yaml(scenario, comments: comments)
    let loaded: Scenario
    do {
      loaded = try ScenarioLoader.parse(yaml, path: scenario.path)
    } catch {
      Issue.record("written YAML does not load: \(error)\n\(yaml)", sourceLocation: sourceLocation)
      return
    }
    #expect(loaded.unlocated == scenario.unlocated, sourceLocation: sourceLocation)
    #expect(loaded.screenOrder == scenario.screenOrder, sourceLocation: sourceLocation)
    // Comments are keyed by the original locations, so the fixed point is checked without them.
    let plain = ScenarioWriter.yaml(scenario)
    let again = ScenarioWriter.yaml(loaded)
    let difference = zip(plain.split(separator: "\n"), again.split(separator: "\n")).first {
      Array($0.utf8) != Array($1.utf8)
    }
    #expect(
      plain.utf8.elementsEqual(again.utf8), "writing is not a fixed point: \(String(describing: difference))",
      sourceLocation: sourceLocation)
  }

  @Test func samplesAreFound() {
    #expect(Self.samples.count >= 3)
  }

  @Test(arguments: samples)
  func sampleRoundTrips(sample: String) throws {
    try Self.assertRoundTrip(try Self.load(sample))
  }

  @Test func hostileScenarioRoundTrips() throws {
    let scenario = HostileScenario.scenario()
    try Self.assertRoundTrip(scenario)
    // Byte-identical, not only canonically equivalent: a string changed from NFD to NFC
    // would compare equal in Swift.
    let loaded = try ScenarioLoader.parse(ScenarioWriter.yaml(scenario), path: scenario.path)
    #expect(loaded.screenOrder.map { Array($0.utf8) } == scenario.screenOrder.map { Array($0.utf8) })
    for id in scenario.screenOrder {
      guard case .literal(let original, _)? = scenario.screens[id]?.title else { continue }
      guard case .literal(let read, _)? = loaded.screens[id]?.title else {
        Issue.record("title of '\(id)' is not a literal")
        continue
      }
      #expect(Array(read.unicodeScalars) == Array(original.unicodeScalars))
    }
  }

  @Test func hostileScenarioKeepsEveryStepText() throws {
    let scenario = HostileScenario.scenario()
    let loaded = try ScenarioLoader.parse(ScenarioWriter.yaml(scenario), path: scenario.path)
    let texts = loaded.flows.flatMap { $0.steps.map(\.text) }
    #expect(texts == scenario.flows.flatMap { $0.steps.map(\.text) })
    #expect(texts.contains("pop: true"))
    #expect(texts.contains("displayMode: allVisible"))
  }

  @Test func writtenFileHasNoRawControlCharacters() {
    let yaml = ScenarioWriter.yaml(HostileScenario.scenario())
    let forbidden = yaml.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || YAMLScalarProbe.needsEscape($0) }
    #expect(forbidden.isEmpty)
    #expect(!yaml.contains("\t"))
  }

  @Test func omitsDefaultsAndWritesSegmentsInOrder() throws {
    var screen = Screen(id: "settings", location: HostileScenario.location(1))
    screen.title = .localized(LocalizedKey(key: "settings.title", location: HostileScenario.location(2)))
    screen.rightBarButtonItems = [BarButtonItem(systemItem: .edit, location: HostileScenario.location(3))]
    screen.segues = [Segue(id: "toGeneral", kind: .show, destination: "general", location: HostileScenario.location(4))]
    let general = Screen(id: "general", location: HostileScenario.location(5))
    let flow = Flow(
      name: "Drill", device: nil,
      root: .navigation(NavigationControllerSpec(stack: ["settings"], location: HostileScenario.location(6))),
      steps: [
        Step(action: .push("general"), text: "push: general", location: HostileScenario.location(7)),
        Step(action: .pop, text: "pop", location: HostileScenario.location(8)),
      ],
      location: HostileScenario.location(9))
    let scenario = Scenario(
      path: "s.navaudit.yaml", format: 1, app: "Settings", developmentLanguage: "en", strings: ["Strings/"],
      locales: nil, devices: nil,
      ios: nil, screens: ["settings": screen, "general": general], screenOrder: ["settings", "general"], flows: [flow])
    #expect(
      ScenarioWriter.yaml(scenario) == """
        format: 1
        app: Settings
        strings: [Strings/]
        screens:
          settings:
            title: { key: settings.title }
            rightBarButtonItems:
              - systemItem: edit
            segues:
              toGeneral: { kind: show, destination: general }

          general: {}
        flows:
          - name: Drill
            root: { navigation: [settings] }
            steps:
              - push: general
              - pop

        """)
  }

  /// Values the format cannot spell are written as they are, so that loading fails with an
  /// error instead of quietly reading something else.
  @Test func valuesWithoutASpellingFailToLoad() {
    let location = HostileScenario.location(1)
    func scenario(_ change: (inout Screen, inout Flow) -> Void) -> Scenario {
      var screen = Screen(id: "a", location: location)
      var flow = Flow(
        name: "f", device: nil, root: .navigation(NavigationControllerSpec(stack: ["a"], location: location)),
        steps: [], location: location)
      change(&screen, &flow)
      return Scenario(
        path: "s", format: 1, app: "", developmentLanguage: "en", strings: [], locales: nil, devices: nil, ios: nil,
        screens: ["a": screen],
        screenOrder: ["a"], flows: [flow])
    }
    let cases = [
      scenario { screen, _ in
        screen.segues = [
          Segue(id: "x", kind: .show, destination: "a", location: location),
          Segue(id: "x", kind: .custom, destination: "a", location: location),
        ]
      },
      scenario { screen, _ in screen.title = .localized(LocalizedKey(key: "", location: location)) },
      scenario { screen, _ in
        screen.title = .localized(LocalizedKey(key: "k", arguments: [.double(.nan)], location: location))
      },
      scenario { screen, _ in screen.rightBarButtonItems = [BarButtonItem(width: .infinity, location: location)] },
      scenario { _, flow in flow.name = "" },
      scenario { _, flow in flow.steps = [Step(action: .focus(.left(-1)), text: "focus: left[-1]", location: location)]
      },
      scenario { _, flow in flow.root = .navigation(NavigationControllerSpec(stack: [], location: location)) },
    ]
    for scenario in cases {
      let yaml = ScenarioWriter.yaml(scenario)
      #expect(throws: InputErrors.self, "\(yaml)") { try ScenarioLoader.parse(yaml, path: "s") }
    }
  }

  @Test func stepTextMatchesWhatTheLoaderRecords() {
    #expect(
      ScenarioWriter.stepText(.present(PresentationSpec(screen: "compose", style: .formSheet, embedInNavigation: true)))
        == "present: { screen: compose, style: formSheet, embedInNavigation: true }")
    #expect(ScenarioWriter.stepText(.focus(.right(1))) == "focus: right[1]")
    #expect(ScenarioWriter.stepText(.popToRoot) == "popToRoot")
    #expect(
      ScenarioWriter.stepText(.setViewController("note", column: .secondary))
        == "setViewController: { screen: note, column: secondary }")
  }
}

/// The escape rule, restated for the test so that it checks the writer rather than itself.
enum YAMLScalarProbe {
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    let bidi: Set<UInt32> = [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
    return value == 0x7F || (0x80...0x9F).contains(value) || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(value)
      || bidi.contains(value)
  }
}
