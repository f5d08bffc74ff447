import Synchronization

/// The screens on the stacks of one simulation's state, followed from step to step, so that
/// a push asks whether its screen is already on screen in constant time.
///
/// Asking each stack would walk it: a flow of n pushes would compare n²/2 names. The index
/// keeps a count per screen and, at each question, takes in only what the stacks changed
/// since the last one (``ScreenStack/screens(above:)``): a push or a pop costs one name.
/// One index serves one simulation, which asks from one thread; the lock keeps it sound.
///
/// A screen that leaves every stack keeps a count of zero: the keys are every screen the
/// stacks have held, which is what a simulation that lists the screens it shows needs.
final class OnScreenIndex: Sendable {
  private struct Counts {
    /// The stacks counted: each context's, then each of its tabs'.
    var stacks: [ScreenStack] = []
    /// How many of the stacks hold each screen they have ever held.
    var counts: [String: Int] = [:]

    /// Takes in what the stacks of `navigation` changed since the last call.
    mutating func follow(_ navigation: NavigationState) {
      var index = 0
      // Each context's stack and tabs are read in place: a copy of a whole context (its
      // bar style, presentation, split view) would be made at every step of every flow.
      for context in navigation.contexts.indices {
        follow(navigation.contexts[context].stack, at: index)
        index += 1
        if let tabs = navigation.contexts[context].tabs {
          for tab in tabs.tabs.indices {
            follow(tabs.tabs[tab].stack, at: index)
            index += 1
          }
        }
      }
      while stacks.count > index {
        for screen in stacks.removeLast() { remove(screen) }
      }
    }

    /// Takes in stack number `index` as it is now.
    private mutating func follow(_ stack: ScreenStack, at index: Int) {
      guard index < stacks.count else {
        stack.forEachScreen(above: ScreenStack()) { counts[$0, default: 0] += 1 }
        stacks.append(stack)
        return
      }
      // Asked again with nothing changed (a push asks before the step, the listing after):
      // nothing to walk, and no stack to replace.
      if stacks[index].isSameStack(as: stack) { return }
      // One screen pushed, the step of most flows: only it is new, and nothing left.
      if let pushed = stack.pushedScreen(onto: stacks[index]) {
        counts[pushed, default: 0] += 1
        stacks[index] = stack
        return
      }
      let before = stacks[index]
      before.forEachScreen(above: stack) { remove($0) }
      stack.forEachScreen(above: before) { counts[$0, default: 0] += 1 }
      stacks[index] = stack
    }

    private mutating func remove(_ screen: String) {
      guard let index = counts.index(forKey: screen) else { return }
      counts.values[index] = max(0, counts.values[index] - 1)
    }

    func holds(_ screen: String) -> Bool {
      (counts[screen] ?? 0) > 0
    }
  }

  private let state: Mutex<Counts>

  /// An index with room for `capacity` screens (the flow's steps and its root: a push
  /// adds one), so that it is not grown and rehashed step after step.
  init(capacity: Int = 0) {
    var counts = Counts()
    counts.counts.reserveCapacity(capacity)
    state = Mutex(counts)
  }

  /// Whether one of `screens` is on a stack of `navigation`: a context's or one of its tabs'.
  func stacksHold(any screens: [String], in navigation: NavigationState) -> Bool {
    state.withLock { counts in
      counts.follow(navigation)
      return screens.contains { counts.holds($0) }
    }
  }

  /// Whether `screen` is on a stack of `navigation`: the question of every push.
  func stacksHold(_ screen: String, in navigation: NavigationState) -> Bool {
    state.withLock { counts in
      counts.follow(navigation)
      return counts.holds(screen)
    }
  }

  /// Takes in the stacks of `navigation` without a question: a simulation that lists the
  /// screens it shows follows every step's.
  func follow(_ navigation: NavigationState) {
    state.withLock { $0.follow(navigation) }
  }

  /// Calls `body` with every screen a stack followed has held.
  func forEachScreenEverHeld(_ body: (String) -> Void) {
    state.withLock { counts in
      for screen in counts.counts.keys { body(screen) }
    }
  }
}
