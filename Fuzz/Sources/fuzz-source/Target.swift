// libFuzzer target `fuzz-source`: Swift files read as an app's navigation, as SourceImporter reads
// them (UTF-8 decoding, swift-syntax's parser, the view index, the SwiftUI reader, the flow
// generator). The input is split at its first three NUL bytes into one to four files; each is
// imported from its bytes, so invalid UTF-8 is replaced and reported as on disk. Every result
// is checked: issues and screens located inside a given file, segues and container children
// naming screens of the scenario, every flow replayable step by step, and a second import of
// the same files (given as the decoded text) equal to the first.
// Built and run by Fuzz/run; see README, "Fuzzing".
import Diagnostics
import FuzzSupport
import Navigation
import SourceImport
import StoryboardImport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_source_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

/// The files' paths, as printed in locations.
private let paths = ["App.swift", "Views/Birds.swift", "Views/Settings.swift", "UIKit/Controllers.swift"]

func fuzz(_ bytes: [UInt8]) {
  let files = split(bytes)
  let result = SourceImporter.importSources(files)
  verify(result, files)

  // Deterministic, and the same through the text entry point: only the UTF-8 warnings differ.
  let texts = files.map { (path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) }
  let again = SourceImporter.importSources(texts)
  check(again.scenario == result.scenario, "a second import of the same files gave another scenario")
  let invalid = Set(files.filter { String(validating: $0.bytes, as: UTF8.self) == nil }.map(\.path))
  let utf8Warnings = result.issues.filter { $0.kind == .unreadableSource && $0.message.hasSuffix("is not valid UTF-8") }
  check(
    Set(utf8Warnings.map(\.location.path)) == invalid && utf8Warnings.count == invalid.count,
    "invalid UTF-8 reported for \(utf8Warnings.map(\.location.path)), expected \(invalid.sorted())")
  check(
    again.issues == result.issues.filter { !utf8Warnings.contains($0) },
    "a second import of the same files gave other issues")
}

/// The input as one to four files, split at its first three NUL bytes.
func split(_ bytes: [UInt8]) -> [(path: String, bytes: [UInt8])] {
  var parts: [[UInt8]] = []
  var rest = bytes[...]
  while parts.count < paths.count - 1, let separator = rest.firstIndex(of: 0) {
    parts.append(Array(rest[..<separator]))
    rest = rest[rest.index(after: separator)...]
  }
  parts.append(Array(rest))
  return zip(paths, parts).map { (path: $0, bytes: $1) }
}

/// The invariants of an import, whatever the input.
func verify(_ result: SourceImporter.Result, _ files: [(path: String, bytes: [UInt8])]) {
  // The most lines and columns a location in each file can have, from the decoded text.
  var bounds: [String: (lines: Int, columns: Int)] = [:]
  for file in files {
    let decoded = Array(String(decoding: file.bytes, as: UTF8.self).utf8)
    bounds[file.path] = (decoded.count { $0 == 0x0A || $0 == 0x0D } + 1, decoded.count + 1)
  }
  func located(_ location: SourceLocation, _ what: @autoclosure () -> String) {
    guard let bound = bounds[location.path] else {
      return check(false, "\(what()) is located in '\(location.path)', which is not an input file")
    }
    check(
      (1...bound.lines).contains(location.line) && (1...bound.columns).contains(location.column),
      "\(what()) is located at \(location.line):\(location.column), outside '\(location.path)'")
  }

  for issue in result.issues { located(issue.location, "the issue '\(issue.message)'") }
  check(result.issues == result.issues.sorted { ($0.location, $0.message) < ($1.location, $1.message) }, "unsorted")
  check(Set(result.issues).count == result.issues.count, "an issue is reported twice")

  let scenario = result.scenario
  let screens = scenario.screens
  check(
    scenario.screenOrder.count == screens.count && Set(scenario.screenOrder) == Set(screens.keys),
    "the screen order \(scenario.screenOrder) does not list the screens \(screens.keys.sorted()) once each")
  func exists(_ id: String?, _ what: @autoclosure () -> String) {
    check(id.map { screens[$0] != nil } ?? false, "\(what()) names no screen: \(id ?? "nil")")
  }
  for (id, screen) in screens {
    check(screen.id == id, "the screen '\(screen.id)' is filed as '\(id)'")
    located(screen.location, "the screen '\(id)'")
    var segueIDs: Set<String> = []
    for segue in screen.segues {
      check(segueIDs.insert(segue.id).inserted, "the screen '\(id)' has two segues '\(segue.id)'")
      exists(segue.destination, "the segue '\(segue.id)' of '\(id)'")
      located(segue.location, "the segue '\(segue.id)' of '\(id)'")
    }
    switch screen.container {
    case .navigation(let spec)?:
      check(!spec.stack.isEmpty, "the navigation stack '\(id)' is empty")
      for child in spec.stack { exists(child, "the navigation stack '\(id)'") }
    case .tabs(let spec)?:
      check(spec.items.indices.contains(spec.selectedIndex), "the tabs '\(id)' select no tab")
      for child in spec.items { exists(child, "the tabs '\(id)'") }
    case .split(let spec)?:
      for child in [spec.primary, spec.supplementary, spec.secondary, spec.compact] where child != nil {
        exists(child, "a column of the split view '\(id)'")
      }
    case .bar(let items, _)?:
      for child in items { exists(child, "the bar '\(id)'") }
    case .screen(let child, _)?:
      exists(child, "the screen container '\(id)'")
    case nil:
      break
    }
  }
  var names: Set<String> = []
  for flow in scenario.flows {
    check(names.insert(flow.name).inserted, "two flows are named '\(flow.name)'")
    replay(flow, in: scenario)
  }
}

/// Follows a flow's steps from its root: each selects an existing tab or performs a segue of
/// the screen on top, towards an existing screen.
func replay(_ flow: Flow, in scenario: Scenario) {
  let screens = scenario.screens
  func top(_ id: String) -> String {
    if case .navigation(let spec)? = screens[id]?.container, let last = spec.stack.last { return last }
    return id
  }
  var tabs: [String] = []
  let start: String?
  switch flow.root {
  case .navigation(let spec): start = spec.stack.last
  case .tabs(let spec):
    tabs = spec.items
    start = spec.items.indices.contains(spec.selectedIndex) ? top(spec.items[spec.selectedIndex]) : nil
  case .split: start = screens.first { $0.value.container == flow.root }?.key
  case .screen(let id, _): start = id
  case .bar: start = nil
  }
  guard var current = start, screens[current] != nil else {
    return check(false, "the flow '\(flow.name)' starts on no screen")
  }
  for step in flow.steps {
    switch step.action {
    case .selectTab(.index(let index)):
      check(tabs.indices.contains(index), "the flow '\(flow.name)' selects tab \(index) of \(tabs)")
      current = top(tabs[index])
    case .segue(let id):
      guard let destination = screens[current]?.segue(id)?.destination, screens[destination] != nil else {
        return check(false, "the flow '\(flow.name)' performs '\(id)', which '\(current)' does not have")
      }
      current = top(destination)
    default:
      check(false, "the flow '\(flow.name)' has the step '\(step.text)'")
    }
  }
}
