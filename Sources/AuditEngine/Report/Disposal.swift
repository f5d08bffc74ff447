import Dispatch
import Synchronization

/// Lets go of large values on a thread of its own, so that freeing them is not on the way.
///
/// Once every run is evaluated, the rest of an audit — merging, sorting, writing the reports —
/// is on one thread while the other cores wait; freeing the scenario, its plans, the merger's
/// tables and the sort keys there cost a fifth of that time. Handed here, they are freed
/// beside it, in the order handed. Nothing of a value is read after it is handed over, so
/// output never depends on when it is freed.
public enum Disposal {
  private static let queue = DispatchQueue(label: "navaudit.disposal", qos: .utility)

  /// Frees `value` on the disposal thread.
  ///
  /// The value is moved into a holder that the disposal thread empties: letting go of the
  /// block's reference there would not be enough, because the block may run, and drop its
  /// reference, before the caller has dropped its own — and then the caller frees the value.
  public static func release<Value: Sendable>(_ value: consuming Value) {
    let held = Held(value)
    queue.async { held.empty() }
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
