import Dispatch

/// A value computed on a Dispatch worker while the loading thread does other work, and
/// taken once it is needed.
///
/// Loading a large scenario is one thread's work (composing, parsing, validating) beside
/// libyaml's; once libyaml is done its core is free, and what the loading thread does not
/// depend on next (the depth scan, checking half of the flows) runs there.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchGroup()
  private let work: @Sendable () -> Value
  /// Written on the worker before it leaves `done`, read once `done` was waited for.
  private var result: Value?

  /// Starts `work` on a worker.
  init(_ work: @escaping @Sendable () -> Value) {
    self.work = work
    done.enter()
    DispatchQueue.global().async { [self] in
      result = work()
      done.leave()
    }
  }

  /// The value, once the worker is done.
  var value: Value {
    done.wait()
    // Always set by then; computed here rather than trapping, should it not be.
    return result ?? work()
  }
}
