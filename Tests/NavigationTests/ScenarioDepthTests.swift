import Diagnostics
import Navigation
import Testing

/// Issue 10, defect 17: libyaml's nesting limit was reported where its scanner ran ahead
/// (1:1 for a line of `[`), not where the limit was passed. ``ScenarioLimits/maximumDepth``
/// is checked first, at the collection that goes one level deeper.
@Suite("Scenario nesting depth")
struct ScenarioDepthTests {
  static let limit = ScenarioLimits.maximumDepth

  static func error(_ yaml: String) -> ScenarioError? {
    do {
      _ = try ScenarioLoader.parse(yaml, path: "s.yaml")
      return nil
    } catch {
      return error.found.first as? ScenarioError
    }
  }

  static var depthMessage: String { "YAML nested deeper than \(limit) levels" }

  /// `screens` and `a` are two block levels, then `count` flow sequences.
  static func flow(_ count: Int) -> String {
    "format: 1\nscreens:\n  a: " + String(repeating: "[", count: count) + String(repeating: "]", count: count) + "\n"
  }

  @Test func flowNestingToTheLimitIsReadAndOneDeeperIsRefusedAtItsBracket() throws {
    for depth in [Self.limit - 1, Self.limit] {
      // Read to the end: the scenario is then refused for its shape, not its depth.
      let error = try #require(Self.error(Self.flow(depth - 2)))
      #expect(error.message != Self.depthMessage)
    }
    let error = try #require(Self.error(Self.flow(Self.limit - 1)))
    // The 255th "[" after "  a: " is the 257th level.
    #expect(error.description.hasPrefix("s.yaml:3:\(5 + Self.limit - 1): error: \(Self.depthMessage)\n"))
    #expect(!error.description.contains("yaml_"))
  }

  /// A large text is read by libyaml on a second thread while its depth is checked: the
  /// depth error is the same, wherever the deep part is, and nothing else is reported.
  @Test func aLargeTextIsRefusedForItsDepthAsASmallOne() throws {
    let screens = (0..<3_000).map { "  s\($0): { title: T\($0) }" }.joined(separator: "\n")
    let deep = String(repeating: "[", count: Self.limit + 10) + String(repeating: "]", count: Self.limit + 10)
    let texts = [
      (Self.flow(Self.limit - 1) + screens + "\n", 3, 5 + Self.limit - 1),
      ("format: 1\nscreens:\n" + screens + "\n  a: " + deep + "\n", 3_003, 5 + Self.limit - 1),
      // libyaml stops at its own limit first; the depth error is still the one reported.
      (
        "format: 1\nscreens:\n" + screens + "\n  a: " + String(repeating: "[", count: 2_000) + "\n", 3_003,
        5 + Self.limit - 1
      ),
    ]
    for (text, line, column) in texts {
      #expect(text.utf8.count >= 64 << 10)
      do {
        _ = try ScenarioLoader.parse(text, path: "s.yaml")
        Issue.record("a text too deep was read")
      } catch {
        #expect(error.found.count == 1)
        let first = try #require(error.found.first as? ScenarioError)
        #expect(first.message == Self.depthMessage)
        #expect(first.location == SourceLocation(path: "s.yaml", line: line, column: column))
      }
    }
  }

  /// Each key one level deeper than the one before: `k0` on line 3 is the third level.
  static func block(_ depth: Int) -> String {
    var yaml = "format: 1\nscreens:\n"
    for level in 0..<(depth - 1) { yaml += String(repeating: "  ", count: level + 1) + "k\(level):\n" }
    return yaml
  }

  @Test func blockNestingToTheLimitIsReadAndOneDeeperIsRefusedAtItsKey() throws {
    for depth in [Self.limit - 1, Self.limit] {
      let error = try #require(Self.error(Self.block(depth)))
      #expect(error.message != Self.depthMessage)
    }
    let error = try #require(Self.error(Self.block(Self.limit + 1)))
    #expect(error.message == Self.depthMessage)
    // Level 257 is key k255, on line 258 at column 2 * 256 + 1.
    #expect(error.location == SourceLocation(path: "s.yaml", line: Self.limit + 2, column: 2 * Self.limit + 1))
  }

  @Test func flowOverLinesAndSequenceEntriesCount() throws {
    let lines = "format: 1\nscreens: " + String(repeating: "[\n", count: Self.limit) + "x\n"
    let error = try #require(Self.error(lines))
    #expect(error.location == SourceLocation(path: "s.yaml", line: Self.limit + 1, column: 1))
    // An entry one column deeper per line: the first is at the mapping's column, so the
    // entry with 256 spaces before it is level 257.
    let dashes = "format: 1\nscreens:\n" + (0...Self.limit).map { String(repeating: " ", count: $0) + "-\n" }.joined()
    let entries = try #require(Self.error(dashes))
    #expect(entries.location == SourceLocation(path: "s.yaml", line: Self.limit + 3, column: Self.limit + 1))
    let json =
      "{\"format\": 1, \"screens\": " + String(repeating: "{\"a\": ", count: Self.limit) + "1"
      + String(repeating: "}", count: Self.limit) + "}"
    let nested = try #require(Self.error(json))
    #expect(nested.message == Self.depthMessage)
    #expect(nested.location.line == 1)
  }

  @Test func bracketsInScalarsAndCommentsDoNotCount() throws {
    let deep = String(repeating: "[{", count: Self.limit)
    let yaml = """
      format: 1 # \(deep)
      screens:
        s0: { title: "\(deep) \\" \(deep)" }
        s1: { title: '\(deep) '' \(deep)' }
        s2:
          title: plain \(deep)
        s3:
          title: |
            \(deep)
              \(deep)
        s4: { title: "two
          lines \(deep)" }
      flows:
        - name: F
          root: { navigation: [s0] }
          steps: []

      """
    let scenario = try ScenarioLoader.parse(yaml, path: "s.yaml")
    #expect(scenario.screens.count == 5)
    guard case .literal(let plain, _)? = scenario.screens["s2"]?.title else {
      Issue.record("s2 has no literal title")
      return
    }
    #expect(plain == "plain \(deep)")
  }
}
