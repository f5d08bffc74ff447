import Dispatch
import Synchronization

/// Maps a list on several threads and returns the results in the input order, so the
/// output never depends on how many threads ran.
public enum OrderedParallelMap {
  /// `transform` applied to each element by up to `workers` threads, in input order.
  /// `progress` hears (done, total) after each element; the first error is rethrown.
  public static func map<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], workers: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
    _ transform: @Sendable (Element) throws -> Mapped
  ) throws -> [Mapped] {
    let slots = Mutex<[Int: Result<Mapped, any Error>]>([:])
    let next = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: min(workers, max(1, elements.count))) { _ in
      while true {
        let index = next.withLock { value -> Int in
          defer { value += 1 }
          return value
        }
        guard index < elements.count else { return }
        let result = Result { try transform(elements[index]) }
        let done = slots.withLock { slots -> Int in
          slots[index] = result
          return slots.count
        }
        progress?(done, elements.count)
      }
    }
    let collected = slots.withLock { $0 }
    return try elements.indices.map { index in
      guard let result = collected[index] else { throw OrderedParallelMapError.missing(index) }
      return try result.get()
    }
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
