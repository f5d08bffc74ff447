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

  /// Keys equal for a reused bar hash alike, though the hash reads only some of their fields.
  @Test func equalKeysHashAlike() throws {
    let keys = try [["s0", "s1", "s2"], ["s3", "s4", "s1", "s2"], ["s1", "s2"], ["s0", "s3", "s2"]].map {
      try Self.key($0)
    }
    #expect(keys[0].hashValue == keys[1].hashValue)
    #expect(keys[0].hashValue == keys[2].hashValue)
    #expect(Set(keys).count == 2)
  }

  /// Whether the large title shows depends on every screen of the stack: it stays in the key.
  @Test func theLargeTitleStateStaysInTheKey() throws {
    #expect(try Self.key(["s0", "s1"], largeTitles: true) != Self.key(["s0", "s1"], largeTitles: false))
    #expect(try Self.key(["s0", "s1"], largeTitles: true).largeTitle)
    // A screen below that says `never` turns the large title off for the whole stack.
    #expect(try Self.key(["s5", "s0", "s1"], largeTitles: true).largeTitle == false)
  }

  /// The large title worked out once per stack (``BarCache``) and from the top down gives
  /// what reading the whole stack from its root gives: the last screen that is not
  /// `automatic` decides, `never` hiding it.
  @Test func theLargeTitleOfEachStackIsWorkedOutOnce() throws {
    var text = "format: 1\nscreens:\n"
    let modes = ["automatic", "automatic", "automatic", "never", "always", "inline"]
    for (index, mode) in modes.enumerated() { text += "  m\(index): { largeTitleDisplayMode: \(mode) }\n" }
    text += "flows:\n  - name: f\n    root: { navigation: [m0] }\n    steps:\n      - push: m1\n"
    let scenario = try ScenarioLoader.parse(text, path: "large.navaudit.yaml")
    func wholeStack(_ stack: ScreenStack) -> Bool {
      var large = true
      for id in stack {
        switch scenario.screens[id]?.largeTitleDisplayMode ?? .automatic {
        case .automatic: break
        case .always, .inline: large = true
        case .never: large = false
        }
      }
      return large
    }
    let cache = BarCache()
    var stack: ScreenStack = ["m0"]
    var state: UInt64 = 7
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      if state >> 61 == 0, stack.count > 1 {
        stack.removeLast()
      } else {
        stack.append("m\((state >> 33) % UInt64(modes.count))")
      }
      let context = NavigationContext(stack: stack, host: .navigationController, prefersLargeTitles: true)
      #expect(cache.showsLargeTitle(context, in: scenario) == wholeStack(stack))
      #expect(BarEvaluator.showsLargeTitle(context, in: scenario) == wholeStack(stack))
      let plain = NavigationContext(stack: stack, host: .navigationController, prefersLargeTitles: false)
      #expect(!cache.showsLargeTitle(plain, in: scenario))
    }
  }
}
