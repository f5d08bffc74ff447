public import Diagnostics
public import Foundation
import Yams

/// Reads scenario files (spec v1) into ``Scenario`` values.
///
/// Every problem is a ``ScenarioError`` at the file, line and column where it is written,
/// and unknown fields suggest the closest known one.
public enum ScenarioLoader {
  /// Reads and parses a scenario file.
  ///
  /// - Parameters:
  ///   - url: The file to read.
  ///   - displayPath: The path to print in messages and reports (relative, never absolute).
  public static func load(contentsOf url: URL, displayPath: String) throws(ScenarioError) -> Scenario {
    let start = SourceLocation(path: displayPath, line: 1, column: 1)
    let data: [UInt8]
    switch InputFile.read(atPath: url.path, maximumBytes: ScenarioLimits.maximumFileBytes) {
    case .success(let bytes):
      data = bytes
    case .failure(let failure):
      throw ScenarioError(
        failure.message(for: displayPath, kind: "scenario file", maximumBytes: ScenarioLimits.maximumFileBytes), at: start)
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ScenarioError("scenario file is not valid UTF-8", at: start)
    }
    return try parse(text, path: displayPath)
  }

  /// Parses scenario YAML (or JSON) text.
  public static func parse(_ text: String, path: String) throws(ScenarioError) -> Scenario {
    guard text.utf8.count <= ScenarioLimits.maximumFileBytes else {
      throw ScenarioError(
        "scenario is \(text.utf8.count) bytes; navaudit reads a scenario file of at most \(ScenarioLimits.maximumFileBytes) bytes",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    // libyaml's own nesting limit names no useful place: the depth is checked first.
    if let excess = YAMLDepthScanner.firstExcess(in: text) {
      throw ScenarioError(
        "YAML nested deeper than \(ScenarioLimits.maximumDepth) levels",
        at: SourceLocation(path: path, line: excess.line, column: excess.column),
        notes: SourceSnippet.lines(in: text, line: excess.line, column: excess.column))
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw yamlError(error, path: path, text: text)
    } catch {
      throw ScenarioError("cannot parse YAML", at: SourceLocation(path: path, line: 1, column: 1))
    }
    guard let root else { throw ScenarioError("scenario file is empty", at: SourceLocation(path: path, line: 1, column: 1)) }
    let node = YAMLNode(node: root, path: path, budget: YAMLNode.Budget())
    try node.checkScalarLength()
    var scenario = try ScenarioParser(path: path).scenario(node)
    try ScenarioValidator.validate(&scenario)
    return scenario
  }

  private static func yamlError(_ error: YamlError, path: String, text: String) -> ScenarioError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
      // The snippet is cut to a window around the column: a line may be megabytes long.
      let snippet = SourceSnippet.lines(in: text, line: mark.line, column: mark.column)
      return ScenarioError("invalid YAML: \(plain(problem))", at: SourceLocation(path: path, line: mark.line, column: mark.column), notes: snippet)
    case .reader(let problem, let offset, _, _):
      return ScenarioError("invalid YAML: \(plain(problem))", at: location(ofCharacterOffset: offset, in: text, path: path))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let mark = context.mark
      return ScenarioError("duplicate field '\(duplicates.joined(separator: "', '"))'", at: SourceLocation(path: path, line: mark.line, column: mark.column))
    default:
      return ScenarioError("invalid YAML", at: SourceLocation(path: path, line: 1, column: 1))
    }
  }

  /// libyaml's problem text without its internals: the nesting limit names the C function
  /// that sets it, which a scenario author cannot call.
  private static func plain(_ problem: String) -> String {
    if problem.hasPrefix("Maximum nesting level reached") { return "nested too deeply" }
    guard let first = problem.first, first.isUppercase, problem.dropFirst().first?.isLowercase == true else { return problem }
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
