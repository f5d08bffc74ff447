import Dispatch
import Foundation
import Navigation
import TestSupport
import Testing

/// The shared navigation stack: the same answers as an array of screens, and consecutive
/// steps of a simulated flow share every screen they have in common.
@Suite("Screen stack")
struct ScreenStackTests {
  @Test func pushPopAndTheScreensNearTheTop() {
    var stack: ScreenStack = ["a", "b"]
    #expect(stack.count == 2 && stack.last == "b" && stack.belowLast == "a" && stack.first == "a")
    stack.append("c")
    #expect(Array(stack) == ["a", "b", "c"])
    #expect(stack.removeLast() == "c")
    #expect(stack == ["a", "b"])
    stack.removeSubrange(1...)
    #expect(stack == ["a"] && stack.belowLast == nil)
    stack.removeSubrange(0...)
    #expect(stack.isEmpty && stack.last == nil && stack.first == nil && stack == ScreenStack())
  }

  /// Random pushes, pops, cuts and replacements give what an array of screens gives.
  @Test func randomOperationsMatchAnArray() {
    var generator = SplitMix64(seed: 14)
    var stack = ScreenStack()
    var model: [String] = []
    var history: [(ScreenStack, [String])] = []
    for _ in 0..<3_000 {
      let name = "s\(generator.next() % 40)"
      switch generator.next() % 6 {
      case 0, 1, 2:
        stack.append(name)
        model.append(name)
      case 3 where !model.isEmpty:
        #expect(stack.removeLast() == model.removeLast())
      case 4:
        let kept = Int(generator.next() % UInt64(model.count + 1))
        stack.removeSubrange(kept...)
        model.removeSubrange(kept...)
      default:
        let screens = (0..<Int(generator.next() % 4)).map { "r\($0)" }
        stack = ScreenStack(screens)
        model = screens
      }
      #expect(Array(stack) == model)
      #expect(stack.count == model.count && stack.last == model.last && stack.first == model.first)
      #expect(stack.lastIndex(of: name) == model.lastIndex(of: name))
      #expect(stack.contains(name) == model.contains(name))
      #expect(stack.matches(model) && stack.reversed() == Array(model.reversed()))
      history.append((stack, model))
    }
    // Equality and hashing agree with the arrays', whether or not two stacks share nodes.
    for _ in 0..<2_000 {
      let (left, leftModel) = history[Int(generator.next() % UInt64(history.count))]
      let (right, rightModel) = history[Int(generator.next() % UInt64(history.count))]
      #expect((left == right) == (leftModel == rightModel))
      if left == right { #expect(left.hashValue == right.hashValue) }
      #expect(ScreenStack(leftModel) == left)
    }
  }

  /// What a stack has above the part it shares with another: a push is one screen, and
  /// stacks that share nothing are all new.
  @Test func theScreensAboveWhatTwoStacksShare() {
    let base: ScreenStack = ["a", "b", "c"]
    var pushed = base
    pushed.append("d")
    pushed.append("e")
    #expect(pushed.screens(above: base) == ["d", "e"])
    #expect(base.screens(above: pushed).isEmpty)
    var branch = base
    branch.removeLast()
    branch.append("x")
    #expect(branch.screens(above: pushed) == ["x"])
    #expect(pushed.screens(above: branch) == ["c", "d", "e"])
    // Equal names are not shared nodes.
    #expect(ScreenStack(["a", "b"]).screens(above: ["a", "b"]) == ["a", "b"])
  }

  /// The visitor that counting and collecting use sees the same screens, top first, and
  /// none when the stacks share everything.
  @Test func theScreensAboveAreVisitedTopFirst() {
    let base: ScreenStack = ["a", "b", "c"]
    var branch = base
    branch.removeLast()
    branch.append("x")
    branch.append("y")
    for (stack, other) in [(branch, base), (base, branch), (base, ScreenStack()), (base, base)] {
      var visited: [String] = []
      stack.forEachScreen(above: other) { visited.append($0) }
      #expect(visited == stack.screens(above: other).reversed())
    }
    var visited: [String] = []
    branch.forEachScreen(above: base) { visited.append($0) }
    #expect(visited == ["y", "x"])
  }

  /// A stack is the same as another only when it is its very nodes, and one pushed onto
  /// another only when it tops its very nodes: what lets a stack followed step to step skip
  /// the walk, which finds the same screens.
  @Test func theSameStackIsItsVeryNodes() {
    var generator = SplitMix64(seed: 11)
    var stacks: [ScreenStack] = [["a"], ScreenStack()]
    for _ in 0..<400 {
      var stack = stacks[Int(generator.next() % UInt64(stacks.count))]
      switch generator.next() % 3 {
      case 0: stack.append("s\(generator.next() % 5)")
      case 1: if !stack.isEmpty { stack.removeLast() }
      default: break
      }
      stacks.append(stack)
    }
    var same = 0
    for left in stacks.suffix(80) {
      for right in stacks.suffix(80) where left.isSameStack(as: right) {
        same += 1
        #expect(left == right)
        #expect(left.screens(above: right).isEmpty && right.screens(above: left).isEmpty)
      }
    }
    #expect(same > 80)
    // A screen pushed onto another stack is all it has above it, and the other has nothing
    // above it: what the walk finds.
    var pushes = 0
    for left in stacks.suffix(80) {
      for right in stacks.suffix(80) {
        let pushed = left.pushedScreen(onto: right)
        if let pushed {
          pushes += 1
          #expect(left.screens(above: right) == [pushed] && right.screens(above: left).isEmpty)
          #expect(left.last == pushed && left.count == right.count + 1)
        } else {
          #expect(left.screens(above: right).count != 1 || !right.screens(above: left).isEmpty)
        }
      }
    }
    #expect(pushes > 20)
    let base: ScreenStack = ["a", "b"]
    let copy = base
    #expect(base.isSameStack(as: copy) && ScreenStack().isSameStack(as: ScreenStack()))
    // Equal names are not the same nodes.
    #expect(!base.isSameStack(as: ["a", "b"]))
  }

  /// A stack encodes as the JSON array of its screens, so the report format is unchanged.
  @Test func itEncodesAsAnArrayOfScreens() throws {
    let encoder = JSONEncoder()
    let stack: ScreenStack = ["settings", "général", "a \"quoted\" id"]
    #expect(try encoder.encode(stack) == encoder.encode(Array(stack)))
    #expect(try JSONDecoder().decode(ScreenStack.self, from: encoder.encode(["x", "y"])) == ["x", "y"])
    #expect(try encoder.encode(ScreenStack()) == encoder.encode([String]()))
  }

  /// Each step of a flow of 10,000 steps shares the screens below with the step before:
  /// only the pushed screen is its own, so the flow holds 10,000 names, not 50 million.
  @Test func stepsOfADeepFlowShareTheirStacks() throws {
    let pushes = ScenarioLimits.maximumSteps - 1
    var yaml = "format: 1\nscreens:\n"
    for index in 0...pushes { yaml += "  s\(index): {}\n" }
    yaml += "flows:\n  - name: deep\n    root: { navigation: [s0] }\n    steps:\n"
    for index in 1...pushes { yaml += "      - push: s\(index)\n" }
    // The last step pushes a screen already on the stack: refused, as UIKit raises.
    yaml += "      - push: s17\n"
    let scenario = try ScenarioLoader.parse(yaml, path: "deep.yaml")
    let events = NavigationSimulator(scenario: scenario).simulate(try #require(scenario.flows.first))
    #expect(events.count == pushes + 2)
    for index in 1...pushes {
      #expect(events[index].state.stack.screens(above: events[index - 1].state.stack) == ["s\(index)"])
    }
    #expect(events[pushes].state.stack.count == pushes + 1)
    #expect(events[pushes + 1].notices.map(\.kind) == [.refused])
    #expect(events[pushes + 1].state.stack == events[pushes].state.stack)
  }

  /// Freeing a long stack on a worker thread does not recurse once per screen.
  @Test func aLongStackIsFreedOnAWorkerThread() async {
    let counts = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var stack = ScreenStack()
        for index in 0..<300_000 { stack.append("s\(index)") }
        let built = stack.count
        stack = ScreenStack()
        continuation.resume(returning: (built, stack.count))
      }
    }
    #expect(counts == (300_000, 0))
  }
}
