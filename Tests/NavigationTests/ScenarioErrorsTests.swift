import Diagnostics
import Navigation
import Testing

/// A scenario file reports every independent mistake at once (issue 11, part 3), and the
/// error list is ordered and free of repeats.
@Suite("Every error of a scenario")
struct ScenarioErrorsTests {
  static func errors(_ yaml: String) -> InputErrors? {
    do {
      _ = try ScenarioLoader.parse(yaml, path: "s.yaml")
      return nil
    } catch {
      return error
    }
  }

  @Test func everyUnknownFieldBadValueAndUnknownScreenIsReported() throws {
    let yaml = """
      format: 1
      app: T
      unwindActionsDeclared: perhaps
      screens:
        a: { titel: A, backButtonDisplayMode: minimalist }
        b:
          rightBarButtonItems: [{ systemItem: edit }, { systemItem: edt }, { widht: 3 }]
      flows:
        - name: One
          root: { navigation: [a] }
          steps: [push: c, pushh: b, focus: nowhere]
        - name: One
          root: { navigation: [zz] }
      """
    let errors = try #require(Self.errors(yaml))
    let expected = [
      "expected unwindActionsDeclared to be true or false, not 'perhaps'",
      "unknown field 'titel' in screen 'a'",
      "unknown backButtonDisplayMode 'minimalist'",
      "unknown systemItem 'edt'",
      "unknown field 'widht' in a bar button item",
      "unknown screen 'c'",
      "unknown field 'pushh' in a step",
      "unknown focus target 'nowhere'",
      "duplicate flow name 'One'",
      "unknown screen 'zz'",
    ]
    let messages = errors.ordered.map(\.message)
    #expect(messages.count == expected.count, "\(errors)")
    for (message, prefix) in zip(messages, expected) {
      #expect(message.hasPrefix(prefix), "\(message)")
    }
    #expect(errors.ordered.map(\.location.line) == [3, 5, 5, 7, 7, 11, 11, 11, 12, 13])
    #expect(errors.description.split(separator: "\n").filter { $0.contains(": error: ") }.count == 10)
  }

  /// Screens that name others (segues, containers) among many that name none are each
  /// checked, in the order of the file, and a segue step is checked against every screen's.
  @Test func referencesOfScreensAreCheckedInFileOrder() throws {
    var lines = ["format: 1", "screens:"]
    for index in 0..<40 {
      switch index {
      case 7: lines.append("  s7: { segues: { next: { kind: show, destination: nowhere7 } } }")
      case 19: lines.append("  s19: { navigation: [s1, nowhere19] }")
      case 31: lines.append("  s31: { tabs: [nowhere31], segues: { back: { kind: show, destination: s0 } } }")
      default: lines.append("  s\(index): { title: T\(index) }")
      }
    }
    lines += [
      "flows:", "  - name: f", "    root: { navigation: [s0] }", "    steps: [segue: nxet, segue: back, push: s39]",
    ]
    let errors = try #require(Self.errors(lines.joined(separator: "\n")))
    #expect(
      errors.found.map(\.message) == [
        "unknown screen 'nowhere7'", "unknown screen 'nowhere19'", "unknown screen 'nowhere31'",
        "no screen declares segue 'nxet'",
      ])
    #expect(errors.found.map(\.location.line) == [10, 22, 34, 46])
    #expect(errors.found.last?.notes == ["did you mean 'next'?"])
  }

  @Test func aFieldThatFailsIsNotReportedAgainAsMissing() throws {
    let errors = try #require(
      Self.errors("format: 1\nscreens:\n  a: {}\nflows:\n  - { name: [x], rot: { navigation: [a] } }\n"))
    #expect(errors.ordered.map(\.message) == ["expected name to be a string", "unknown field 'rot' in a flow"])
  }

  @Test func aScreenWithAMistakeStillCountsAsAScreen() throws {
    let errors = try #require(
      Self.errors("format: 1\nscreens:\n  a: { title: [x] }\nflows:\n  - { name: f, root: { navigation: [a] } }\n"))
    #expect(errors.ordered.map(\.message) == ["expected a text reference to be a mapping"])
  }

  /// Mappings of one field (a screen's `{ title: … }`, a step) are read without a list of
  /// entries: their mistakes are the ones, at the places, of any other mapping.
  @Test func mappingsOfOneFieldReportTheirMistakesAsOthers() throws {
    let yaml = """
      format: 1
      screens:
        a: { title: A }
        b: { [x]: y }
        c: { titel: C }
        d: { title: [oops] }
      flows:
        - name: f
          root: { navigation: [a] }
          steps:
            - {}
            - { push: a, pop: true }
            - [a]
            - { [x]: b }
            - pushh: b
            - push: [b]
            - push: zz
            - pop
      """
    let errors = try #require(Self.errors(yaml))
    #expect(
      errors.ordered.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "4:8 expected a field name in screen 'b'", "5:8 unknown field 'titel' in screen 'c'",
        "6:15 expected a text reference to be a mapping", "11:9 a step has exactly one action, such as 'push: general'",
        "12:9 a step has exactly one action, such as 'push: general'", "13:9 expected a step to be a mapping",
        "14:11 expected a field name in a step", "15:9 unknown field 'pushh' in a step",
        "16:15 expected push to be a string",
        "17:9 unknown screen 'zz'",
      ])
  }

  @Test func anotherFormatIsTheOnlyError() throws {
    let errors = try #require(Self.errors("format: 2\nwhatever: 1\nscreens: []\n"))
    #expect(errors.description == "s.yaml:1:1: error: unsupported scenario format '2' (this navaudit reads format 1)")
  }

  @Test func aSyntaxErrorStopsTheFile() throws {
    let errors = try #require(Self.errors("format: 1\nunknown: 1\nscreens:\n  a: [unclosed\n"))
    #expect(errors.count == 1)
    #expect(errors.message.hasPrefix("invalid YAML"))
  }

  @Test func theListIsOrderedByFileThenLineAndKeepsEachErrorOnce() {
    var errors = InputErrors()
    errors.append(InputError("late", at: SourceLocation(path: "b.yaml", line: 9, column: 1)))
    errors.append(InputError("other file", at: SourceLocation(path: "a.yaml", line: 1, column: 1)))
    errors.append(InputError("early", at: SourceLocation(path: "b.yaml", line: 2, column: 5)))
    errors.append(InputError("late", at: SourceLocation(path: "b.yaml", line: 9, column: 1)))
    errors.append(InputErrors([InputError("same place", at: SourceLocation(path: "b.yaml", line: 2, column: 5))]))
    #expect(errors.count == 4)
    // Files in the order they were met (b before a), then lines; the same place keeps the order found.
    #expect(errors.ordered.map(\.message) == ["early", "same place", "late", "other file"])
    #expect(errors.message == "early")
    #expect(errors.location == SourceLocation(path: "b.yaml", line: 2, column: 5))
    #expect(throws: InputErrors.self) { try errors.check() }
    #expect(throws: Never.self) { try InputErrors().check() }
  }
}
