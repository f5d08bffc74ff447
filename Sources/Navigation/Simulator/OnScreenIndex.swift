import Synchronization

/// The screens on the stacks of one simulation's state, followed from step to step, so that
/// a push asks whether its screen is already on screen in constant time.
///
/// Asking each stack would walk it: a flow of n pushes would compare n²/2 names. The index
/// keeps a count per screen and, at each question, takes in only what the stacks changed
/// since the last one (``ScreenStack/screens(above:)``): a push or a pop costs one name.
/// One index serves one simulation, which asks from one thread; the lock keeps it sound.
final class OnScreenIndex: Sendable {
  private struct Counts {
    /// The stacks counted: each context's, then each of its tabs'.
    var stacks: [ScreenStack] = []
    var counts: [String: Int] = [:]

    mutating func follow(_ now: [ScreenStack]) {
      for (index, stack) in now.enumerated() {
        let before = index < stacks.count ? stacks[index] : ScreenStack()
        for screen in before.screens(above: stack) { remove(screen) }
        for screen in stack.screens(above: before) { counts[screen, default: 0] += 1 }
      }
      for gone in stacks.dropFirst(now.count) {
        for screen in gone { remove(screen) }
      }
      stacks = now
    }

    private mutating func remove(_ screen: String) {
      let left = (counts[screen] ?? 0) - 1
      counts[screen] = left > 0 ? left : nil
    }
  }

  private let state = Mutex(Counts())

  /// Whether one of `screens` is on a stack of `navigation`: a context's or one of its tabs'.
  func stacksHold(any screens: [String], in navigation: NavigationState) -> Bool {
    let stacks = navigation.contexts.flatMap { context in
      [context.stack] + (context.tabs?.tabs.map(\.stack) ?? [])
    }
    return state.withLock { counts in
      counts.follow(stacks)
      return screens.contains { counts.counts[$0] != nil }
    }
  }
}
