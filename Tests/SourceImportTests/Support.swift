import Diagnostics
import Navigation
import SourceImport
import StoryboardImport
import Testing

/// Imports inline Swift sources, each file named `File.swift` unless given.
enum Source {
  static func read(_ text: String, file: String = "App.swift") -> SourceImporter.Result {
    SourceImporter.importSources([(path: file, text: text)])
  }
}

extension SourceImporter.Result {
  func screen(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Screen {
    try #require(scenario.screens[id], "no screen '\(id)' in \(scenario.screenOrder)", sourceLocation: sourceLocation)
  }

  /// The unresolved findings, as `line:column message`.
  var unresolved: [String] {
    issues.filter { $0.kind == .unresolvedInSource }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
  }
}

extension TextReference {
  /// The key of a localized text, or nil.
  var key: LocalizedKey? {
    if case .localized(let key) = self { return key }
    return nil
  }

  /// The text of a literal, or nil.
  var literal: String? {
    if case .literal(let text, _) = self { return text }
    return nil
  }
}
