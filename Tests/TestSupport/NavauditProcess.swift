public import Foundation
import Synchronization

/// Runs the built `navaudit` binary, as a user or a CI job would.
public enum NavauditProcess {
  /// What a run printed and returned.
  public struct Outcome: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
    }
  }

  /// The binary is missing (the tests were run without building the executable).
  public struct BinaryMissing: Error {}

  /// The debug binary next to the test bundle, if it was built.
  public static var binary: URL? {
    let candidates = [
      RepositoryPaths.root.appendingPathComponent(".build/debug/navaudit"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("navaudit"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `navaudit` with `arguments` in `folder`, with `environment` added to this
  /// process's, and waits for it.
  ///
  /// - Parameter standardOutput: where the binary's standard output goes instead of a pipe
  ///   (`/dev/full` to test write errors); `stdout` is then empty.
  public static func run(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:], standardOutput: FileHandle? = nil
  ) throws -> Outcome {
    guard let executable = binary else { throw BinaryMissing() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = standardOutput ?? out
    process.standardError = err
    try process.run()
    if standardOutput != nil { try out.fileHandleForWriting.close() }
    let stdout = standardOutput == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// No pseudo-terminal could be opened (no `/dev/ptmx` or `/dev/pts` in the sandbox).
  public struct TerminalUnavailable: Error {}

  /// Linux's `TIOCSPTLCK` and `TIOCGPTN` (`_IOW('T', 0x31, int)`, `_IOR('T', 0x30,
  /// unsigned int)`): macros Swift does not import.
  private static let unlockTerminal: UInt = 0x4004_5431
  private static let terminalNumber: UInt = 0x8004_5430

  /// Whether this system can give the binary a pseudo-terminal for its standard output.
  public static var terminalAvailable: Bool {
    ["/dev/ptmx", "/dev/pts"].allSatisfy { FileManager.default.fileExists(atPath: $0) }
  }

  /// Runs `navaudit` as ``run(_:in:environment:standardOutput:)`` does, with its standard
  /// output on a pseudo-terminal, as an interactive shell runs it: what navaudit does only
  /// for a terminal (color) is then what a user sees. `stdout` is what the terminal
  /// received, its line feeds turned into "\r\n" by the terminal.
  public static func runOnTerminal(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:]
  ) throws -> Outcome {
    guard binary != nil else { throw BinaryMissing() }
    // posix_openpt, unlockpt and ptsname as Linux runs them (Glibc's module leaves them
    // out): open the multiplexer, unlock the new terminal, ask for its number.
    let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard primary >= 0 else { throw TerminalUnavailable() }
    defer { close(primary) }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(primary, Self.unlockTerminal, &unlock) == 0, ioctl(primary, Self.terminalNumber, &number) == 0,
      let terminal = FileHandle(forWritingAtPath: "/dev/pts/\(number)")
    else { throw TerminalUnavailable() }
    // The terminal is read as the binary writes (it would stop once the terminal's buffer
    // is full); the reads end once the binary has exited and this process's copy is closed.
    let received = Received()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while case let count = read(primary, &buffer, buffer.count), count > 0 {
        received.bytes.withLock { $0.append(contentsOf: buffer[..<count]) }
      }
      done.signal()
    }
    let ran = Result { try run(arguments, in: folder, environment: environment, standardOutput: terminal) }
    try? terminal.close()
    done.wait()
    var outcome = try ran.get()
    outcome.stdout = String(decoding: received.bytes.withLock { $0 }, as: UTF8.self)
    return outcome
  }
}

/// What a pseudo-terminal received, filled on the thread that reads it.
private final class Received: Sendable {
  let bytes = Mutex(Data())
}
