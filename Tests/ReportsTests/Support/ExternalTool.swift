import Foundation

/// Runs an external program (headless Chromium, python3) from a test, with a time limit.
enum ExternalTool {
  /// The result of a run.
  struct Outcome {
    var status: Int32
    var stdout: Data
    var stderr: String
    var timedOut: Bool

    var text: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// The first of `names` found on `PATH`.
  static func find(_ names: [String]) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for name in names {
      for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// Headless Chromium, when installed (`.ci/run` installs Debian's `chromium`).
  static let chromium = find(["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"])

  /// python3, when installed.
  static let python = find(["python3"])

  /// Runs `executable` and collects its output; kills it after `timeout` seconds.
  static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval = 180) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = DispatchTime.now() + timeout
    let killer = DispatchWorkItem { [process] in
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: deadline, execute: killer)
    // Read stderr on another thread so that neither pipe can fill up and block the program.
    let errorData = ErrorCollector()
    let reader = Thread { [errorData, err] in errorData.set(err.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    killer.cancel()
    let stderr = errorData.waitForData()
    let timedOut = process.terminationReason == .uncaughtSignal
    return Outcome(
      status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self),
      timedOut: timedOut)
  }

  /// Chromium's arguments for a headless run with a profile of its own.
  static func chromiumArguments(profile: URL) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--hide-scrollbars",
      "--user-data-dir=\(profile.path)",
    ]
  }
}

/// Data written by one thread and read by another.
private final class ErrorCollector: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data?

  func set(_ value: Data) {
    condition.lock()
    data = value
    condition.signal()
    condition.unlock()
  }

  func waitForData() -> Data {
    condition.lock()
    defer { condition.unlock() }
    while data == nil { condition.wait() }
    return data ?? Data()
  }
}
