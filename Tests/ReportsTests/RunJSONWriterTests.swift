import Foundation
import Navigation
import TestSupport
import Testing
import Traits

@testable import AuditEngine
@testable import Reports

/// The hand-written writer of runs (``SortedJSONWriter/run(_:level:)``) against the
/// `Encodable` path it replaces, byte for byte: every run of the samples, and hand-built runs
/// with every optional present and absent, hostile strings and extreme numbers.
@Suite("Run JSON writer")
struct RunJSONWriterTests {
  /// `run` through `Encodable` (``SortedJSONEncoder``) and through the hand-written writer.
  static func both(_ run: AuditReport.Run, level: Int) throws -> (codable: [UInt8], written: [UInt8]) {
    var codable = SortedJSONWriter()
    try codable.write(run, level: level)
    var written = SortedJSONWriter()
    written.run(run, level: level)
    return (codable.bytes, written.bytes)
  }

  /// Records the first line where the two outputs differ.
  static func expectSame(_ pair: (codable: [UInt8], written: [UInt8]), _ what: String) {
    guard pair.codable != pair.written else { return }
    let codable = String(decoding: pair.codable, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let written = String(decoding: pair.written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(codable, written).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(codable.count, written.count)
    let mine = line < written.count ? String(written[line]) : "(end)"
    let theirs = line < codable.count ? String(codable[line]) : "(end)"
    Issue.record("\(what), line \(line + 1): \(mine.debugDescription) vs Encodable \(theirs.debugDescription)")
  }

  @Test func everyRunOfTheSamplesIsWrittenAsEncodableWritesIt() async throws {
    let configuration = AuditConfiguration(
      paths: ["Samples"], workingDirectory: RepositoryPaths.root.path, orientations: [.portrait, .landscape])
    var count = 0
    var differing = 0
    var optionals = Set<String>()
    _ = try await Auditor(configuration: configuration).run { run in
      count += 1
      let pair = try Self.both(run, level: 2)
      if pair.codable != pair.written {
        differing += 1
        if differing <= 3 { Self.expectSame(pair, "\(run.scenario) \(run.flow) \(run.locale) \(run.device)") }
      }
      for step in run.steps {
        if step.split != nil { optionals.insert("split") }
        if step.tabBar != nil { optionals.insert("tabBar") }
        if step.focus != nil { optionals.insert("focus") }
        if !step.findings.isEmpty { optionals.insert("findings") }
        if step.bars.contains(where: { $0.x != nil }) { optionals.insert("x") }
        if step.bars.contains(where: { $0.prompt != nil }) { optionals.insert("prompt") }
      }
    }
    #expect(count > 1000, "every sample in its locales and devices, both orientations")
    #expect(differing == 0, "\(differing) of \(count) runs differ")
    // The samples reach the optional parts of a step, so the comparison covers them.
    #expect(optionals == ["split", "tabBar", "focus", "findings", "x", "prompt"])
  }

  /// Strings that need escapes or carry what inert JSON escapes, and plain non-ASCII text.
  static let hostile = [
    "", "plain", "quote \" backslash \\ slash /", "tab \t newline \n return \r bell \u{07} nul \u{0} esc \u{1B}",
    "backspace \u{08} form feed \u{0C} unit separator \u{1F} delete \u{7F}",
    "LS \u{2028} PS \u{2029} RLO \u{202E}x\u{202C} LRI \u{2066}y\u{2069} LRM \u{200E} RLM \u{200F} ALM \u{061C}",
    "emoji 🇫🇮👩🏽‍💻 RTL الإعدادات עברית combining e\u{301} a\u{308}\u{332} CJK 日本語 ZWJ \u{200D} BOM \u{FEFF}",
    "\u{2026}… en dash – em dash — nbsp \u{A0} \u{2000}\u{200A}\u{2010}\u{2027}\u{202F}\u{205F}",
  ]

  /// Numbers at the edges of formatting: zeros, tiny, huge, fractions that print long.
  static let doubles: [Double] = [
    0, -0.0, 1, -1, 1e-7, 1e21, 0.1, 375.33333333333331, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -2.5e-5,
    1e15, 1e16,
    123456789.125, 0.30000000000000004, 44, 375, -12.25, .infinity, -.infinity,
  ]

  static func frame(_ index: Int) -> BarResult.Frame {
    BarResult.Frame(x: doubles[index % doubles.count], width: doubles[(index + 7) % doubles.count])
  }

  static func item(_ index: Int, full: Bool) -> BarResult.ItemResult {
    let text = hostile[index % hostile.count]
    return BarResult.ItemResult(
      label: text, shown: hostile[(index + 1) % hostile.count], role: "button", image: full ? "gear\(text)" : nil,
      frame: full ? frame(index) : nil, font: full ? "Fonts/\(text).ttf#0" : nil)
  }

  static func bar(_ index: Int, full: Bool) -> BarResult {
    let text = hostile[index % hostile.count]
    let title = BarResult.TitleResult(
      text: text, shown: text + "…", truncated: full, width: doubles[index % doubles.count], view: full ? false : nil,
      large: full ? true : nil, frame: full ? frame(index + 1) : nil, font: full ? text : nil)
    let back = BarResult.BackResult(
      display: BackDisplay.allCases[index % BackDisplay.allCases.count], shown: text, spoken: text,
      candidates: full ? [text, "Back", ""] : [], available: full ? doubles[(index + 2) % doubles.count] : nil,
      slack: full ? doubles[(index + 3) % doubles.count] : nil, uncertain: full ? true : nil,
      frame: full ? frame(index + 4) : nil, textFrame: full ? frame(index + 5) : nil,
      accessibilityFrame: full ? frame(index + 6) : nil, font: full ? "f#1" : nil)
    var bar = BarResult(
      column: full ? BarColumn(layer: index % 3, split: .secondary) : .main, width: doubles[index % doubles.count],
      height: doubles[(index + 9) % doubles.count], rightToLeft: full, back: back, title: title,
      prompt: full ? title : nil,
      left: full ? [item(index, full: true), item(index + 1, full: false)] : [],
      right: full ? [item(index + 2, full: false)] : [], toolbar: full ? [item(index + 3, full: true)] : [])
    if full {
      bar.x = doubles[(index + 11) % doubles.count]
      bar.stack = [text, "b"]
      bar.overlay = false
      bar.system = [item(index + 4, full: true)]
      bar.presentation = .formSheet
      bar.reachable = false
      bar.dismissRegion = text
    }
    return bar
  }

  static func finding(_ index: Int, full: Bool) -> Finding {
    let text = hostile[index % hostile.count]
    var finding = Finding(rule: .titleTruncated, scenario: text, locale: full ? text : nil, message: text, source: text)
    if full {
      finding.locales = [text, "de"]
      finding.device = text
      finding.devices = []
      finding.orientation = .landscape
      finding.orientations = [.portrait, .landscape]
      finding.flow = text
      finding.step = -index
      finding.occurrences = [.init(flow: text, step: 0), .init(flow: "b", step: Int.max)]
      finding.table = text
      finding.key = text
    }
    return finding
  }

  static func split(collapsed: Bool, columns: [String: [String]]) throws -> AuditReport.SplitResult {
    let members = columns.isEmpty ? "{}" : String(decoding: try JSONEncoder().encode(columns), as: UTF8.self)
    let modes = collapsed ? "" : #""displayMode":"twoBesideSecondary","behavior":"tile","#
    let json = #"{\#(modes)"collapsed":\#(collapsed),"activeColumn":"primary","columns":\#(members)}"#
    return try JSONDecoder().decode(AuditReport.SplitResult.self, from: Data(json.utf8))
  }

  static func step(_ index: Int, full: Bool) throws -> AuditReport.StepResult {
    let text = hostile[index % hostile.count]
    let speech = AuditReport.SpeechResult(
      text: text,
      parts: full ? [.init(text: text, role: "heading", language: "ar"), .init(text: "", role: "", language: "")] : [])
    let tabBar = TabBarResult(
      items: [
        .init(label: text, shown: text, image: "star", selected: true, position: "1 of 2", spoken: text, badge: "3"),
        .init(label: "", shown: "", image: nil, selected: false, position: text, spoken: "", badge: nil),
      ], selectedIndex: index, hidden: index % 2 == 0)
    return AuditReport.StepResult(
      index: index, step: text, source: text, stack: full ? [text, "x"] : [],
      split: full
        ? try split(collapsed: index % 2 == 0, columns: index % 3 == 0 ? [:] : ["secondary": [text], "primary": []])
        : nil,
      tabBar: full ? tabBar : nil, hiddenBars: full ? [.main, BarColumn(layer: 2, split: .primary)] : nil,
      bars: full ? [bar(index, full: true), bar(index + 1, full: false)] : [], announcement: full ? speech : nil,
      focus: full ? speech : nil, findings: full ? [finding(index, full: true), finding(index, full: false)] : [])
  }

  @Test func handBuiltRunsAreWrittenAsEncodableWritesThem() throws {
    let hostile = Self.hostile
    for index in 0..<(hostile.count * 3) {
      for full in [true, false] {
        let run = AuditReport.Run(
          scenario: hostile[index % hostile.count], flow: hostile[(index + 1) % hostile.count], locale: "ar",
          device: "iPhone 16", orientation: full ? .landscape : .portrait, ios: index - 1,
          steps: full ? [try Self.step(index, full: true), try Self.step(index + 1, full: false)] : [])
        for level in [0, 2] {
          Self.expectSame(try Self.both(run, level: level), "run \(index) full \(full) level \(level)")
        }
      }
    }
  }

  /// Every stored property of every type a run holds is set in some hand-built run: a
  /// property added later and left unset there would never reach the comparison above, and
  /// the hand-written writer could drop it from every report unnoticed.
  @Test func handBuiltRunsSetEveryProperty() throws {
    var setSomewhere: [String: Bool] = [:]
    func visit(_ value: Any) {
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .optional, .collection, .set, .dictionary, .tuple:
        for child in mirror.children { visit(child.value) }
      case .struct, .class:
        // A stack is the navigation model's, written as its screens.
        guard !(value is ScreenStack) else { return }
        let type = String(describing: Swift.type(of: value))
        for child in mirror.children {
          guard let label = child.label else { continue }
          let inner = Mirror(reflecting: child.value)
          let isSet = inner.displayStyle != .optional || !inner.children.isEmpty
          setSomewhere[type + "." + label, default: false] = setSomewhere[type + "." + label, default: false] || isSet
          visit(child.value)
        }
      default:
        break
      }
    }
    for index in 0..<6 {
      visit(try Self.step(index, full: true))
    }
    #expect(setSomewhere.count > 60, "the walk reached the bars, items, findings and tab bars")
    let unset = setSomewhere.filter { !$0.value }.keys.sorted()
    #expect(unset.isEmpty, "never set in the hand-built runs: \(unset)")
  }

  /// The top-level findings list goes through the same writer as a step's.
  @Test func reportsWithHandBuiltFindingsMatchEncodable() throws {
    let findings = (0..<Self.hostile.count).flatMap { [Self.finding($0, full: true), Self.finding($0, full: false)] }
    let report = AuditReport(runs: [], findings: findings)
    var codable = SortedJSONWriter()
    try codable.write(report)
    codable.raw("\n")
    #expect(try JSONReportRenderer().bytes(report) == codable.bytes)
  }

  /// Nesting deeper than the precomputed indentation is indented as `JSONEncoder` does it.
  struct Deep: Encodable {
    var name: String
    var inner: [Deep]
  }

  @Test func deepNestingIsIndentedAsJSONEncoderIndentsIt() throws {
    var deep = Deep(name: "leaf", inner: [])
    for depth in 0..<40 { deep = Deep(name: "\(depth)", inner: [deep]) }
    var writer = SortedJSONWriter()
    try writer.write(deep)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == (try JSONWriterTests.foundation(deep)))
  }
}
