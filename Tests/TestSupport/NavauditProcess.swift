public import Foundation

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
}
