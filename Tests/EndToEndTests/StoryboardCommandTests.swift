import Foundation
import TestSupport
import Testing

/// `navaudit audit` and `navaudit import` on storyboards, run as a user would.
@Suite("Storyboard command line", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct StoryboardCommandTests {
  /// A two-scene storyboard: a navigation controller whose root pushes a detail screen.
  static func storyboard(version: String = "3.0", destination: String = "det-ai-l01", extraScene: String = "") -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="\(version)" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="nav-co-n01">
        <scenes>
            <scene sceneID="sce-ne-001">
                <objects>
                    <navigationController id="nav-co-n01" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-na-v01"/>
                        <connections>
                            <segue destination="lis-tv-c01" kind="relationship" relationship="rootViewController" id="rel-at-n01"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sce-ne-002">
                <objects>
                    <viewController id="lis-tv-c01" customClass="ListViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Library" id="lis-ni-t01">
                            <barButtonItem key="rightBarButtonItem" image="gear" id="gea-rb-i01"/>
                        </navigationItem>
                        <connections>
                            <segue destination="\(destination)" kind="show" identifier="showDetail" id="seg-sh-o01"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sce-ne-003">
                <objects>
                    <viewController id="det-ai-l01" customClass="DetailViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Details" id="det-ni-t01"/>
                    </viewController>
                </objects>
            </scene>\(extraScene)
        </scenes>
    </document>
    """
  }

  static func app(_ storyboard: String, strings: String? = nil) throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    let base = folder.appendingPathComponent("App/Base.lproj")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try storyboard.write(to: base.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    if let strings {
      let german = folder.appendingPathComponent("App/de.lproj")
      try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
      try strings.write(to: german.appendingPathComponent("Main.strings"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func auditingAStoryboardFileNeedsNoScenario() throws {
    let folder = try Self.app(Self.storyboard(), strings: "\"lis-ni-t01.title\" = \"Bibliothek\";\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      [
        "audit", "App/Base.lproj/Main.storyboard", "--locales", "en,de", "--devices", "iPhone 16", "--format", "json",
        "--fail-on", "never",
      ], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("\"flow\" : \"Library › Details\""))
    #expect(outcome.stdout.contains("\"shown\" : \"Bibliothek\""))
    // The gear button has no label: a finding at the bar button item's line.
    #expect(
      outcome.stdout.contains("\"source\" : \"App/Base.lproj/Main.storyboard:18:25\""), "\(outcome.stdout.prefix(400))")
  }

  @Test func importWritesAScenarioThatAuditsTheSame() throws {
    let folder = try Self.app(Self.storyboard())
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try NavauditProcess.run(["import", "App", "-o", "app.navaudit.yaml"], in: folder)
    #expect(written.status == 0, "\(written.stderr)")
    let yaml = try String(contentsOf: folder.appendingPathComponent("app.navaudit.yaml"), encoding: .utf8)
    #expect(yaml.contains("# App/Base.lproj/Main.storyboard:17"), "a comment names the navigation item's line")
    #expect(yaml.contains("strings: [App]"))
    let fromYAML = try NavauditProcess.run(
      ["audit", "app.navaudit.yaml", "--format", "text", "--fail-on", "never"], in: folder)
    let direct = try NavauditProcess.run(["audit", "App", "--format", "text", "--fail-on", "never"], in: folder)
    #expect(fromYAML.status == 0 && direct.status == 0)
    // The same bars; only the locations differ.
    let bars = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("en ") } }
    #expect(bars(fromYAML.stdout) == bars(direct.stdout))
    #expect(!bars(direct.stdout).isEmpty)
  }

  @Test func anUnwritableImportOutputIsQuotedAsTyped() throws {
    let folder = try Self.app(Self.storyboard())
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["import", "App", "-o", "missing/app.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains("cannot write 'missing/app.navaudit.yaml': output folder 'missing' does not exist"),
      "\(outcome.stderr)")
    #expect(!outcome.stderr.contains(folder.path), "no absolute path in the message")
    let intoFolder = try NavauditProcess.run(["import", "App", "-o", "./"], in: folder)
    #expect(intoFolder.status == 0, "\(intoFolder.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App.navaudit.yaml").path))
  }

  @Test func badStoryboardsExitTwoWithALocationAndWriteNothing() throws {
    let cases: [(storyboard: String, message: String)] = [
      (String(Self.storyboard().prefix(900)), "App/Base.lproj/Main.storyboard:"),
      (
        Self.storyboard(version: "2.0"),
        "App/Base.lproj/Main.storyboard:2:1: error: unsupported storyboard document version '2.0'"
      ),
      (
        Self.storyboard(
          extraScene: """

                      <scene sceneID="sce-ne-004"><objects>
                          <viewControllerPlaceholder storyboardName="Settings" id="ref-se-t01" sceneMemberID="viewController"/>
                      </objects></scene>
            """),
        "error: storyboard reference to 'Settings', but there is no 'Settings.storyboard' in the app"
      ),
    ]
    for testCase in cases {
      let folder = try Self.app(testCase.storyboard)
      defer { try? FileManager.default.removeItem(at: folder) }
      let outcome = try NavauditProcess.run(["import", "App", "-o", "out.navaudit.yaml"], in: folder)
      #expect(outcome.status == 2, "\(outcome.stderr)")
      #expect(outcome.stderr.contains(testCase.message), "\(outcome.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.navaudit.yaml").path))
      let audit = try NavauditProcess.run(["audit", "App"], in: folder)
      #expect(audit.status == 2, "\(audit.stderr)")
    }
  }

  @Test func aDanglingSegueIsAFindingAtTheSegue() throws {
    let folder = try Self.app(Self.storyboard(destination: "gon-ee-x01"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["audit", "App", "--format", "diagnostics", "--fail-on", "never", "--devices", "iPhone 16"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.contains(
        "App/Base.lproj/Main.storyboard:21:25: warning: segue 'seg-sh-o01' points at 'gon-ee-x01'"), "\(outcome.stdout)"
    )
  }

  @Test func usageErrors() throws {
    let folder = try Self.app(Self.storyboard())
    defer { try? FileManager.default.removeItem(at: folder) }
    let depth = try NavauditProcess.run(["audit", "App", "--max-depth", "0"], in: folder)
    #expect(depth.status == 64)
    #expect(depth.stderr.contains("--max-depth must be from 1 to 64, not '0'"))
    let notStoryboard = try NavauditProcess.run(["import", "App/Base.lproj"], in: folder)
    #expect(notStoryboard.status == 0, "a folder with a storyboard imports: \(notStoryboard.stderr)")
    let empty = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let none = try NavauditProcess.run(["import", "."], in: empty)
    #expect(none.status == 2)
    #expect(none.stderr.contains("no storyboards (*.storyboard) or Swift files (*.swift) in folder '.'"))
  }
}

/// Hostile storyboard files: special files, loops and sizes fail fast with a location.
@Suite("Hostile storyboards", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct HostileStoryboardTests {
  @Test func aFIFONamedLikeAStoryboardIsRefusedWithoutBlocking() throws {
    let folder = try StoryboardCommandTests.app(StoryboardCommandTests.storyboard())
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("App/Base.lproj/Other.storyboard").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let outcome = try NavauditProcess.run(["audit", "App"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(
      outcome.stderr.contains(
        "App/Base.lproj/Other.storyboard:1:1: error: 'App/Base.lproj/Other.storyboard' is a FIFO, not a regular file"),
      "\(outcome.stderr)")
  }

  @Test func aSymbolicLinkLoopIsRefused() throws {
    let folder = try StoryboardCommandTests.app(StoryboardCommandTests.storyboard())
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("App/loop").path,
      withDestinationPath: folder.appendingPathComponent("App").path)
    let outcome = try NavauditProcess.run(["import", "App"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(
      outcome.stderr.contains("error: symbolic link 'App/loop' leads back into a folder it is in"), "\(outcome.stderr)")
  }

  @Test func aStoryboardOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
    let folder = try StoryboardCommandTests.app(StoryboardCommandTests.storyboard())
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("App/Base.lproj/Main.storyboard")
    let handle = try FileHandle(forWritingTo: path)
    try handle.truncate(atOffset: UInt64(32 << 20) + 1)
    try handle.close()
    let outcome = try NavauditProcess.run(["import", "App"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(
      outcome.stderr.contains("is 33554433 bytes; navaudit reads a storyboard of at most 33554432 bytes"),
      "\(outcome.stderr)")
  }
}
