import Diagnostics
import Foundation
import TestSupport
import Testing
import UnicodeSupport
import Yams

@testable import Navigation

/// The scenario loader composes YAML from libyaml's events itself (``YAMLComposer``) instead
/// of through Yams's `compose`: these tests hold it to Yams's trees and errors, text by text.
@Suite("YAML composer")
struct YAMLComposerTests {
  /// Texts that exercise every kind of node, style, tag, anchor and error libyaml has.
  static let texts: [String] = [
    "", "# only a comment\n", "---\n", "--- a\n", "a\n--- b\n", "a: 1\n...\n", "a: 1\n---\nb: 2\n", "---\n...\n---\n",
    "\u{FEFF}a: 1\n", "a: \"\\uFEFFbom\"\n", "a: [1, 2, {b: c}]\n", "- a\n- - b\n  - c\n- {d: e}\n",
    "a: |\n  line\n  two\n", "a: >-\n  folded\n  text\n\n",
    "a: 'single ''q'''\nb: \"dq \\t \\x41 \\u263A \\U0001F600\"\n",
    "a: !!str 12\nb: !!int \"12\"\nc: !foo bar\nd: ! baz\ne: !!bool \"true\"\n",
    "%TAG !e! tag:example.com,2000:\n---\na: !e!thing x\nb: !e!thing y\n",
    "a: &x {b: 1}\nc: *x\nd: *x\n", "a: *x\n", "a: &x [*x]\n", "a: &x 1\nb: &x 2\nc: *x\n",
    "? [a, b]\n: 1\n? [a, b]\n: 2\n", "? {a: 1}\n: x\n? {a: 2}\n: y\n", "a: 1\na: 2\n", "b: 1\na: 2\nb: 3\na: 4\n",
    "a: 1\n\"a\": 2\n", "a: 1\n!foo a: 2\n", "!!str a: 1\na: 2\n", "1: a\n'1': b\n", "café: 1\ncafe\u{301}: 2\n",
    "? !!value v\n: x\n? !!value v\n: y\n", "{a: 1, a: 1}\n", "[a: 1, a: 2]\n",
    "a: b: c\n", "a:\n  - b\n c: d\n", "[a, b\n", "{a: 1\n", "a: 'unterminated\n", "a: \"bad \\q escape\"\n",
    "a: \u{1}\n", "title: \"x\"\n\u{7}\n", "e\u{301}\u{1}: x\n", "- a\nb: c\n", "a: @b\n", "a: `b\n", "\t- a\n",
    "a: !<tag:yaml.org,2002:str> x\n", "a: !!binary aGk=\n", "<<: {a: 1}\nb: 2\n", "= : x\n",
    "a: ~\nb: null\nc:\nd: ''\ne: NULL\nf: Null\n",
    "a: [true, True, TRUE, yes, Yes, on, ON, false, no, No, off, OFF, y, n, 'true', \"yes\", tRuE]\n",
    "a: [0x1F, 0o17, 017, 09, 0b101, 1_000, +5, -5, 1:30, -0x10, 0x, '12', 1.5, 1e3, .inf, -.inf, .nan, .NaN, 1_0.5]\n",
    "a: [| \n  12\n, x]\n", "k: &a !!str v\nl: *a\n", "[*a]\n", "&a a: &b b\n*a : *b\n",
  ]

  @Test(arguments: texts)
  func composesAsYams(_ text: String) throws {
    try Self.compare(text)
  }

  /// Every sample scenario, and the writer's hostile strings as values and keys.
  @Test func composesTheSamplesAndHostileStringsAsYams() throws {
    let samples = try FileManager.default.subpathsOfDirectory(atPath: RepositoryPaths.samples.path)
      .filter { $0.hasSuffix(".navaudit.yaml") }
    #expect(!samples.isEmpty)
    for sample in samples {
      try Self.compare(String(contentsOf: RepositoryPaths.samples.appendingPathComponent(sample), encoding: .utf8))
    }
    for string in HostileScenario.strings {
      let quoted = YAMLScalar.quoted(string)
      try Self.compare("a: \(quoted)\n\(quoted): b\n- \(string)\n")
      try Self.compare("k: \(string)\n")
      try Self.compare("[\(string)]\n")
    }
  }

  /// Random texts of YAML's indicators: both sides must agree on every tree and every error.
  @Test func composesRandomTextsAsYams() throws {
    var random = SplitMix64(seed: 14)
    let pieces = [
      "a", "b", "1", ":", ": ", " ", "  ", "\n", "\n  ", "- ", "[", "]", "{", "}", ", ", "&x ", "*x", "!!str ", "!t ",
      "'", "\"", "? ", "# c", "|\n", ">\n", "---\n", "...\n", "~", "yes", "\\", "\t", "é", "0x1",
    ]
    for _ in 0..<3_000 {
      let count = Int(random.next() % 24) + 1
      try Self.compare((0..<count).map { _ in random.pick(pieces) }.joined())
    }
  }

  /// Texts of ``YAMLEventStream/concurrentBytes`` or more are composed as libyaml reads them
  /// on a second thread: the trees and errors are those of the composer reading every event
  /// first (held to Yams's above), wherever the error falls, and when the first buffers turn
  /// out too small (one-letter values) and the text is read again.
  @Test func composesLargeTextsConcurrentlyAsOnOneThread() throws {
    let screens = (0..<3_000).map { "  s\($0): { title: \"Réglages \($0)\" }" }.joined(separator: "\n")
    let base = "format: 1\nscreens:\n\(screens)\n"
    let texts = [
      base, base + "  s1: { title: again }\n", base + "flows: *nowhere\n", base + "flows: [a, b\n",
      "a: &x [1]\n" + base + "b: *x\n", base + "c: \u{1}\n", "a: *x\n" + base + "b: [c\n",
      "  s0: {}\n" + base, "[" + String(repeating: "a,", count: 40_000) + "a]\n",
      String(repeating: "- [a, b]\n", count: 10_000) + "- *y\n", base + "---\nb: 1\n",
    ]
    for text in texts {
      #expect(text.utf8.count >= YAMLEventStream.concurrentBytes)
      let serial = Result { () throws(YAMLComposer.Failure) in try YAMLComposer.compose(text) }
      let concurrent = Result { () throws(YAMLComposer.Failure) in
        try YAMLComposer.compose(text, concurrently: true) { true } ?? YAMLNodeTable()
      }
      switch (serial, concurrent) {
      case (.success(let expected), .success(let tree)):
        #expect(tree.root == expected.root && tree.nodes == expected.nodes, "\(text.prefix(40))")
        #expect(tree.children == expected.children && tree.scalars == expected.scalars && tree.tags == expected.tags)
      case (.failure(let expected), .failure(let failure)):
        #expect(failure == expected, "\(text.prefix(40))")
      default:
        Issue.record("\(text.prefix(40)): one thread \(serial), two \(concurrent)")
      }
    }
  }

  // MARK: Hostile texts

  /// Tags expanded from a long `%TAG` prefix, each distinct, would copy the prefix for every
  /// node (Yams kept a string for each): the composer stops at 256 MiB, at the node.
  @Test func expandedTagsAreBounded() {
    let prefix = String(repeating: "x", count: 1 << 20)
    let tags = (0..<300).map { "!e!t\($0) v" }.joined(separator: ", ")
    let text = "%TAG !e! tag:\(prefix)\n---\n[\(tags)]\n"
    #expect(throws: YAMLComposer.Failure.self) { try YAMLComposer.compose(text) }
    do {
      _ = try YAMLComposer.compose(text)
    } catch {
      guard case .tooLarge(let problem, let line, _) = error else {
        Issue.record("expected tooLarge, got \(error)")
        return
      }
      #expect(problem.contains("256 MiB"))
      #expect(line == 3)
    }
  }

  /// Two equal alias bombs as keys: Yams compared them in full (10^9 nodes); the composer
  /// gives up after its comparison budget, and the loader refuses the keys as field names.
  @Test func aliasBombKeysAreComparedWithinABudget() {
    var yaml = "format: 1\n"
    for chain in ["a", "b"] {
      yaml += "\(chain)0: &\(chain)0 [x, x, x, x, x, x, x, x, x, x]\n"
      for level in 1..<9 {
        let previous = Array(repeating: "*\(chain)\(level - 1)", count: 10).joined(separator: ", ")
        yaml += "\(chain)\(level): &\(chain)\(level) [\(previous)]\n"
      }
    }
    yaml += "keys:\n  ? *a8\n  : 1\n  ? *b8\n  : 2\n"
    #expect(throws: Never.self) { try YAMLComposer.compose(yaml) }
    #expect(throws: InputErrors.self) { try ScenarioLoader.parse(yaml, path: "bomb.yaml") }
  }

  /// A repeated key is refused where it is first written (as Yams refuses it), with every
  /// repeated name and the places it is written again, which the user removes.
  @Test func repeatedKeysAreNamedAtTheirFirstPlaceWithTheirRepeats() throws {
    let yaml = "format: 1\nscreens:\n  b: {}\n  a: {}\n  b: {}\n  a: {}\n"
    let errors = try #require(throws: InputErrors.self) { try ScenarioLoader.parse(yaml, path: "dup.yaml") }
    #expect(
      errors.found.map(\.description) == [
        "dup.yaml:4:3: error: duplicate fields 'a' (written again at line 6, column 3) "
          + "and 'b' (written again at line 5, column 3)"
      ])
    let once = "format: 1\nscreens:\n  a: { title: x, backButtonTitle: y,  title: z }\n"
    let error = try #require(throws: InputErrors.self) { try ScenarioLoader.parse(once, path: "s.yaml") }
    #expect(
      error.found.map(\.description) == [
        "s.yaml:3:8: error: duplicate field 'title' (written again at line 3, column 39)"
      ])
  }

  /// The composer keeps every later place of each repeated key in the order written, for
  /// scalar and collection keys alike, columns counted in Unicode scalars.
  @Test func repeatedKeysKeepEveryLaterPlace() {
    let text = "é: 1\n? [x]\n: 2\né: 3\n'é': 4\n? [x]\n: 5\nb: 6\n  # c\n{é: 7}: 8\nb: 9\n"
    #expect(throws: YAMLComposer.Failure.self) { try YAMLComposer.compose(text) }
    do {
      _ = try YAMLComposer.compose(text)
    } catch {
      let mark = YAMLComposer.Mark.init
      #expect(
        error
          == .duplicateKeys(
            [
              // Yams's order: scalars by text; a collection and a scalar are unordered, and
              // keep the order they are written in (Yams's own order of them varies by run).
              .init(name: "é", again: [mark(4, 1), mark(5, 1)]),
              .init(name: "<uncovertable>", again: [mark(6, 3)]),
              .init(name: "b", again: [mark(11, 1)]),
            ], line: 1, column: 1))
    }
  }

  /// A mapping that repeats many keys many times names the first few, each with its first
  /// few repeats, and counts the rest: the message stays short whatever the file.
  @Test func repeatedKeysAreNamedWithinBounds() throws {
    let keys = ScenarioLoader.namedRepeatedFields + 2
    let times = ScenarioLoader.placesPerRepeatedField + 4
    let fields = (0..<times).flatMap { time in (0..<keys).map { "  k\($0): \(time)\n" } }.joined()
    let errors = try #require(throws: InputErrors.self) {
      try ScenarioLoader.parse("format: 1\nscreens:\n" + fields, path: "many.yaml")
    }
    let message = try #require(errors.found.first?.message)
    let named = (0..<keys).map { "k\($0)" }.sorted().prefix(ScenarioLoader.namedRepeatedFields)
    #expect(message.hasPrefix("duplicate fields '\(named[0])' (written again at line \(3 + keys), column 3, "))
    for name in named { #expect(message.contains("'\(name)' (written again at")) }
    #expect(message.components(separatedBy: "(written again").count == ScenarioLoader.namedRepeatedFields + 1)
    #expect(message.components(separatedBy: " and 3 more times)").count == ScenarioLoader.namedRepeatedFields + 1)
    #expect(message.hasSuffix(" and 2 more"))
  }

  // MARK: Comparison

  static func compare(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let expected: Result<Yams.Node?, YamlError>
    do {
      expected = .success(try Yams.compose(yaml: text, .basic))
    } catch let error as YamlError {
      expected = .failure(error)
    }
    let actual = Result { () throws(YAMLComposer.Failure) in try YAMLComposer.compose(text) }
    switch (expected, actual) {
    case (.success(let root), .success(let tree)):
      #expect((root == nil) == (tree.root == nil), "\(text.debugDescription)", sourceLocation: sourceLocation)
      if let root, let index = tree.root {
        compare(root, index, in: tree, text: text, isKey: false, sourceLocation: sourceLocation)
      }
    case (.failure(let error), .failure(let failure)):
      // Yams names repeated keys without the places they are written again.
      #expect(
        Self.failure(error, text: text) == Self.withoutRepeatPlaces(failure), "\(text.debugDescription)",
        sourceLocation: sourceLocation)
    default:
      Issue.record("\(text.debugDescription): Yams \(expected), composer \(actual)", sourceLocation: sourceLocation)
    }
  }

  private static func compare(
    _ node: Yams.Node, _ index: Int32, in tree: YAMLNodeTable, text: String, isKey: Bool,
    sourceLocation: Testing.SourceLocation
  ) {
    // Read before the tag: Yams resolves a tag when it is read, and a scalar resolved to a
    // string no longer reads as a boolean.
    let expectedBool = isKey ? nil : node.bool
    let entry = tree.node(index)
    let context = "\(text.debugDescription) at \(entry.line):\(entry.column)"
    #expect(node.mark?.line == Int(entry.line), "\(context)", sourceLocation: sourceLocation)
    #expect(node.mark?.column == Int(entry.column), "\(context)", sourceLocation: sourceLocation)
    #expect(node.tag.rawValue == tree.resolvedTag(index), "\(context)", sourceLocation: sourceLocation)
    let yamlNode = YAMLNode(index: index, document: YAMLNode.Document(path: "", tree: tree))
    switch node {
    case .scalar(let scalar):
      #expect(entry.kind == .scalar, "\(context)", sourceLocation: sourceLocation)
      // Yams decodes scalars with Foundation, which drops a leading byte-order mark; the
      // composer keeps the text as written.
      let written = tree.text(index)
      let expected = written.hasPrefix("\u{FEFF}") ? String(written.unicodeScalars.dropFirst()) : written
      #expect(scalar.string == expected, "\(context)", sourceLocation: sourceLocation)
      #expect(scalar.style.rawValue == UInt32(entry.style), "\(context)", sourceLocation: sourceLocation)
      #expect(node.int == yamlNode.yamlInt, "\(context)", sourceLocation: sourceLocation)
      #expect(
        node.float.map { $0.isNaN ? "nan" : "\($0)" } == yamlNode.yamlDouble.map { $0.isNaN ? "nan" : "\($0)" },
        "\(context)", sourceLocation: sourceLocation)
      // Yams resolves a key's tag when it hashes it, after which it reads as a string.
      if !isKey { #expect(expectedBool == yamlNode.yamlBool, "\(context)", sourceLocation: sourceLocation) }
    case .sequence(let sequence):
      #expect(entry.kind == .sequence, "\(context)", sourceLocation: sourceLocation)
      let children = Array(tree.children(of: index))
      #expect(children.count == sequence.count, "\(context)", sourceLocation: sourceLocation)
      for (element, child) in zip(sequence, children) {
        compare(element, child, in: tree, text: text, isKey: isKey, sourceLocation: sourceLocation)
      }
    case .mapping(let mapping):
      #expect(entry.kind == .mapping, "\(context)", sourceLocation: sourceLocation)
      let children = Array(tree.children(of: index))
      #expect(children.count == mapping.count * 2, "\(context)", sourceLocation: sourceLocation)
      #expect(node.string == tree.yamsString(index), "\(context)", sourceLocation: sourceLocation)
      for (offset, pair) in mapping.enumerated() where offset * 2 + 1 < children.count {
        compare(pair.key, children[offset * 2], in: tree, text: text, isKey: true, sourceLocation: sourceLocation)
        compare(
          pair.value, children[offset * 2 + 1], in: tree, text: text, isKey: isKey, sourceLocation: sourceLocation)
      }
    case .alias:
      Issue.record("\(context): Yams left an alias in the tree", sourceLocation: sourceLocation)
    }
  }

  /// A failure as Yams's error can say it: repeated keys without their later places.
  private static func withoutRepeatPlaces(_ failure: YAMLComposer.Failure) -> YAMLComposer.Failure {
    guard case .duplicateKeys(let keys, let line, let column) = failure else { return failure }
    return .duplicateKeys(keys.map { .init(name: $0.name, again: []) }, line: line, column: column)
  }

  /// Yams's error, in the composer's terms.
  private static func failure(_ error: YamlError, text: String) -> YAMLComposer.Failure? {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return .syntax(problem: problem, line: mark.line, column: mark.column)
    case .reader(let problem, let offset, _, _):
      // Yams gives a character offset; the composer the byte offset libyaml names.
      let bytes = offset.map {
        text.utf8.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: $0))
      }
      return .reader(problem: problem, byteOffset: bytes ?? -1)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return .duplicateKeys(
        duplicates.map { YAMLComposer.RepeatedKey(name: $0, again: []) }, line: context.mark.line,
        column: context.mark.column)
    case .memory:
      return .memory
    default:
      return nil
    }
  }
}
