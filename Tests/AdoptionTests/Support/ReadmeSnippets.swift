import Foundation
import TestSupport
import Testing

/// The fenced code blocks of README.md's "Install and integrate" section, by the bold lead of
/// the paragraph they follow ("**The GitHub Action.**").
struct ReadmeSnippets {
  /// One fenced block: its language and its lines, without the fences.
  struct Snippet {
    let language: String
    let lines: [String]
    var text: String { lines.joined(separator: "\n") + "\n" }
  }

  let readme: String

  init() throws {
    readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The blocks between the paragraph that starts with `lead` and the next bold lead or heading.
  func snippets(after lead: String) throws -> [Snippet] {
    let start = try #require(readme.range(of: "\n\(lead)"), "README has no paragraph '\(lead)'")
    var snippets: [Snippet] = []
    var fence: (language: String, lines: [String])?
    for line in readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if var open = fence {
        if line == "```" {
          snippets.append(Snippet(language: open.language, lines: open.lines))
          fence = nil
        } else {
          open.lines.append(String(line))
          fence = open
        }
      } else if line.hasPrefix("```") {
        fence = (String(line.dropFirst(3)), [])
      } else if line.hasPrefix("**") || line.hasPrefix("#") {
        break
      }
    }
    return snippets
  }
}
