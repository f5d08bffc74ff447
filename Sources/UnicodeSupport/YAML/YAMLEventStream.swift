internal import CYAMLShims

/// The events of the first document of a YAML text, handed out as libyaml reads them on a
/// second thread, so that composing them overlaps with reading them.
///
/// On a large scenario libyaml takes about as long as everything the loader does with its
/// events before parsing the screens (checking the depth, composing the nodes); on two cores
/// the two now run side by side. The events, their order and the failure are those of
/// ``YAMLEvents``: the thread only publishes, every 1,024 events, how many are complete.
public final class YAMLEventStream {
  /// Texts shorter than this are read on the calling thread: a thread costs more than it saves.
  public static let concurrentBytes = 64 << 10
  /// The events a text read on libyaml's thread keeps at a time: a ring that stays in the
  /// cache (640 KiB), where an array of every event (9 MiB for the 1.35 MB workload) took a
  /// page fault every hundred events on one thread and cache misses on the other.
  public static let ringEvents = 1 << 14
  /// How often the reader tells libyaml's thread which ring slots are free again.
  private static let takenEvery = 1 << 10

  private let events: UnsafeMutableBufferPointer<cyaml_event>
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let result: UnsafeMutablePointer<cyaml_result>
  private var async: OpaquePointer?
  /// `position & mask` is the event's slot: the ring's size less one, or every bit (an array).
  private let mask: Int
  /// The number of events expected (for reserving space).
  public let expectedCount: Int
  /// The events that may be read, and the next one to read.
  private var available = 0
  private var position = 0
  private var done = false
  /// Set by ``stop()``: the reader wants no more events (nor the failure).
  private var stopped = false

  private init(eventCapacity: Int, byteCapacity: Int, ring: Bool = false, expectedCount: Int? = nil) {
    mask = ring ? eventCapacity - 1 : -1
    self.expectedCount = expectedCount ?? eventCapacity
    events = .allocate(capacity: eventCapacity)
    bytes = .allocate(capacity: byteCapacity)
    result = .allocate(capacity: 1)
    result.initialize(to: cyaml_result())
  }

  deinit {
    if let async { cyaml_async_finish(async, 1) }
    events.deallocate()
    bytes.deallocate()
    result.deallocate()
  }

  /// Reads the first document of `text` and calls `body` with its events, on a second
  /// thread when `concurrently` is set and the text is large.
  ///
  /// `body` may return before reading every event (a composer that found an undefined
  /// alias): reading goes on to the end all the same, since a failure past that point (out
  /// of memory, values too large) comes first. `body` may run twice: when the first buffers
  /// turn out too small, the text is read again with buffers of the sizes counted, and
  /// `body` is given every event again from the first.
  ///
  /// - Returns: what `body` returned, and the failure that stopped reading (nil when `body`
  ///   called ``stop()``).
  ///
  /// `ringEvents` (a power of two) is the size of the ring of events read on libyaml's
  /// thread (tests make it small).
  public static func read<Result>(
    _ text: String, concurrently: Bool, ringEvents: Int = ringEvents, _ body: (YAMLEventStream) -> Result
  ) -> (Result, YAMLEvents.Failure?) {
    var source = text
    return source.withUTF8 { read(utf8: $0, concurrently: concurrently, ringEvents: ringEvents, body) }
  }

  /// ``read(_:concurrently:_:)`` of a text's bytes, which need not be valid UTF-8: libyaml
  /// refuses bytes that are not (a reader error), so a file read need not be checked and
  /// copied into a `String` before its events are read.
  public static func read<Result>(
    utf8 bytes: [UInt8], concurrently: Bool, ringEvents: Int = ringEvents, _ body: (YAMLEventStream) -> Result
  ) -> (Result, YAMLEvents.Failure?) {
    bytes.withUnsafeBufferPointer { read(utf8: $0, concurrently: concurrently, ringEvents: ringEvents, body) }
  }

  private static func read<Result>(
    utf8: UnsafeBufferPointer<UInt8>, concurrently: Bool, ringEvents: Int, _ body: (YAMLEventStream) -> Result
  ) -> (Result, YAMLEvents.Failure?) {
    let length = utf8.count
    // As ``YAMLEvents``: about one event per seven bytes, values shorter than their source.
    var eventCapacity = length / 6 + 64
    var byteCapacity = length + 64
    if concurrently, length >= concurrentBytes {
      let ring = max(1, ringEvents)
      precondition(ring & (ring - 1) == 0, "the ring of events is a power of two")
      let stream = YAMLEventStream(
        eventCapacity: ring, byteCapacity: byteCapacity, ring: true, expectedCount: eventCapacity)
      stream.async = cyaml_async_start(
        utf8.baseAddress, Int64(length), stream.events.baseAddress, Int64(ring), stream.bytes.baseAddress,
        Int64(byteCapacity), stream.result)
      if let async = stream.async {
        let value = body(stream)
        stream.async = nil
        cyaml_async_finish(async, stream.stopped ? 1 : 0)
        if stream.stopped { return (value, nil) }
        let outcome = stream.result.pointee
        // The ring never runs out: only the bytes can.
        guard outcome.bytes > byteCapacity, !stream.refused(outcome) else {
          return (value, YAMLEvents.failure(outcome))
        }
        eventCapacity = max(eventCapacity, Int(outcome.events))
        byteCapacity = Int(outcome.bytes)
      }
    }
    // On this thread: read every event first (again with larger buffers when needed).
    while true {
      let stream = YAMLEventStream(eventCapacity: eventCapacity, byteCapacity: byteCapacity)
      cyaml_parse(
        utf8.baseAddress, Int64(length), stream.events.baseAddress, Int64(eventCapacity), stream.bytes.baseAddress,
        Int64(byteCapacity), stream.result)
      let outcome = stream.result.pointee
      if outcome.events > eventCapacity || outcome.bytes > byteCapacity, !stream.refused(outcome) {
        eventCapacity = Int(outcome.events)
        byteCapacity = Int(outcome.bytes)
        continue
      }
      stream.available = Int(min(outcome.events, Int64(eventCapacity)))
      stream.done = true
      let value = body(stream)
      return (value, stream.stopped ? nil : YAMLEvents.failure(outcome))
    }
  }

  /// Whether the parse stopped for a reason larger buffers do not cure.
  private func refused(_ outcome: cyaml_result) -> Bool {
    Int(outcome.error) == cyaml_error_too_large || Int(outcome.error) == cyaml_error_memory
  }

  /// The next event, waiting for libyaml when it has not read it yet; nil after the last.
  public func next() -> YAMLEvents.Event? {
    if position == available {
      guard !done, let async else { return nil }
      var ended: Int32 = 0
      available = Int(cyaml_async_wait(async, Int64(position), &ended))
      done = ended != 0
      if position == available { return nil }
    }
    let event = YAMLEvents.event(events[position & mask])
    position += 1
    if position & (Self.takenEvery - 1) == 0, let async { cyaml_async_taken(async, Int64(position)) }
    return event
  }

  /// Whether ``next()`` would now wait for libyaml: every event published so far was read
  /// and the parse goes on. A reader can do other work meanwhile (the loader reads the
  /// screens composed so far) instead of sleeping. Never true when every event was read first.
  public var isWaiting: Bool {
    guard position == available, !done, let async else { return false }
    var ended: Int32 = 0
    available = Int(cyaml_async_poll(async, Int64(position), &ended))
    done = ended != 0
    return position == available && !done
  }

  /// Ends reading early: the parse stops, and no failure is reported.
  public func stop() {
    stopped = true
  }

  /// The text of `range`, of an event read already.
  public func text(_ range: YAMLEvents.TextRange) -> String {
    let start = Int(range.offset)
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(range.length)]), as: UTF8.self)
  }
}
