import Diagnostics
import StoryboardImport
import SwiftParser
import SwiftSyntax

/// The location type of navaudit's findings (SwiftSyntax has a type of the same name).
typealias Location = Diagnostics.SourceLocation

/// One Swift file read and parsed, with what went wrong while reading it.
///
/// A file that does not parse still yields its tree: swift-syntax recovers from errors, so
/// the navigation around a syntax error is read and the error itself is one located warning.
struct ParsedSourceFile {
  /// The path printed in locations.
  let path: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  /// Decoding and syntax problems, at most one of each per file.
  var issues: [ImportIssue] = []

  /// The largest file read; larger ones are generated code, not navigation.
  static let maximumBytes = 4 << 20

  /// Parses `bytes` read from `path`; invalid UTF-8 is replaced and reported. A file whose
  /// brackets or lines would take the parser more than linear time
  /// (``parseBoundIssue(_:path:)``) is not parsed, and reported where they would.
  init(bytes: [UInt8], path: String) {
    self.path = path
    let text = String(decoding: bytes, as: UTF8.self)
    let boundIssue = Self.parseBoundIssue(Array(text.utf8), path: path)
    tree = Parser.parse(source: boundIssue == nil ? text : "")
    converter = SourceLocationConverter(fileName: path, tree: tree)
    if String(validating: bytes, as: UTF8.self) == nil {
      issues.append(
        ImportIssue(.unreadableSource, "'\(path)' is not valid UTF-8", at: Location(path: path, line: 1, column: 1)))
    }
    if let boundIssue { issues.append(boundIssue) }
    if tree.hasError {
      let finder = SyntaxErrorFinder(viewMode: .all)
      finder.walk(tree)
      if let first = finder.first {
        let more = finder.count > 1 ? " (and \(finder.count - 1) more)" : ""
        issues.append(
          ImportIssue(
            .unreadableSource, "'\(path)' does not parse here\(more); the rest of the file is still read",
            at: location(of: first)))
      }
    }
  }

  /// Reads and parses the file at `absolute`, or returns the warning that says why it cannot.
  static func read(absolute: String, shown: String) -> Reading {
    switch InputFile.read(atPath: absolute, maximumBytes: maximumBytes) {
    case .success(let bytes): return .parsed(ParsedSourceFile(bytes: bytes, path: shown))
    case .failure(let failure):
      return .unreadable(
        ImportIssue(
          .unreadableSource, failure.message(for: shown, kind: "Swift file", maximumBytes: maximumBytes),
          at: Location(path: shown, line: 1, column: 1)))
    }
  }

  /// A file read, or why it could not be.
  enum Reading {
    case parsed(ParsedSourceFile)
    case unreadable(ImportIssue)
  }

  /// Where a node starts, after its leading comments and spaces.
  func location(of node: some SyntaxProtocol) -> Location {
    let start = node.startLocation(converter: converter, afterLeadingTrivia: true)
    return Location(path: path, line: start.line, column: start.column)
  }
}

/// Finds the first piece of syntax the parser could not make sense of.
private final class SyntaxErrorFinder: SyntaxVisitor {
  private(set) var first: Syntax?
  private(set) var count = 0

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    record(Syntax(node))
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing { record(Syntax(token)) }
    return .skipChildren
  }

  private func record(_ node: Syntax) {
    count += 1
    if first == nil { first = node }
  }
}
