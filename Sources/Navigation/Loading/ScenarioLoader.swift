public import Diagnostics
public import Foundation
import UnicodeSupport

/// Reads scenario files (spec v1) into ``Scenario`` values.
///
/// Every problem is a ``ScenarioError`` at the file, line and column where it is written,
/// and unknown fields suggest the closest known one. A file's mistakes are reported
/// together, as ``InputErrors``: every unknown field, bad value and unknown screen, not only
/// the first. A YAML syntax error stops the file, as nothing after it can be trusted.
public enum ScenarioLoader {
  /// Reads and parses a scenario file.
  ///
  /// - Parameters:
  ///   - url: The file to read.
  ///   - displayPath: The path to print in messages and reports (relative, never absolute).
  /// - Throws: every error of the file, in the order of their lines.
  public static func load(contentsOf url: URL, displayPath: String) throws(InputErrors) -> Scenario {
    var errors = InputErrors()
    let scenario = load(contentsOf: url, displayPath: displayPath, recordingInto: &errors)
    try errors.check()
    guard let scenario else { throw errors }
    return scenario
  }

  /// Reads and parses a scenario file, recording its errors in `errors`.
  ///
  /// - Returns: the scenario as far as it could be read, so that a caller can go on to
  ///   check what depends on it (its tables, locales and devices) in the same run; `nil`
  ///   when nothing could be read (an unreadable file, a YAML syntax error).
  public static func load(contentsOf url: URL, displayPath: String, recordingInto errors: inout InputErrors)
    -> Scenario?
  {
    let start = SourceLocation(path: displayPath, line: 1, column: 1)
    let data: [UInt8]
    switch InputFile.read(atPath: url.path, maximumBytes: ScenarioLimits.maximumFileBytes) {
    case .success(let bytes):
      data = bytes
    case .failure(let failure):
      errors.append(
        ScenarioError(
          failure.message(for: displayPath, kind: "scenario file", maximumBytes: ScenarioLimits.maximumFileBytes),
          at: start))
      return nil
    }
    return load(utf8: data, displayPath: displayPath, recordingInto: &errors)
  }

  /// Parses the bytes of a file read (see ``load(contentsOf:displayPath:recordingInto:)``).
  ///
  /// A file that is not UTF-8 has that one error, at its start. The bytes are checked only
  /// when the file has an error: libyaml refuses every byte sequence that is not UTF-8 (a
  /// reader error), so a file read to its end without an error is UTF-8 already, and a
  /// megabyte scenario is neither checked nor copied into a `String` a second time before
  /// libyaml reads it. (Tests compare this with checking the bytes first.)
  static func load(
    utf8 data: [UInt8], displayPath: String, reading: ScenarioReading = .shortcuts,
    recordingInto errors: inout InputErrors
  ) -> Scenario? {
    var found = InputErrors()
    let scenario = parse(.utf8(data), path: displayPath, reading: reading, recordingInto: &found)
    if scenario == nil || !found.isEmpty, String(validating: data, as: UTF8.self) == nil {
      errors.append(
        ScenarioError("scenario file is not valid UTF-8", at: SourceLocation(path: displayPath, line: 1, column: 1)))
      return nil
    }
    errors.append(found)
    return scenario
  }

  /// Parses scenario YAML (or JSON) text.
  ///
  /// - Throws: every error of the file, in the order of their lines.
  public static func parse(_ text: String, path: String) throws(InputErrors) -> Scenario {
    var errors = InputErrors()
    let scenario = parse(text, path: path, recordingInto: &errors)
    try errors.check()
    guard let scenario else { throw errors }
    return scenario
  }

  /// Parses scenario YAML (or JSON) text, recording its errors in `errors`.
  ///
  /// - Returns: the scenario as far as it could be read (see
  ///   ``load(contentsOf:displayPath:recordingInto:)``), or `nil`.
  public static func parse(_ text: String, path: String, recordingInto errors: inout InputErrors) -> Scenario? {
    parse(.text(text), path: path, reading: .shortcuts, recordingInto: &errors)
  }

  /// ``parse(_:path:recordingInto:)``, taking the shortcuts `reading` says (the result is
  /// the same for each: tests compare them).
  static func parse(
    _ text: String, path: String, reading: ScenarioReading, recordingInto errors: inout InputErrors
  ) -> Scenario? {
    parse(.text(text), path: path, reading: reading, recordingInto: &errors)
  }

  /// ``parse(_:path:reading:recordingInto:)`` of a text, or of a file's bytes (not checked
  /// as UTF-8: the `String` of the bytes, repaired, is made only for an error's snippet).
  static func parse(
    _ input: YAMLComposer.Input, path: String, reading: ScenarioReading, recordingInto errors: inout InputErrors
  ) -> Scenario? {
    let start = SourceLocation(path: path, line: 1, column: 1)
    let byteCount: Int
    switch input {
    case .text(let text): byteCount = text.utf8.count
    case .utf8(let bytes): byteCount = bytes.count
    }
    /// The text, for the snippets of errors.
    func text() -> String {
      switch input {
      case .text(let text): text
      case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
      }
    }
    guard byteCount <= ScenarioLimits.maximumFileBytes else {
      errors.append(
        ScenarioError(
          "scenario is \(byteCount) bytes; navaudit reads a scenario file of at most \(ScenarioLimits.maximumFileBytes) bytes",
          at: start))
      return nil
    }
    // libyaml's own nesting limit names no useful place: the depth is checked first, and a
    // text nested too deep has that one error. A small text is checked before anything is
    // composed. A large one is checked on another thread once libyaml has read it (its core
    // is free then) while this thread composes and parses what libyaml read, which is
    // bounded all the same (libyaml stops at 1,000 levels), and thrown away when too deep.
    let large = byteCount >= YAMLEventStream.concurrentBytes
    var excess: YAMLDepthScanner.Excess?
    let composed: YAMLNodeTable?
    // The screens are read while this thread would wait for libyaml.
    let prereader = ScreenPrereader(path: path, bytes: byteCount, reading: reading)
    do throws(YAMLComposer.Failure) {
      composed = try YAMLComposer.compose(input, concurrently: true, reader: prereader?.entryReader) {
        guard !large else { return true }
        excess = YAMLDepthScanner.firstExcess(input)
        return excess == nil
      }
    } catch {
      if large { excess = YAMLDepthScanner.firstExcess(input) }
      errors.append(
        excess.map { depthError($0, path: path, text: text()) } ?? yamlError(error, path: path, text: text()))
      return nil
    }
    if composed == nil, excess == nil { excess = YAMLDepthScanner.Excess(line: 1, column: 1) }
    // Started once libyaml is done: its core is free while this thread parses.
    let scan = large ? BackgroundValue { YAMLDepthScanner.firstExcess(input) } : nil
    var found = InputErrors()
    let scenario = composed.flatMap { read($0, path: path, prereader: prereader, reading: reading, into: &found) }
    if let scan { excess = scan.value }
    if let excess {
      errors.append(depthError(excess, path: path, text: text()))
      return nil
    }
    errors.append(found)
    return scenario
  }

  /// Reads a composed tree into a scenario, recording its errors.
  private static func read(
    _ tree: YAMLNodeTable, path: String, prereader: ScreenPrereader?, reading: ScenarioReading,
    into errors: inout InputErrors
  ) -> Scenario? {
    guard let root = tree.root else {
      errors.append(ScenarioError("scenario file is empty", at: SourceLocation(path: path, line: 1, column: 1)))
      return nil
    }
    let document = YAMLNode.Document(path: path, tree: tree)
    let node = YAMLNode(index: root, document: document)
    let scenario: Scenario
    do throws(ScenarioError) {
      try node.checkScalarLength()
      scenario = try ScenarioParser(path: path, prereader: prereader, reading: reading).scenario(node)
    } catch {
      errors.append(document.errors)
      errors.append(error)
      return nil
    }
    if !document.screensUnread {
      ScenarioValidator.validate(
        scenario, declaring: document.declaringScreens, incompleteScreens: document.incompleteScreens,
        into: &document.errors)
    }
    errors.append(document.errors)
    return scenario
  }

  private static func depthError(_ excess: YAMLDepthScanner.Excess, path: String, text: String) -> ScenarioError {
    ScenarioError(
      "YAML nested deeper than \(ScenarioLimits.maximumDepth) levels",
      at: SourceLocation(path: path, line: excess.line, column: excess.column),
      notes: SourceSnippet.lines(in: text, line: excess.line, column: excess.column))
  }

  private static func yamlError(_ error: YAMLComposer.Failure, path: String, text: String) -> ScenarioError {
    switch error {
    case .syntax(let problem, let line, let column):
      // The snippet is cut to a window around the column: a line may be megabytes long.
      let snippet = SourceSnippet.lines(in: text, line: line, column: column)
      return ScenarioError(
        "invalid YAML: \(plain(problem))", at: SourceLocation(path: path, line: line, column: column), notes: snippet)
    case .reader(let problem, let byteOffset):
      return ScenarioError(
        "invalid YAML: \(plain(problem))",
        at: location(ofCharacterOffset: characterOffset(ofByte: byteOffset, in: text), in: text, path: path))
    case .duplicateKeys(let duplicates, let line, let column):
      return ScenarioError(repeatedFields(duplicates), at: SourceLocation(path: path, line: line, column: column))
    case .tooLarge(let problem, let line, let column):
      return ScenarioError("invalid YAML: \(problem)", at: SourceLocation(path: path, line: line, column: column))
    case .memory:
      return ScenarioError("invalid YAML", at: SourceLocation(path: path, line: 1, column: 1))
    }
  }

  /// The most repeated fields one message names, and the most later places it gives for
  /// each: a hostile mapping may repeat thousands of keys thousands of times.
  static let namedRepeatedFields = 10
  static let placesPerRepeatedField = 3

  /// The message for a mapping that repeats fields: each field with the places it is written
  /// again, since the error stands where the first is written and the user removes a repeat:
  /// `duplicate field 'title' (written again at line 6, column 3)`.
  static func repeatedFields(_ fields: [YAMLComposer.RepeatedKey]) -> String {
    let named = fields.prefix(namedRepeatedFields).map { field in
      var places = field.again.prefix(placesPerRepeatedField).map { "at line \($0.line), column \($0.column)" }
      if field.again.count > placesPerRepeatedField {
        let more = field.again.count - placesPerRepeatedField
        places.append("\(more) more time\(more == 1 ? "" : "s")")
      }
      return "'\(field.name)' (written again \(listed(places)))"
    }
    var items = Array(named)
    if fields.count > namedRepeatedFields { items.append("\(fields.count - namedRepeatedFields) more") }
    return "duplicate field\(fields.count == 1 ? "" : "s") \(listed(items))"
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The offset in characters of a UTF-8 offset, as Yams reports a reader error: nil when it
  /// falls inside a character.
  private static func characterOffset(ofByte offset: Int, in text: String) -> Int? {
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset, limitedBy: text.utf8.endIndex)?
      .samePosition(in: text)
    return index.map { text.distance(from: text.startIndex, to: $0) }
  }

  /// libyaml's problem text without its internals: the nesting limit names the C function
  /// that sets it, which a scenario author cannot call.
  private static func plain(_ problem: String) -> String {
    if problem.hasPrefix("Maximum nesting level reached") { return "nested too deeply" }
    guard let first = problem.first, first.isUppercase, problem.dropFirst().first?.isLowercase == true else {
      return problem
    }
    return first.lowercased() + problem.dropFirst()
  }

  /// The line and column of an offset in characters (as Yams gives the reader's position);
  /// the start of the file when unknown.
  private static func location(ofCharacterOffset offset: Int?, in text: String, path: String) -> SourceLocation {
    guard let offset, offset > 0 else { return SourceLocation(path: path, line: 1, column: 1) }
    var line = 1
    var column = 1
    for character in text.prefix(offset) {
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourceLocation(path: path, line: line, column: column)
  }
}
