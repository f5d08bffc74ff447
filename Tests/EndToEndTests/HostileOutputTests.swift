import Foundation
import TestSupport
import Testing

/// Output destinations that must never be destroyed, half-written or left behind: devices,
/// FIFOs, symbolic links, full disks, failed runs and signals (issue 10, defects 2, 9, 12,
/// 13 and 18).
@Suite("Hostile output destinations", .serialized)
struct HostileOutputTests {
  static var binary: URL? { NavauditProcess.binary }

  /// The audit arguments of a small valid scenario, written by ``scenario()``.
  static let audit = ["audit", "app.navaudit.yaml", "--devices", "iPhone 16", "--fail-on", "never"]

  static func scenario() throws -> URL {
    try CommandLineTests.scenarioFolder(CommandLineTests.valid)
  }

  /// Temporary files of an atomic write left in `folder`.
  static func leftovers(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.contains(".navaudit-") && $0.hasSuffix(".tmp")
    }
  }

  /// The type bits of the file at `path`, without following a symbolic link.
  static func fileType(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  /// Whether this process may create character devices it can then open (root, and a
  /// temporary folder not mounted `nodev`).
  static let canMakeDevices: Bool = {
    guard let folder = try? RepositoryPaths.temporaryFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("null").path
    guard mknod(path, S_IFCHR | 0o666, 0x103) == 0 else { return false }
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }()

  static var hasDevFull: Bool { FileManager.default.isWritableFile(atPath: "/dev/full") }

  /// Defect 2: as root, `-o json=/dev/null` replaced the device with a regular file. Copies
  /// of /dev/null (1,3) and /dev/full (1,7) are made in a temporary folder, so a regression
  /// cannot destroy the machine's own devices.
  @Test(.enabled(if: binary != nil && canMakeDevices)) func devicesAreWrittenThroughNeverReplaced() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let null = folder.appendingPathComponent("null").path
    let full = folder.appendingPathComponent("full").path
    #expect(mknod(null, S_IFCHR | 0o666, 0x103) == 0)
    #expect(mknod(full, S_IFCHR | 0o666, 0x107) == 0)
    let written = try NavauditProcess.run(Self.audit + ["-o", "json=null"], in: folder)
    #expect(written.status == 0)
    #expect(written.stderr.isEmpty)
    #expect(Self.fileType(null) == S_IFCHR)
    let failed = try NavauditProcess.run(Self.audit + ["-o", "json=full"], in: folder)
    #expect(failed.status == 2)
    #expect(failed.stderr == "error: cannot write 'full': No space left on device\n")
    #expect(Self.fileType(full) == S_IFCHR)
    #expect(try Self.leftovers(in: folder).isEmpty)
  }

  /// Defect 2: a FIFO is written through, as a shell's `>` would, and stays a FIFO.
  @Test(.enabled(if: binary != nil)) func fifoIsWrittenThrough() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Holding the FIFO open for reading and writing lets navaudit's open(2) return at once.
    let reader = open(fifo, O_RDWR | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let outcome = try NavauditProcess.run(Self.audit + ["-o", "diagnostics=fifo"], in: folder)
    #expect(outcome.status == 0)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).contains("navaudit: "))
    #expect(Self.fileType(fifo) == S_IFIFO)
  }

  /// Defect 2: a symbolic link is refused, and neither it nor its target changes.
  @Test(.enabled(if: binary != nil)) func symbolicLinkIsRefused() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.json")
    try "old".write(to: target, atomically: false, encoding: .utf8)
    let link = folder.appendingPathComponent("link.json").path
    #expect(symlink("target.json", link) == 0)
    let outcome = try NavauditProcess.run(Self.audit + ["-o", "json=link.json"], in: folder)
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr
        == "error: cannot write 'link.json': it is a symbolic link; navaudit replaces only regular files, so name the file it points to\n"
    )
    #expect(Self.fileType(link) == S_IFLNK)
    #expect(try String(contentsOf: target, encoding: .utf8) == "old")
    #expect(try Self.leftovers(in: folder).isEmpty)
  }

  /// Defect 9: a full standard output is an error (exit 2), not a trap (exit 132), in every
  /// format.
  @Test(
    .enabled(if: binary != nil && hasDevFull),
    arguments: ["text", "json", "html", "markdown", "sarif", "junit", "diagnostics"])
  func fullStandardOutputIsAnError(format: String) throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let outcome = try NavauditProcess.run(Self.audit + ["--format", format], in: folder, standardOutput: full)
    #expect(outcome.status == 2)
    #expect(outcome.stderr == "error: cannot write to standard output: No space left on device\n")
  }

  /// Defect 9: `strings lint`, `explain` and `import` too; and a file written beside a full
  /// standard output is not committed.
  @Test(.enabled(if: binary != nil && hasDevFull)) func fullStandardOutputFailsEveryCommand() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = [
      ["strings", "lint", "Strings"], ["strings", "lint", "Strings", "--format", "json"], ["explain"],
      ["explain", "back-title-generic"], Self.audit + ["--format", "json", "-o", "json=r.json"],
    ]
    for arguments in commands {
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      let outcome = try NavauditProcess.run(arguments, in: folder, standardOutput: full)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stderr == "error: cannot write to standard output: No space left on device\n", "\(arguments)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
    #expect(try Self.leftovers(in: folder).isEmpty)
  }

  /// Defect 12: one output that cannot be written leaves no other behind, and an existing
  /// report is left as it was.
  @Test(.enabled(if: binary != nil)) func severalOutputsAreAllOrNothing() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out.appendingPathComponent("isdir"), withIntermediateDirectories: true)
    let outcome = try NavauditProcess.run(Self.audit + ["-o", "json=out/r.json", "-o", "html=out/isdir"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr == "error: cannot write 'out/isdir': it is a folder\n")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("r.json").path))
    try "old".write(to: out.appendingPathComponent("r.json"), atomically: false, encoding: .utf8)
    let missing = try NavauditProcess.run(
      Self.audit + ["-o", "json=out/r.json", "-o", "sarif=nowhere/r.sarif"], in: folder)
    #expect(missing.status == 2)
    #expect(missing.stderr == "error: cannot write 'nowhere/r.sarif': output folder 'nowhere' does not exist\n")
    #expect(try String(contentsOf: out.appendingPathComponent("r.json"), encoding: .utf8) == "old")
    #expect(try Self.leftovers(in: out).isEmpty)
  }

  /// Defect 13: SIGINT or SIGTERM while a write is under way removes the temporary file and
  /// still ends the process by the signal. The write is held open on a FIFO nobody reads,
  /// after the JSON report was staged.
  @Test(.enabled(if: binary != nil), arguments: [SIGTERM, SIGINT])
  func signalDuringAWriteLeavesNoTemporaryFile(signal: Int32) throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
    guard let executable = NavauditProcess.binary else { return }
    let process = Process()
    process.executableURL = executable
    process.arguments = Self.audit + ["-o", "json=r.json", "-o", "diagnostics=fifo"]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while try Self.leftovers(in: folder).isEmpty, process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    let staged = try Self.leftovers(in: folder)
    kill(process.processIdentifier, staged.isEmpty ? SIGKILL : signal)
    process.waitUntilExit()
    #expect(staged.count == 1, "the report was never staged")
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(try Self.leftovers(in: folder).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }

  /// Defect 18: `strings lint` takes `-o FORMAT=FILE` like `audit`, instead of creating a
  /// file named `json=r.json`.
  @Test(.enabled(if: binary != nil)) func stringsLintTakesFormatEqualsFile() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["strings", "lint", "Strings", "-o", "json=r.json", "-o", "text=r.txt"], in: folder)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("json=r.json").path))
    #expect(try String(contentsOf: folder.appendingPathComponent("r.json"), encoding: .utf8).contains("\"format\" : 1"))
    #expect(try String(contentsOf: folder.appendingPathComponent("r.txt"), encoding: .utf8) == "no findings\n")
  }

  /// Defect 18: a malformed font profile is bad input (exit 2, not 64), said once.
  @Test(.enabled(if: binary != nil)) func malformedFontProfileExitsTwoOnce() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "garbage\n".write(to: folder.appendingPathComponent("bad.fontprofile"), atomically: false, encoding: .utf8)
    let outcome = try NavauditProcess.run(
      Self.audit + ["--font-profile", "bad.fontprofile", "-o", "json=r.json"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr == "bad.fontprofile:1:1: error: expected 'navaudit-fontprofile 1' on the first line\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }

  /// `import -o` refuses a symbolic link like every other output.
  @Test(.enabled(if: binary != nil)) func importRefusesASymbolicLink() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("app.navaudit.yaml").path
    #expect(symlink("elsewhere.yaml", link) == 0)
    let app = RepositoryPaths.samples.appendingPathComponent("Recipes").path
    let outcome = try NavauditProcess.run(["import", app, "-o", "app.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("app.navaudit.yaml': it is a symbolic link"))
    #expect(Self.fileType(link) == S_IFLNK)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere.yaml").path))
    #expect(try Self.leftovers(in: folder).isEmpty)
  }

  /// `fonts import --output` refuses a symbolic link like every other output.
  @Test(.enabled(if: binary != nil)) func fontsImportRefusesASymbolicLink() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(symlink("elsewhere.fontprofile", folder.appendingPathComponent("p.fontprofile").path) == 0)
    let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    guard FileManager.default.fileExists(atPath: font) else { return }
    let outcome = try NavauditProcess.run(["fonts", "import", font, "--output", "p.fontprofile"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("error: cannot write 'p.fontprofile': it is a symbolic link"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere.fontprofile").path))
  }
}
