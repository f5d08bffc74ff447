import Dispatch
import Synchronization

/// Lets go of large values on a thread of its own, so that freeing them is not on the way.
///
/// Once every run is evaluated, the rest of an audit — merging, sorting, writing the reports —
/// is on one thread while the other cores wait; freeing the scenario, its plans, the merger's
/// tables and the sort keys there cost a fifth of that time. Handed here, they are freed
/// beside it, in the order handed. Nothing of a value is read after it is handed over, so
/// output never depends on when it is freed.
///
/// A program that exits once its audit is done (the `navaudit` command) can say so
/// (``exitsAfterWork()``): what is let go of at the end of the work is then kept until the
/// process exits, which gives all its memory back at once, instead of being freed piece by
/// piece beside the last of the work. Other programs get everything freed.
public enum Disposal {
  private static let queue = DispatchQueue(label: "navaudit.disposal", qos: .utility)
  private static let exits = Atomic<Bool>(false)
  private static let kept = Mutex<[any Sendable]>([])

  /// Frees `value` on the disposal thread.
  ///
  /// The value is moved into a holder that the disposal thread empties: letting go of the
  /// block's reference there would not be enough, because the block may run, and drop its
  /// reference, before the caller has dropped its own — and then the caller frees the value.
  public static func release<Value: Sendable>(_ value: consuming Value) {
    let held = Held(value)
    queue.async { held.empty() }
  }

  /// Lets go of `value`, which is one of the last things the work frees: kept until the
  /// process exits when the program said it exits after the work, freed as by
  /// ``release(_:)`` otherwise.
  public static func releaseAtEnd<Value: Sendable>(_ value: consuming Value) {
    if exits.load(ordering: .relaxed) {
      keepUntilExit(value)
    } else {
      release(value)
    }
  }

  /// Says that the process exits as soon as its work is done (``releaseAtEnd(_:)``).
  public static func exitsAfterWork() {
    exits.store(true, ordering: .relaxed)
  }

  /// Keeps `value` alive until the process exits, for a program that is about to.
  public static func keepUntilExit<Value: Sendable>(_ value: consuming Value) {
    let value: any Sendable = value
    kept.withLock { $0.append(value) }
  }

  /// A value until the disposal thread empties it.
  private final class Held<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: consuming Value) {
      self.value = Mutex(Optional(value))
    }

    /// Frees the value here, whoever lets go of the holder last.
    func empty() {
      let value = self.value.withLock { $0.take() }
      withExtendedLifetime(value) {}
    }
  }
}
