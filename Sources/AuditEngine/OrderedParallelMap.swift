import Dispatch
import Foundation
import Synchronization

/// Maps a list on several threads and returns the results in the input order, so the
/// output never depends on how many threads ran.
public enum OrderedParallelMap {
  /// The number of threads to use for a `--jobs` value: every core when none was asked
  /// for, at least one. One rule for the audit and for the reports that encode in parallel.
  public static func threads(_ requested: Int?) -> Int {
    max(1, requested ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// `transform` applied to each element by up to `workers` threads, in input order.
  /// `progress` hears (done, total) after each element; the first error in input order is
  /// rethrown. The work loop is ``forEach(_:workers:window:progress:_:consume:)``'s, with
  /// every result allowed to wait, as all are kept.
  public static func map<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], workers: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
    _ transform: @escaping @Sendable (Element) throws -> Mapped
  ) throws -> [Mapped] {
    var results: [Mapped] = []
    results.reserveCapacity(elements.count)
    try forEach(elements, workers: workers, window: elements.count, progress: progress, transform) {
      results.append($0)
    }
    return results
  }
}

/// An element no worker mapped (cannot happen unless the work loop is broken).
public enum OrderedParallelMapError: Error, CustomStringConvertible {
  case missing(Int)

  public var description: String {
    switch self {
    case .missing(let index): "internal error: element \(index) was not processed"
    }
  }
}

extension OrderedParallelMap {
  /// `transform` applied to each element by up to `workers` threads, each result handed to
  /// `consume` on the calling thread in input order as soon as every earlier one has been.
  ///
  /// Memory does not grow with the list: a worker takes a new element only while fewer than
  /// `window` results are being computed or waiting for their turn, so a slow consumer makes
  /// the workers wait instead of piling results up. The first error in input order (of
  /// `transform` or of `consume`) stops the work and is rethrown once every worker has
  /// stopped; `consume` has then seen exactly the results before it. `consume` owns each
  /// result, holding the only reference this function made: it may hand it on (to be freed
  /// elsewhere) instead of letting it go here.
  ///
  /// - Parameters:
  ///   - window: the most results alive at once; at least `workers` (smaller values are
  ///     raised to it) so every worker can be busy.
  ///   - progress: hears (done, total) after each element is computed, from any thread.
  public static func forEach<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], workers: Int, window: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
    _ transform: @escaping @Sendable (Element) throws -> Mapped, consume: (consuming Mapped) throws -> Void
  ) throws {
    guard !elements.isEmpty else { return }
    let workerCount = max(1, min(workers, elements.count))
    let window = max(window, workerCount)
    let shared = Window<Mapped>(window: window)
    // Threads of their own, not the shared pools: the calling thread waits for results, and a
    // pool as wide as the cores, one of them the caller's, would leave a worker idle.
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<workerCount {
      let thread = Thread {
        defer { finished.signal() }
        while true {
          shared.permits.wait()
          let index = shared.state.withLock { state -> Int? in
            guard !state.stopped, state.next < elements.count else { return nil }
            defer { state.next += 1 }
            return state.next
          }
          guard let index else {
            // Hand the permit on, so that every other worker also sees the end.
            shared.permits.signal()
            return
          }
          // Moved into its slot: no copy stays with the worker while the consumer has it.
          var result: Result<Mapped, any Error>? = Result { try transform(elements[index]) }
          let done = shared.state.withLock { state -> Int in
            state.slots[index] = result.take()
            state.done += 1
            return state.done
          }
          shared.stored.signal()
          progress?(done, elements.count)
        }
      }
      thread.stackSize = Self.workerStackSize
      thread.start()
    }
    var failure: (any Error)?
    for index in elements.indices {
      var result: Result<Mapped, any Error>?
      while result == nil {
        result = shared.state.withLock { $0.slots.removeValue(forKey: index) }
        if result == nil { shared.stored.wait() }
      }
      do {
        // Moved out, never copied: `consume` holds the only reference to the result, so
        // that one it hands on is freed where it is handed (``Disposal``), not on this
        // thread when a copy left here is let go of last.
        guard let taken = result.take() else { throw OrderedParallelMapError.missing(index) }
        switch consume taken {
        case .success(let value): try consume(consume value)
        case .failure(let error): throw error
        }
        shared.permits.signal()
      } catch {
        failure = error
        break
      }
    }
    if failure != nil {
      shared.state.withLock { $0.stopped = true }
      // Wake every worker waiting for a permit; each sees the stop and ends.
      for _ in 0..<workerCount { shared.permits.signal() }
    }
    for _ in 0..<workerCount { finished.wait() }
    // libdispatch traps when a semaphore is freed below its initial value: give back every
    // permit a stopped worker or an unconsumed result still holds.
    for _ in 0..<window { shared.permits.signal() }
    if let failure { throw failure }
  }
}

extension OrderedParallelMap {
  /// The stack of a worker thread: a main thread's, as the evaluation's recursion expects.
  static let workerStackSize = 8 << 20
}

/// What the workers of ``OrderedParallelMap/forEach(_:workers:window:progress:_:consume:)``
/// and its consumer share.
private final class Window<Mapped: Sendable>: Sendable {
  /// Results not yet consumed, the next element to take, and whether to stop.
  struct State {
    var slots: [Int: Result<Mapped, any Error>] = [:]
    var next = 0
    var done = 0
    var stopped = false
  }

  let state = Mutex(State())
  /// One permit per result that may be alive; the consumer gives one back per result it takes.
  let permits: DispatchSemaphore
  /// Signalled once per result stored.
  let stored = DispatchSemaphore(value: 0)

  init(window: Int) {
    permits = DispatchSemaphore(value: window)
  }
}
