import Foundation
import Reports
import Synchronization

/// A progress line on standard error, redrawn in place while the audit runs.
///
/// Shows done/total, the rate and the time left once the `Auditor` reports counts; until
/// then, the time so far. Redraws at most ten times a second from its own thread, so the
/// audit's threads only store numbers. Create it only when standard error is a terminal
/// and `--quiet` is not given.
final class TerminalProgress: AuditProgressReporting, Sendable {
  private struct State {
    var done = 0
    var total: Int?
    var finished = false
    var drawn = false
  }

  private let state = Mutex(State())
  private let start = Date()
  private let color: Bool

  init(color: Bool) {
    self.color = color
  }

  /// Starts redrawing the line on a thread of its own.
  func begin() {
    let thread = Thread { [self] in
      while draw() {
        Thread.sleep(forTimeInterval: 0.1)
      }
    }
    thread.start()
  }

  func update(done: Int, total: Int) {
    state.withLock { state in
      state.done = done
      state.total = total
    }
  }

  func finish() {
    let clear = state.withLock { state -> Bool in
      defer {
        state.finished = true
        state.drawn = false
      }
      return state.drawn
    }
    if clear { write("\r\u{1B}[2K") }
  }

  /// Draws the current line; `false` once finished.
  private func draw() -> Bool {
    let elapsed = Date().timeIntervalSince(start)
    // Short runs finish before anyone could read a line.
    guard elapsed > 0.3 else { return !state.withLock { $0.finished } }
    return state.withLock { state -> Bool in
      guard !state.finished else { return false }
      let line = ProgressLine.text(done: state.done, total: state.total, elapsed: elapsed)
      write("\r\u{1B}[2K" + (color ? "\u{1B}[2m\(line)\u{1B}[0m" : line))
      state.drawn = true
      return true
    }
  }

  private func write(_ text: String) {
    Terminal.control(text)
  }
}
