import Foundation
import TestSupport
import Testing

/// The conventions of command-line tools, on the built binary: `--version` and the shell
/// completion scripts `make install` installs.
@Suite("Command-line conventions")
struct CommandLineConventionsTests {
  @Test func versionIsTheReleaseVersion() throws {
    let outcome = try NavauditProcess.run(["--version"], in: RepositoryPaths.root)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(outcome.stdout)")
    // Docs/adoption.md states the version the binary prints.
    let adoption = try String(
      contentsOf: RepositoryPaths.root.appendingPathComponent("Docs/adoption.md"), encoding: .utf8)
    #expect(adoption.contains("`navaudit --version` prints `\(outcome.stdout.dropLast())`"))
  }

  static func completionScript(_ shell: String) throws -> URL {
    let outcome = try NavauditProcess.run(["--generate-completion-script", shell], in: RepositoryPaths.root)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let file = try RepositoryPaths.temporaryFolder().appendingPathComponent("navaudit.\(shell)")
    try Data(outcome.stdout.utf8).write(to: file)
    return file
  }

  /// The bash script, loaded into bash and asked to complete as bash does on Tab.
  @Test func bashCompletesSubcommandsAndOptions() throws {
    let script = try Self.completionScript("bash")
    func complete(_ line: String) throws -> [String] {
      let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }
      let run = try runBash(
        """
        source '\(script.path)'
        function=$(complete -p navaudit | sed -E 's/.*-F ([^ ]+).*/\\1/')
        COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
        COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
        "$function" navaudit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """, in: RepositoryPaths.root,
        environment: ["PATH": "\(try #require(NavauditProcess.binary).deletingLastPathComponent().path):/usr/bin:/bin"])
      #expect(run.status == 0, "\(run.output)")
      return run.output.split(separator: "\n").map(String.init)
    }
    #expect(try complete("navaudit bud") == ["budgets"])
    #expect(try complete("navaudit budgets --xc").contains("--xcstrings"))
    #expect(try complete("navaudit budgets --str").contains("--strings"))
    #expect(try complete("navaudit strings ").contains("lint"))
  }

  @Test func zshAndFishScriptsNameEverySubcommand() throws {
    let zsh = try String(contentsOf: try Self.completionScript("zsh"), encoding: .utf8)
    let fish = try String(contentsOf: try Self.completionScript("fish"), encoding: .utf8)
    #expect(zsh.hasPrefix("#compdef navaudit"))
    #expect(fish.contains("complete -c 'navaudit'"))
    for subcommand in ["audit", "budgets", "import", "fonts", "explain", "strings", "calibrate"] {
      #expect(zsh.contains("'\(subcommand):"), "\(subcommand)")
      #expect(fish.contains(subcommand), "\(subcommand)")
    }
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let outcome = try NavauditProcess.run(["--generate-completion-script", "tcsh"], in: RepositoryPaths.root)
    #expect(outcome.status == 64)
  }
}
