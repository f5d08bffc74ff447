import Diagnostics
import TestSupport
import Testing

@testable import Navigation

/// The loader reads the screens of a large file while the composer waits for libyaml
/// (``ScreenPrereader``), and replays what reading them did when the parser comes to
/// `screens:`. These tests hold it to the parser reading every screen itself: the same
/// scenario, and the same errors in the same order, screen errors and flow errors alike.
@Suite("Screen prereader")
struct ScreenPrereaderTests {
  /// Texts whose screens the parser reads in every way it can: good and bad fields, names
  /// written twice, a field after an empty screen, aliases, keys that are no names, values
  /// too long, a node budget spent, `screens:` twice, last, or no mapping.
  static let texts: [String] = [
    "format: 1\nscreens:\n  a: { title: A }\n  b: { title: B, segues: { s: { kind: show, destination: a } } }\n"
      + "flows:\n  - name: f\n    root: { navigation: [a] }\n    steps: [push: b, segue: s, push: nope]\n",
    "format: 1\nscreens:\n  a: { titel: A }\n  b: { backButtonDisplayMode: minimalist }\n  c: { hidesBackButton: 3 }\n"
      + "  d: { navigation: [a, missing] }\n  e: { segues: { s: { kind: show, destination: gone } } }\n"
      + "flows:\n  - name: f\n    root: { navigation: [a] }\n    steps: [push: x, segue: s, pushh: a]\n"
      + "  - name: f\n    root: { tabs: [a, zz] }\n",
    "format: 1\nscreens:\n  a:\n  title: x\n  b: {}\nflows:\n  - name: f\n    root: { navigation: [title] }\n",
    "format: 1\nscreens:\n  a:\n  title: x\n  title: y\n",
    "format: 1\nscreens:\n  a: { title: A }\n  !x a: { title: B }\n  b: { titel: C }\n",
    "format: 1\nscreens:\n  a:\n  title: x\n  !x title: y\n  c: {}\n",
    "format: 1\nscreens:\n  a: &s { titel: A, segues: { s: { kind: show, destination: q } } }\n  b: *s\n  c: *s\n",
    "format: 1\nscreens:\n  a: {}\n  ? [k]\n  : {}\n  b: { titel: B }\n",
    "format: 1\nscreens:\n  a: { titel: A }\n  b: { title: \(String(repeating: "x", count: 5_000)) }\n",
    "format: 1\nscreens:\n  a: { titel: A }\n  \(String(repeating: "k", count: 5_000)): {}\n",
    "format: 1\nscreens:\n  a: { titel: A }\nscreens: { b: {} }\n",
    "format: 1\nscreens: nope\n!x screens: { a: { titel: A } }\n",
    "format: 1\n!x screens: { a: { titel: A } }\nscreens: { b: { titel: B } }\n",
    "format: 1\nflows:\n  - name: f\n    root: { navigation: [a] }\n    steps: [push: b]\nscreens:\n  a: { titel: A }\n",
    "format: 1\nscreens: [a, b]\n", "format: 1\nscreens:\n", "format: 1\nscreens: {}\n",
    "format: 1\nscreens:\n  a: { title: { key: k, args: [1, { int: x }] } }\n  b: { tabs: [a], selectedIndex: 4 }\n"
      + "  c: { navigationBarHidden: true }\n  d: { storyboardReference: { bundle: x } }\n  e: 12\n  f: []\n",
    Self.bomb(screensFirst: true), Self.bomb(screensFirst: false),
  ]

  @Test(arguments: texts)
  func readsAsTheParser(_ text: String) {
    Self.compare(text, modes: [.always, .whileWaiting])
  }

  /// Random scenarios of good and bad screens and flows, each read ahead screen by screen.
  @Test func randomScenariosReadAsTheParser() {
    var random = SplitMix64(seed: 14)
    for round in 0..<300 {
      Self.compare(
        Self.randomScenario(&random, screens: 1 + random.next(below: 40), repeats: round % 3 == 0), modes: [.always])
    }
  }

  /// A file large enough to be read on libyaml's thread, with mistakes among its first and
  /// last screens and in its flows: the screens are read while the composer waits.
  @Test func largeFilesReadAsTheParser() {
    var random = SplitMix64(seed: 26)
    for (screens, repeats) in [(2_500, false), (6_000, false), (3_000, true)] {
      let text = Self.randomScenario(&random, screens: screens, repeats: repeats)
      #expect(text.utf8.count >= 64 << 10)
      Self.compare(text, modes: [.whileWaiting, .always])
    }
  }

  /// A screen of one title and a `push:` step are read directly
  /// (``ScenarioReading/direct``): the same scenario, errors and node budget as the
  /// general reading, for every shape of screen and step.
  @Test func titlesReadDirectlyAsInGeneral() {
    var random = SplitMix64(seed: 41)
    var texts = Self.texts
    texts.append(Self.bomb(screensFirst: false).replacingTitels())
    for round in 0..<200 {
      texts.append(Self.randomScenario(&random, screens: 1 + random.next(below: 40), repeats: round % 4 == 0))
    }
    for text in texts {
      // Texts the composer refuses are never parsed.
      guard let tree = try? YAMLComposer.compose(text), let root = tree.root else { continue }
      var scenarios: [Scenario?] = []
      var results: [String] = []
      for direct in [false, true] {
        let document = YAMLNode.Document(path: "s.yaml", tree: tree)
        let parser = ScenarioParser(path: "s.yaml", reading: ScenarioReading(ahead: .never, direct: direct))
        var thrown = ""
        do throws(ScenarioError) {
          scenarios.append(try parser.scenario(YAMLNode(index: root, document: document)))
        } catch {
          scenarios.append(nil)
          thrown = error.description
        }
        results.append(
          ([thrown] + document.errors.found.map(\.description) + ["\(document.remaining)"]).joined(separator: "\n"))
      }
      #expect(scenarios[0] == scenarios[1], "\(text.prefix(300).debugDescription)")
      #expect(results[0] == results[1], "\(text.prefix(300).debugDescription)")
    }
  }

  /// Every screen of a file is read ahead, by the time the composer is done: none is left
  /// to the parser, which replays them all.
  @Test(arguments: [ScenarioReading.Ahead.always, .whileWaiting])
  func readsEveryScreenAhead(_ ahead: ScenarioReading.Ahead) throws {
    var random = SplitMix64(seed: 3)
    var text = "format: 1\nscreens:\n"
    for index in 0..<3_000 { text += "  s\(index): { title: \"Screen \(index) \(random.next(below: 1_000))\" }\n" }
    text += "flows:\n  - name: f\n    root: { navigation: [s0] }\n    steps: [push: s1]\n"
    let prereader = try #require(
      ScreenPrereader(path: "s.yaml", bytes: text.utf8.count, reading: ScenarioReading(ahead: ahead)))
    let tree = try YAMLComposer.compose(text, concurrently: true, reader: prereader.entryReader) { true }
    #expect(tree?.root != nil)
    #expect(prereader.count == 3_000)
  }

  /// The composer takes the names of screens all read ahead as distinct, without a set of
  /// them (``YAMLComposer/EntryReader/read``): a file that repeats a name (the same text, or
  /// text `String` compares equal) is refused as it is without reading ahead, and the
  /// mappings known to have distinct keys are the same.
  @Test func repeatedNamesAreRefusedAsWithoutReadingAhead() {
    var random = SplitMix64(seed: 8)
    let again: [(name: String, first: String?)] = [
      ("s0", nil), ("s17", "s17"), ("s2999", "s2999"), ("caf\u{E9}", "cafe\u{301}"), ("x", "!x x"), ("s5", "? s5"),
    ]
    for (index, (name, first)) in again.enumerated() {
      var lines = (0..<3_000).map { "  s\($0): { title: \"Screen \($0) \(random.next(below: 1_000))\" }\n" }
      // The first writing of the name, then a repeat of it later in the file (or none).
      if let first {
        let position = random.next(below: lines.count)
        lines.insert("  \(first): { title: First }\n", at: position)
        lines.insert("  \(name): { title: Again }\n", at: position + 1 + random.next(below: lines.count - position))
      }
      let text = "format: 1\nscreens:\n" + lines.joined() + "flows:\n  - name: f\n    root: { navigation: [s0] }\n"
      func outcome(_ ahead: ScenarioReading.Ahead) -> String {
        let prereader = ScreenPrereader(path: "s.yaml", bytes: text.utf8.count, reading: ScenarioReading(ahead: ahead))
        do throws(YAMLComposer.Failure) {
          let tree = try YAMLComposer.compose(text, concurrently: true, reader: prereader?.entryReader) { true }
          return "\(tree?.distinctKeyMappings.sorted() ?? [])"
        } catch {
          return "\(error)"
        }
      }
      let expected = outcome(.never)
      let repeats = first != nil && first != "!x x"
      // Without a repeat the mapping of screens has distinct keys (unless two texts are equal).
      #expect(
        repeats ? expected.hasPrefix("duplicateKeys") : expected.hasPrefix("[") && (first != nil || expected != "[]"),
        "\(index)")
      for ahead in [ScenarioReading.Ahead.whileWaiting, .always] {
        #expect(outcome(ahead) == expected, "\(index) \(ahead)")
      }
    }
  }

  private static func compare(
    _ text: String, modes: [ScenarioReading.Ahead], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var expectedErrors = InputErrors()
    let expected = ScenarioLoader.parse(
      text, path: "s.yaml", reading: ScenarioReading(ahead: .never), recordingInto: &expectedErrors)
    for mode in modes {
      var errors = InputErrors()
      let scenario = ScenarioLoader.parse(
        text, path: "s.yaml", reading: ScenarioReading(ahead: mode), recordingInto: &errors)
      #expect(scenario == expected, "\(mode) \(text.prefix(300).debugDescription)", sourceLocation: sourceLocation)
      // The first error that differs, rather than two lists of thousands.
      let found = errors.found.map(\.description)
      let wanted = expectedErrors.found.map(\.description)
      let first =
        zip(found, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(found.count, wanted.count)
      #expect(
        found.count == wanted.count && first == found.count,
        "\(mode): error \(first) of \(found.count) is \(found.dropFirst(first).first ?? "none"), not \(wanted.dropFirst(first).first ?? "none")",
        sourceLocation: sourceLocation)
    }
  }

  /// Screens that spend the node budget through aliases, before or after good screens.
  private static func bomb(screensFirst: Bool) -> String {
    var text = "format: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<8 {
      text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    let bombs = (0..<3).map { "  b\($0): { unwindActions: *a7 }\n" }.joined()
    let good = (0..<5).map { "  g\($0): { titel: G }\n" }.joined()
    return text + "screens:\n" + (screensFirst ? bombs + good : good + bombs)
  }

  /// Screens as the parser meets them in scenarios: plain, with mistakes, with segues and
  /// containers naming screens that may not exist; `%` is the screen's number.
  private static let screenShapes = [
    "{ title: \"Screen %\" }", "{ title: T, prompt: P }", "{ titel: typo }", "{ hidesBackButton: maybe }",
    "{ backButtonDisplayMode: minimal }", "{ backButtonDisplayMode: tiny }", "", "{}", "[]", "plain",
    "{ segues: { go%: { kind: show, destination: s0 } } }",
    "{ segues: { bad%: { kind: show, destination: nowhere } } }",
    "{ segues: { x%: { kind: teleport } } }", "{ navigation: [s0, s1] }", "{ navigation: [s0, ghost] }",
    "{ tabs: [s0], selectedIndex: 3 }", "{ navigationBarHidden: true }", "{ title: { key: k% } }",
    "{ title: { table: t } }", "{ rightBarButtonItems: [ { systemItem: edit }, { systemItem: nope } ] }",
    "{ leftBarButtonItems: 3 }", "{ title: !!str % }", "{ !x title: T }", "{ title: }", "{ title: [a] }",
    "{ \"title\": '%' }", "{ title: { key: k } }",
  ]

  /// A scenario of `screens` random screens (and a few names written as screen fields, and
  /// names written again when `repeats` is set) and flows that name good, missing and segue
  /// targets.
  private static func randomScenario(_ random: inout SplitMix64, screens: Int, repeats: Bool) -> String {
    var text = "format: 1\nscreens:\n"
    // Names the composer lets through once each: a screen field, and names written again
    // with another tag (which the parser reports and skips).
    var written: Set<String> = []
    for index in 0..<screens {
      let roll = random.next(below: 100)
      var name = "s\(index)"
      if roll < 2 {
        name = ["title", "prompt", repeats ? "!x title" : "segues"][random.next(below: 3)]
      } else if roll < 4, repeats {
        name = "!x s\(random.next(below: max(1, index)))"
      }
      if !written.insert(name).inserted { name = "s\(index)" }
      let shape =
        roll < 70 && screens > 100
        ? "{ title: \"Screen \(index)\" }"
        : screenShapes[random.next(below: screenShapes.count)].split(separator: "%", omittingEmptySubsequences: false)
          .joined(separator: "\(index)")
      text += "  \(name): \(shape)\n"
    }
    text += "flows:\n"
    for flow in 0..<max(1, screens / 50) {
      text +=
        "  - name: f\(flow % 7 == 6 ? 0 : flow)\n    root: { navigation: [s\(random.next(below: screens))] }\n    steps:\n"
      for _ in 0..<(1 + random.next(below: 12)) {
        switch random.next(below: 6) {
        case 0: text += "      - push: missing\(random.next(below: 3))\n"
        case 1: text += "      - segue: go\(random.next(below: screens))\n"
        case 2:
          text +=
            "      - \(["pop", "push:", "push: !!str 3", "push: [a]", "\"push\": s0", "!x push: s1", "pushh: s0"].randomElement(using: &random) ?? "pop")\n"
        default: text += "      - push: s\(random.next(below: screens))\n"
        }
      }
    }
    return text
  }
}

extension String {
  /// The text with its misspelt `titel:` fields spelt right.
  fileprivate func replacingTitels() -> String {
    split(separator: "titel:", omittingEmptySubsequences: false).joined(separator: "title:")
  }
}
