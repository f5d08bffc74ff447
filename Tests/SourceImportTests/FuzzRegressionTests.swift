import Diagnostics
import Navigation
import SourceImport
import StoryboardImport
import Testing

/// Inputs `fuzz-source` (Fuzz/) found, each reduced to what made the importer fail.
@Suite("Swift sources the fuzzer found")
struct SourceFuzzRegressionTests {
  /// The bracket warnings of an import, as `path:line:column message`.
  static func bracketWarnings(_ result: SourceImporter.Result) -> [String] {
    result.issues.filter { $0.message.contains("the Swift parser takes") }.map {
      "\($0.location.path):\($0.location.line):\($0.location.column) \($0.message)"
    }
  }

  static func nest(_ depth: Int, _ inner: String = "") -> String {
    String(repeating: "[", count: depth) + inner + String(repeating: "]", count: depth)
  }

  static let tooDeep =
    "nests square brackets more than 10 deep, which the Swift parser takes exponential time to read;"
    + " the file is not read"
  static let tooOften =
    "nests square brackets too often for its size, which the Swift parser takes exponential time to read;"
    + " the file is not read"
  static let leftOpen =
    "leaves too many brackets open on long lines for its size, which the Swift parser takes quadratic time to"
    + " recover from; the file is not read"

  /// The fuzzer's first timeout: swift-syntax 602 looks ahead twice at each `[`, so 100 unclosed
  /// brackets would take longer than the universe has left. The file is reported, not parsed;
  /// the other files are read.
  @Test func squareBracketsNestedPastTheBoundAreNotParsed() throws {
    let result = SourceImporter.importSources([
      (
        path: "Bad.swift",
        text: """
        struct A: View { var body: some View { Text("").navigationTitle("A") } }
        struct B: View { var body: some View { Text("").n  var \(String(repeating: "[", count: 100))body: some Scene {
        """
      ),
      (path: "Deep.swift", text: "let x: \(Self.nest(20, "Int"))"),
      (path: "Good.swift", text: #"struct C: View { var body: some View { Text("").navigationTitle("C") } }"#),
    ])
    #expect(
      Self.bracketWarnings(result) == [
        "Bad.swift:2:16 'Bad.swift' \(Self.leftOpen)", "Deep.swift:1:18 'Deep.swift' \(Self.tooDeep)",
      ])
    #expect(result.scenario.screenOrder == ["C"])
    #expect(result.issues.count == 2, "no syntax error for a file not read")
  }

  /// Types, literals and type calls alike; the warning points at the eleventh `[`.
  @Test(arguments: [
    ("let x: \(nest(20, "Int"))", "1:18"),
    ("let x = \(nest(20, "1"))", "1:19"),
    ("let x = \(nest(20, "Int"))()", "1:19"),
    ("\r\n\r\n\(String(repeating: "[", count: 20))", "3:11"),
  ])
  func everyFormOfDeepBracketsIsBounded(_ text: String, _ position: String) {
    #expect(Self.bracketWarnings(Source.read(text)) == ["App.swift:\(position) 'App.swift' \(Self.tooDeep)"])
  }

  /// Ten levels are parsed; the eleventh is reported where it opens.
  @Test func theDepthBoundIsTenLevels() throws {
    func source(_ depth: Int) -> String {
      """
      struct Grid: View {
        let cells = \(Self.nest(depth, "1"))
        var body: some View { Text("").navigationTitle("Grid") }
      }
      """
    }
    let parsed = Source.read(source(10))
    #expect(Self.bracketWarnings(parsed).isEmpty)
    #expect(try parsed.screen("Grid").navigationTitle?.key?.key == "Grid")
    #expect(parsed.issues.isEmpty)

    let refused = Source.read(source(11))
    #expect(Self.bracketWarnings(refused) == ["App.swift:2:25 'App.swift' \(Self.tooDeep)"])
    #expect(refused.scenario.screens.isEmpty)
  }

  /// Nests within the depth still cost `2^d` per `[` opened `d` deep; a file may spend 2,048
  /// and one per byte. Two nests of ten levels (2,046 each) fit in 2,044 bytes, not in 2,043.
  @Test func nestsWithinTheDepthHaveABudgetLinearInTheFileSize() {
    let nests = Self.nest(10) + Self.nest(10)
    #expect(Self.bracketWarnings(Source.read(nests + String(repeating: " ", count: 2_004))).isEmpty)
    #expect(
      Self.bracketWarnings(Source.read(nests + String(repeating: " ", count: 2_003))) == [
        "App.swift:1:30 'App.swift' \(Self.tooOften)"
      ])
  }

  /// The fuzzer's second timeout: `@State private((((…` made the parser look along the rest of
  /// the line for a `)` at each `(`, again from each level of its recovery.
  @Test func parenthesesLeftOpenOnALongLineAreNotParsed() {
    let result = Source.read(
      """
      struct Account: View {
        @State private\(String(repeating: "(", count: 120)) var showHelp = false
        var body: some View { Text("").navigationTitle("Account") }
      }
      """)
    #expect(Self.bracketWarnings(result) == ["App.swift:2:17 'App.swift' \(Self.leftOpen)"])
    #expect(result.scenario.screens.isEmpty)
  }

  /// Each delimiter with no closing one of its kind after it on its line costs the bytes after
  /// it; a file may spend 2,048 and one per two bytes: 4,097 bytes after a `(` in a file of
  /// 4,098 bytes, not 4,098 in 4,099. Delimiters closed later on their line cost nothing.
  @Test func delimitersLeftOpenHaveABudgetLinearInTheFileSize() {
    #expect(Self.bracketWarnings(Source.read("(" + String(repeating: " ", count: 4_097))).isEmpty)
    #expect(
      Self.bracketWarnings(Source.read("(" + String(repeating: " ", count: 4_098))) == [
        "App.swift:1:1 'App.swift' \(Self.leftOpen)"
      ])
    let closed = String(repeating: "f(x, [1], { y }) ", count: 20)
    #expect(Self.bracketWarnings(Source.read("(" + closed + ")")).isEmpty)
    let apart = String(repeating: "{\n", count: 1_000) + String(repeating: "}\n", count: 1_000)
    #expect(Self.bracketWarnings(Source.read("struct A {\n" + apart + "}")).isEmpty)
  }

  static let longLines =
    "has too many long lines for its size, which the Swift parser takes quadratic time to recover from;"
    + " the file is not read"

  /// The fuzzer's third timeout: a line of a hundred broken modifiers, where the parser tried to
  /// recover at each token by reading the rest of the line.
  @Test func aLongLineOfBrokenModifiersIsNotParsed() {
    let modifiers = (0..<100).map { #".navigationTitle("T\#($0)")"# }.joined()
    let result = Source.read(
      """
      struct Deep: View {
        var body: some View { Text("")\(modifiers)navigationDestination") }
      }
      """)
    #expect(Self.bracketWarnings(result) == ["App.swift:2:1 'App.swift' \(Self.longLines)"])
  }

  /// Each line costs its tokens (each punctuation byte, each word) times its bytes; a file may
  /// spend 2^18 and 128 per byte: a line of 579 `;`, not 580.
  @Test func longLinesHaveABudgetLinearInTheFileSize() {
    #expect(Self.bracketWarnings(Source.read(String(repeating: ";", count: 579))).isEmpty)
    #expect(
      Self.bracketWarnings(Source.read(String(repeating: ";", count: 580))) == [
        "App.swift:1:1 'App.swift' \(Self.longLines)"
      ])
    let text = String(repeating: "Text(\"\(String(repeating: "word ", count: 100))\")\n", count: 100)
    #expect(Self.bracketWarnings(Source.read(text)).isEmpty, "lines of 500 bytes of text")
  }

  /// A tab view whose tabs are all made at run time is no screen; read first as a root of its
  /// own, it was then given as the tab of another by the id of the screen it no longer had.
  @Test func aTabViewWithOnlyRunTimeTabsIsNoTabOfAnother() throws {
    let result = Source.read(
      """
      struct RootTabs: View {
        var body: some View {
          TabView {
            Tab("Birds", systemImage: "bird") { Text("Birds") }
            Tab("Plants", systemImage: "leaf") { PlantsView() }
          }
        }
      }
      struct PlantsView: View {
        var body: some View { TabView { ForEach(names) { name in Text(name) } } }
      }
      """)
    let tabs = try result.screen("RootTabs.tabs")
    guard case .tabs(let spec)? = tabs.container else {
      Issue.record("no tab container: \(String(describing: tabs.container))")
      return
    }
    #expect(spec.items.count == 1)
    #expect(spec.items.allSatisfy { result.scenario.screens[$0] != nil })
    #expect(result.scenario.screens["PlantsView.tabs"] == nil)
    #expect(
      result.unresolved == ["10:35 the tabs made by 'ForEach(names) { name in Text(name) }' are only known at run time"]
    )
  }

  /// Types that each show the next one three times were walked 3^n times into the screen; each
  /// type's body is now walked at most four times per screen.
  @Test(.timeLimit(.minutes(1))) func viewTypesShowingOneAnotherAreWalkedLinearly() throws {
    let types = (0..<14).map {
      "struct T\($0): View { var body: some View { VStack { T\($0 + 1)(); T\($0 + 1)(); T\($0 + 1)() } } }"
    }
    let result = Source.read(
      (types + [#"struct T14: View { var body: some View { Text("").navigationTitle("x") } }"#]).joined(separator: "\n")
    )
    #expect(try result.screen("T0").navigationTitle?.key?.key == "x")
    #expect(result.scenario.screenOrder == ["T0"])
  }

  /// The bound itself: a type shown four times in a screen is read four times, a fifth is not.
  @Test(arguments: [(4, 4), (5, 4)])
  func aViewTypeIsReadAtMostFourTimesIntoAScreen(_ shown: Int, _ read: Int) throws {
    let rows = Array(repeating: "Row()", count: shown).joined(separator: "; ")
    let result = Source.read(
      """
      struct List: View { var body: some View { VStack { \(rows) }.navigationTitle("Rows") } }
      struct Row: View { var body: some View { Text("").toolbar { Button("Add") {} } } }
      """)
    #expect(try result.screen("List").rightBarButtonItems.count == read)
  }

  /// Computed properties that each show the next one three times, likewise.
  @Test(.timeLimit(.minutes(1))) func computedPropertiesShowingOneAnotherAreWalkedLinearly() throws {
    let properties = (0..<14).map { "  var p\($0): some View { VStack { p\($0 + 1); p\($0 + 1); p\($0 + 1) } }" }
    let result = Source.read(
      (["struct P: View {", #"  var body: some View { p0.navigationTitle("P") }"#] + properties + [
        #"  var p14: some View { Text("").toolbar { Button("Deepest") {} } }"#, "}",
      ]).joined(separator: "\n"))
    let screen = try result.screen("P")
    #expect(screen.navigationTitle?.key?.key == "P")
    #expect(screen.rightBarButtonItems.count == 4, "the deepest property's item, once per walk")
  }

  /// Container types whose branches each show the next type were asked whether they are
  /// containers, and read, 4^n times; each is now asked once per depth and read once.
  @Test(.timeLimit(.minutes(1))) func containerTypesBranchingToOneAnotherAreReadOnce() throws {
    let types = (0..<12).map { index in
      "struct T\(index): View { var body: some View { "
        + (0..<4).map { "if c\($0) { T\(index + 1)() }" }.joined(separator: " else ") + " } }"
    }
    let result = Source.read(
      (types + [#"struct T12: View { var body: some View { NavigationStack { Text("").navigationTitle("End") } } }"#])
        .joined(separator: "\n"))
    let stack = try result.screen("T12.stack")
    guard case .navigation(let spec)? = stack.container, let root = spec.stack.first else {
      Issue.record("no navigation stack: \(String(describing: stack.container))")
      return
    }
    #expect(try result.screen(root).navigationTitle?.key?.key == "End")
  }

  /// The fuzz target imports bytes: invalid UTF-8 is replaced and reported as for a file on disk.
  @Test func invalidUTF8GivenAsBytesIsReportedAtTheFileStart() throws {
    let bytes =
      Array(#"struct A: View { var body: some View { Text("").navigationTitle("Caf"#.utf8) + [0xE9]
      + Array(#"") } }"#.utf8)
    let result = SourceImporter.importSources([(path: "A.swift", bytes: bytes)])
    #expect(try result.screen("A").navigationTitle?.key?.key == "Caf\u{FFFD}")
    #expect(
      result.issues.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "1:1 'A.swift' is not valid UTF-8"
      ])
  }
}
