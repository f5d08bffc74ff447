import ArgumentParser
import AuditEngine
import Diagnostics
import Foundation
import Reports
import StringTables

/// `navaudit budgets PATH...`: the widest text each bar key may have, for translators.
struct BudgetsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "budgets",
    abstract: "Compute width budgets for every key shown in a navigation bar, and hand them to translators.",
    discussion: """
      Without --xliff, --xcstrings or --strings, writes the budgets (JSON or Markdown) to -o or standard
      output. With --xliff IN -o OUT, writes IN with maxwidth="N" size-unit="point" on each matching
      trans-unit (IN may be an .xcloc); with --xcstrings IN -o OUT, appends each budget to its key's
      comment; with --strings IN -o OUT, writes it into the comment above each matching key.
      """
  )

  /// The formats of the budget report.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, markdown
  }

  @Argument(
    help: "Scenario files, storyboards or app folders, as for 'audit'. Default: Samples, or the current folder.")
  var paths: [String] = []

  @OptionGroup var run: RunOptions

  @Option(help: "The budget report's format: json or markdown. Default: json, or markdown for an -o ending in .md.")
  var format: Format?

  @Option(name: .shortAndLong, help: "The file to write (atomically). Default: standard output.")
  var output: String?

  @Option(help: ArgumentHelp("An XLIFF 1.2 file (or .xcloc) to write the budgets into as maxwidth.", valueName: "IN"))
  var xliff: String?

  @Option(help: ArgumentHelp("A String Catalog to write the budgets into as comments.", valueName: "IN"))
  var xcstrings: String?

  @Option(
    help: ArgumentHelp("A .strings file to write the budgets into as the comments above its keys.", valueName: "IN"))
  var strings: String?

  func run() async throws {
    let inputs = [xliff, xcstrings, strings].compactMap { $0 }
    if inputs.count > 1 {
      throw ValidationError("give one of --xliff, --xcstrings and --strings, not several")
    }
    if !inputs.isEmpty, output == nil {
      throw ValidationError("--xliff, --xcstrings and --strings need -o OUT, the file to write")
    }
    let configuration = try run.configuration(paths: paths)
    // The file to annotate is read and checked before the audit, so a broken one is reported
    // at once rather than after auditing every flow.
    let xliffInput = try xliff.map(Self.xliffFile)
    let table = try (xliffInput ?? xcstrings ?? strings).map { path in (path: path, data: try Self.read(path)) }
    if let table { try write(table.data, path: table.path, maxWidths: [:]) }
    let report = try await Auditor(configuration: configuration).budgets()
    let text: String
    var path = output
    if xliff != nil, let table {
      text = try XLIFFBudgetWriter.write(table.data, path: table.path, maxWidths: report.maxWidths).text
      path = try output.map(Self.xliffFile)
    } else if xcstrings != nil, let table {
      text = try CatalogBudgetWriter.write(table.data, path: table.path, maxWidths: report.maxWidths).text
    } else if strings != nil, let table, let output {
      // A .strings file keeps its own encoding (UTF-16 ones too), so it is written as bytes.
      let bytes = try StringsBudgetWriter.write(table.data, path: table.path, maxWidths: report.maxWidths).bytes
      if output == "-" {
        try FileDescriptorWriter.writeStandardOutput(bytes)
      } else {
        try AtomicWriter.write(bytes, to: output)
      }
      return
    } else if format == .markdown || (format == nil && output?.hasSuffix(".md") == true) {
      text = BudgetReportRenderer.markdown(report)
    } else {
      text = try BudgetReportRenderer.json(report)
    }
    if let path, path != "-" {
      try AtomicWriter.write(text, to: path)
    } else {
      try AtomicWriter.writeAll([], standardOutput: text)
    }
  }

  /// Checks the table to annotate by writing it with `maxWidths`, in the writer its option names.
  private func write(_ data: Data, path: String, maxWidths: [String: [String: Int]]) throws {
    if xliff != nil {
      _ = try XLIFFBudgetWriter.write(data, path: path, maxWidths: maxWidths)
    } else if xcstrings != nil {
      _ = try CatalogBudgetWriter.write(data, path: path, maxWidths: maxWidths)
    } else {
      _ = try StringsBudgetWriter.write(data, path: path, maxWidths: maxWidths)
    }
  }

  /// The XLIFF file `path` names: itself, or the one in an `.xcloc`'s `Localized Contents`.
  static func xliffFile(_ path: String) throws -> String {
    var isFolder: ObjCBool = false
    guard path.hasSuffix(".xcloc"), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return path }
    let folder = (path as NSString).appendingPathComponent("Localized Contents")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xliff") }
    guard names.count == 1, let name = names.first else {
      throw InputError(
        "'\(path)' has \(names.count) XLIFF files in 'Localized Contents' (expected one)",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    return (folder as NSString).appendingPathComponent(name)
  }

  /// The bytes of an input table: a regular file of at most
  /// ``StringTableLimits/maximumFileBytes``, with a located error when it cannot be read.
  static func read(_ path: String) throws(InputError) -> Data {
    switch InputFile.read(atPath: path, maximumBytes: StringTableLimits.maximumFileBytes) {
    case .success(let bytes):
      return Data(bytes)
    case .failure(let failure):
      throw InputError(
        failure.message(for: path, kind: "string table", maximumBytes: StringTableLimits.maximumFileBytes),
        at: SourceLocation(path: path, line: 1, column: 1))
    }
  }
}
