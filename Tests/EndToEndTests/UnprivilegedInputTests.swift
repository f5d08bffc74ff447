import Foundation
import TestSupport
import Testing

/// Permission problems, which root never meets: the binary runs as the unprivileged user
/// `nobody` (through util-linux's `setpriv`) so that an unreadable folder is really
/// unreadable. Skipped unless the tests run as root with `setpriv` installed.
@Suite("Unreadable inputs", .serialized)
struct UnprivilegedInputTests {
  static let setpriv = "/usr/bin/setpriv"
  static var available: Bool {
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv) && NavauditProcess.binary != nil
  }

  /// Runs navaudit as `nobody` in `folder`.
  static func runUnprivileged(_ arguments: [String], in folder: URL) throws -> NavauditProcess.Outcome {
    let binary = try #require(NavauditProcess.binary)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: setpriv)
    process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", binary.path] + arguments
    process.currentDirectoryURL = folder
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return NavauditProcess.Outcome(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Defect 15 of the hardening issue: an unreadable `de.lproj` was skipped, and German was
  /// then reported as untranslated.
  @Test(.enabled(if: available)) func anUnreadableLocaleFolderIsAnErrorNotASkip() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer {
      chmod(folder.appendingPathComponent("Strings/de.lproj").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    for (language, text) in [("en", "Title"), ("de", "Titel")] {
      let lproj = folder.appendingPathComponent("Strings/\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try "\"title\" = \"\(text)\";\n".write(
        to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }
    // The temporary folder is root's: let `nobody` in, but not into de.lproj.
    chmod(folder.path, 0o755)
    chmod(folder.appendingPathComponent("Strings").path, 0o755)
    chmod(folder.appendingPathComponent("Strings/de.lproj").path, 0)
    let outcome = try Self.runUnprivileged(["strings", "lint", "Strings", "--format", "diagnostics"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stderr.contains("de.lproj"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("permission denied"), "\(outcome.stderr)")
    #expect(!outcome.stdout.contains("untranslated"))
  }
}
