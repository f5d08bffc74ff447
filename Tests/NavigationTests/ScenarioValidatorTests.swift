import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Navigation

/// The validator checks the screens the parser found naming others (segues, containers) as
/// it read them; these tests hold that list to the straightforward one, found by visiting
/// every screen of the scenario after reading.
@Suite("Scenario validator")
struct ScenarioValidatorTests {
  /// The pieces of a screen: plain ones, ones that name screens, and mistakes that leave a
  /// screen incomplete (kept with what was read) or replace it with an empty one.
  static let screenBodies = [
    "{ title: T }", "", "{ segues: { go: { kind: show, destination: DEST } } }", "{ navigation: [s0, DEST] }",
    "{ tabs: [DEST] }", "{ bar: [DEST] }", "{ screen: DEST }", "{ split: { primary: DEST } }",
    "{ navigation: { stack: [DEST], navigationBarHidden: maybe } }",
    "{ segues: { go: { kind: show, destination: DEST } }, titel: typo }",
    "{ tabs: [DEST], selectedIndex: 7 }", "{ navigation: [DEST], selectedIndex: 0 }",
    "{ segues: { go: { kind: show } } }", "{ title: { key: k }, navigation: [DEST] }",
  ]

  /// The errors of `text` when the validator is given the parser's list, and when it finds
  /// the screens itself; nil when the text does not parse to a scenario.
  static func errors(_ text: String) throws -> (parsed: [String], scanned: [String], declaring: [String])? {
    let tree = try YAMLComposer.compose(text)
    guard let root = tree.root else { return nil }
    let document = YAMLNode.Document(path: "v.yaml", tree: tree)
    guard let scenario = try? ScenarioParser(path: "v.yaml").scenario(YAMLNode(index: root, document: document)) else {
      return nil
    }
    var parsed = InputErrors()
    ScenarioValidator.validate(
      scenario, declaring: document.declaringScreens, incompleteScreens: document.incompleteScreens, into: &parsed)
    var scanned = InputErrors()
    ScenarioValidator.validate(scenario, incompleteScreens: document.incompleteScreens, into: &scanned)
    func lines(_ errors: InputErrors) -> [String] { errors.found.map { "\($0.location): \($0.message)" } }
    return (lines(parsed), lines(scanned), document.declaringScreens)
  }

  @Test func theParsersListOfScreensGivesTheErrorsOfAScan() throws {
    var random = SplitMix64(seed: 9)
    var declaringSeen = 0
    for _ in 0..<400 {
      let count = Int(random.next() % 30) + 1
      var lines = ["format: 1", "screens:"]
      for index in 0..<count {
        let destination = random.next() % 3 == 0 ? "missing\(index)" : "s\(random.next() % UInt64(count))"
        let body = random.pick(Self.screenBodies).replacingOccurrences(of: "DEST", with: destination)
        lines.append("  s\(index): \(body)")
      }
      lines += [
        "flows:", "  - name: f", "    root: { navigation: [s0] }",
        "    steps: [push: s\(random.next() % UInt64(count + 3)), segue: go, segue: og]",
      ]
      guard let result = try Self.errors(lines.joined(separator: "\n") + "\n") else { continue }
      #expect(result.parsed == result.scanned, "\(lines.joined(separator: "\n"))")
      declaringSeen += result.declaring.count
    }
    #expect(declaringSeen > 400)
  }
}
