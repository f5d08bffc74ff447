import Dispatch

/// Lets go of large values on a thread of its own, so that freeing them is not on the way.
///
/// Once every run is evaluated, the rest of an audit — merging, sorting, writing the reports —
/// is on one thread while the other cores wait; freeing the scenario, its plans, the merger's
/// tables and the sort keys there cost a fifth of that time. Handed here, they are freed
/// beside it, in the order handed. Nothing of a value is read after it is handed over, so
/// output never depends on when it is freed.
public enum Disposal {
  private static let queue = DispatchQueue(label: "navaudit.disposal", qos: .utility)

  /// Frees `value` (its last reference) on the disposal thread: the block holds it, and
  /// the block is let go of there once it has run.
  public static func release<Value: Sendable>(_ value: consuming Value) {
    let held = value
    queue.async { withExtendedLifetime(held) {} }
  }
}
