import Synchronization

/// Values the command keeps until the process exits, instead of freeing them as it returns.
///
/// The process ends as soon as a command returns, and its memory goes back with it at once;
/// freeing an audit's tens of thousands of findings one by one first only delays the exit
/// (on a large audit, a fifth of the time after the last run is evaluated). Only the
/// command does this: the libraries free everything they make, for programs that go on.
enum ExitKeep {
  private static let kept = Mutex<[any Sendable]>([])

  /// Keeps `value` alive until the process exits.
  static func keep(_ value: some Sendable) {
    kept.withLock { $0.append(value) }
  }
}
