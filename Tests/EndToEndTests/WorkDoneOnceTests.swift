import Navigation
import Testing
import TextLayout
import Traits

@testable import AuditEngine

/// Work that is done once however deep a flow goes: a bar is evaluated once per run for what
/// decides it (its top and back screens, the bar's options, the geometry), so that a step's
/// cache key costs the same at any depth and a push deep in a flow is not a new kind of work.
@Suite("Work done once")
struct WorkDoneOnceTests {
  static func scenario() throws -> Scenario {
    var text = "format: 1\nscreens:\n"
    for index in 0..<5 { text += "  s\(index): { title: \"Screen \(index)\" }\n" }
    text += "  s5: { title: \"Screen 5\", largeTitleDisplayMode: never }\n"
    text += "flows:\n  - name: f\n    root: { navigation: [s0] }\n    steps:\n"
    for index in 1..<6 { text += "      - push: s\(index)\n" }
    return try ScenarioLoader.parse(text, path: "work.navaudit.yaml")
  }

  static func key(_ stack: [String], largeTitles: Bool = false) throws -> RunEvaluator.BarKey {
    let geometry = DeviceCatalog.defaultSet[1].geometry(.portrait)
    return RunEvaluator.BarKey(
      NavigationContext(stack: ScreenStack(stack), host: .navigationController, prefersLargeTitles: largeTitles),
      scenario: try scenario(), geometry: geometry, column: .main, system: [])
  }

  /// Screens below the back item do not decide the bar: the same evaluation is reused.
  @Test func aBarIsKeyedByItsTopAndBackScreensOnly() throws {
    #expect(try Self.key(["s0", "s1", "s2"]) == Self.key(["s3", "s4", "s1", "s2"]))
    #expect(try Self.key(Array(repeating: "s0", count: 5_000) + ["s1", "s2"]) == Self.key(["s1", "s2"]))
    #expect(try Self.key(["s0", "s1", "s2"]) != Self.key(["s0", "s3", "s2"]))
    #expect(try Self.key(["s0", "s1", "s2"]) != Self.key(["s0", "s1", "s3"]))
    #expect(try Self.key(["s2"]) != Self.key(["s1", "s2"]))
  }

  /// Whether the large title shows depends on every screen of the stack: it stays in the key.
  @Test func theLargeTitleStateStaysInTheKey() throws {
    #expect(try Self.key(["s0", "s1"], largeTitles: true) != Self.key(["s0", "s1"], largeTitles: false))
    #expect(try Self.key(["s0", "s1"], largeTitles: true).largeTitle)
    // A screen below that says `never` turns the large title off for the whole stack.
    #expect(try Self.key(["s5", "s0", "s1"], largeTitles: true).largeTitle == false)
  }
}
