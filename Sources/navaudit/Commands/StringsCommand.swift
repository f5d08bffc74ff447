import ArgumentParser
import AuditEngine
import Diagnostics
import Foundation
import Reports
import StringTables
import Traits
import UnicodeSupport

/// `navaudit strings lint|show`: checks and resolves string tables without a scenario run.
struct StringsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "strings",
    abstract: "Check string tables, or show how one key resolves in a locale.",
    subcommands: [Lint.self, Show.self]
  )

  /// Where the tables are, shared by both subcommands.
  struct TableOptions: ParsableArguments {
    @Option(
      name: .customLong("development-language"),
      help: "The development language of tables given directly (scenarios name their own). Default: en.")
    var developmentLanguage = "en"

    func input(paths: [String]) throws -> StringsInput {
      let language: LocaleIdentifier
      do {
        language = try LocaleIdentifier(validating: developmentLanguage)
      } catch {
        throw ValidationError("--development-language: \(error)")
      }
      return try StringsInput(
        paths: paths, workingDirectory: FileManager.default.currentDirectoryPath, developmentLanguage: language)
    }
  }

  /// `navaudit strings lint PATH...`.
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      // Named here, as every command is: otherwise ArgumentParser derives the name from the
      // type's name, by reflection, at every start of every command.
      commandName: "lint",
      abstract:
        "Report coverage, missing and stale keys, duplicates, plural gaps, specifier mismatches and fake translations."
    )

    @Argument(
      help:
        "Folders or files of tables (.strings, .stringsdict, .xcstrings, .xliff, .xcloc, ICU .txt), or scenario files whose 'strings:' are used."
    )
    var paths: [String]

    @OptionGroup var tables: TableOptions

    @OptionGroup var outputs: OutputOptions

    @Flag(help: "In the text output, list every finding instead of one line per rule, table and locale.")
    var all = false

    func run() throws {
      // Unlike `audit`, standard output defaults to the coverage text even in a pipe.
      let plan = try outputs.plan(standardDefault: .text)
      let result = StringsLinter(input: try tables.input(paths: paths)).lint()
      let options = outputs.reportOptions()
      var files: [(path: String, contents: String)] = []
      var standardOutput: String?
      for destination in plan.destinations {
        let rendered: String
        if destination.format == .text {
          rendered = result.text(all: all)
        } else {
          do {
            rendered = try destination.format.render(result.report, options: options)
          } catch {
            throw SystemFailure(description: "cannot write the \(destination.format.rawValue) report: \(error)")
          }
        }
        if let path = destination.path {
          files.append((path, rendered))
        } else {
          standardOutput = rendered
        }
      }
      try AtomicWriter.writeAll(files, standardOutput: standardOutput)
      if outputs.fails(result.report.findings) { throw ExitCodes.findings }
    }
  }

  /// `navaudit strings show KEY --locale L [--table T] [--arg V]... PATH...`.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Print the text a key shows in a locale (first line), then the chain it came through.",
      discussion: "Exits 1 when no table has the key (the first line is then the key, as iOS shows it)."
    )

    @Argument(help: "The key, unescaped as in the table ('Hello\\nWorld' is written with a real line break).")
    var key: String

    @Option(help: "The locale to resolve for (pt-BR, zh_Hans, de-AT…).")
    var locale: String

    @Option(help: "The table (file name without extension). Default: Localizable, then every other table.")
    var table: String?

    @Option(name: .customLong("arg"), help: "A format argument, in order; numbers choose plural cases.")
    var arguments: [String] = []

    @Option(help: "The device family for device variations: phone or pad.")
    var device: String = "phone"

    @Option(help: "The presentation width for .stringsdict width variations.")
    var width: Int?

    @Argument(help: "Folders or files of tables, or scenario files.")
    var paths: [String]

    @OptionGroup var tables: TableOptions

    func validate() throws {
      do {
        _ = try LocaleIdentifier(validating: locale)
      } catch {
        throw ValidationError("--locale: \(error)")
      }
      guard ["phone", "pad"].contains(device) else {
        throw ValidationError("unknown device '\(device)' (expected phone or pad)")
      }
      if paths.isEmpty { throw ValidationError("give at least one folder, table or scenario file") }
    }

    func run() throws {
      let requested: LocaleIdentifier
      do {
        requested = try LocaleIdentifier(validating: locale)
      } catch {
        throw ValidationError("--locale: \(error)")
      }
      let lookup = StringsLookup(input: try tables.input(paths: paths))
      let result = lookup.show(
        key: key, locale: requested, table: table, arguments: arguments,
        idiom: device == "pad" ? .pad : .phone, width: width)
      try Terminal.out(result.lines.joined(separator: "\n") + "\n")
      if result.resolution == nil { throw ExitCodes.findings }
    }
  }
}
