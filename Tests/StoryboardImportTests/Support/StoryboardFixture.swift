import Diagnostics
import Foundation
import Navigation
import StoryboardImport
import TestSupport
import Testing

/// Builds storyboards in Xcode's format and imports them from a temporary app folder.
///
/// Inline storyboards keep each test's input next to its expectations; the boilerplate
/// Xcode writes around the scenes (declaration, dependencies, first responders) is added here.
enum StoryboardFixture {
  /// A whole storyboard document around `scenes`.
  static func document(initial: String? = nil, _ scenes: String...) -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <dependencies>
              <deployment identifier="iOS"/>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
          </dependencies>
          <scenes>
      \(scenes.joined(separator: "\n"))
          </scenes>
      </document>

      """
  }

  /// One `<scene>` holding `objects` (a controller, and an `<exit>` when given) and its first responder.
  static func scene(_ objects: String) -> String {
    let sceneID = "Sc-" + String(objects.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) % 1_000_003 })
    return """
              <scene sceneID="\(sceneID)">
                  <objects>
      \(objects)
                      <placeholder placeholderIdentifier="IBFirstResponder" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
      """
  }

  /// A plain view controller scene with `body` inside it (navigation item, connections).
  static func viewController(_ id: String, _ attributes: String = "", _ body: String = "") -> String {
    scene(
      """
                      <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="\(id)-view">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
      \(body)
                      </viewController>
      """)
  }

  /// A navigation controller scene whose root is `root` (none when nil).
  static func navigationController(_ id: String, root: String?, _ attributes: String = "", bar: String = "") -> String {
    let connection = root.map {
      "<connections><segue destination=\"\($0)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(id)-root\"/></connections>"
    }
    return scene(
      """
                      <navigationController id="\(id)" \(attributes) sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="\(id)-bar">
                              <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          </navigationBar>
                          \(connection ?? "")
                      </navigationController>
      """)
  }

  /// A `<navigationItem>` titled `title`, with `inner` elements.
  static func navigationItem(_ id: String, title: String, _ inner: String = "") -> String {
    "<navigationItem key=\"navigationItem\" title=\"\(title)\" id=\"\(id)\">\(inner)</navigationItem>"
  }

  /// `<connections>` with the given segues.
  static func connections(_ segues: String...) -> String {
    "<connections>" + segues.joined() + "</connections>"
  }

  /// Writes `files` (relative path → contents) into a new temporary folder and returns it.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    for (path, contents) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return folder
  }

  /// Imports the single app made of `files`, with paths printed relative to its folder.
  static func importApp(
    _ files: [String: String], options: StoryboardImporter.Options = StoryboardImporter.Options()
  ) throws -> StoryboardImporter.Result {
    try importApp(in: folder(files), options: options)
  }

  /// Imports the single app under `folder`, with paths printed relative to it.
  static func importApp(
    in folder: URL, options: StoryboardImporter.Options = StoryboardImporter.Options()
  ) throws -> StoryboardImporter.Result {
    let root = folder.standardizedFileURL.path
    let apps = StoryboardFiles.apps(try StoryboardFiles.storyboards(under: root))
    try #require(apps.count == 1, "expected one app under \(root), found \(apps.count)")
    let app = try #require(apps.first)
    return try StoryboardImporter.importApp(app, searchRoot: root, options: options) {
      PathResolver.relative($0, to: root)
    }
  }

  /// The fixture folder `name` under `__Fixtures__`.
  static func fixture(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("__Fixtures__").appendingPathComponent(name)
  }
}

extension StoryboardImporter.Result {
  /// The imported screen `id`, or a failed requirement.
  func screen(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Screen {
    try #require(
      scenario.screens[id], "no screen '\(id)' among \(scenario.screenOrder)", sourceLocation: sourceLocation)
  }

  /// The flow named `name`, or a failed requirement.
  func flow(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Flow {
    try #require(
      scenario.flows.first { $0.name == name }, "no flow '\(name)' among \(scenario.flows.map(\.name))",
      sourceLocation: sourceLocation)
  }

  /// The issues of `kind`.
  func issues(_ kind: ImportIssue.Kind) -> [ImportIssue] { issues.filter { $0.kind == kind } }
}

extension Flow {
  /// The steps' texts, as a scenario file spells them.
  var stepTexts: [String] { steps.map(\.text) }
}

extension TextReference {
  /// The storyboard key and Base value of a localized text (nil for a literal).
  var storyboardKey: (key: String, table: String, base: String?)? {
    guard case .localized(let key) = self else { return nil }
    return (key.key, key.table, key.defaultValue)
  }
}
