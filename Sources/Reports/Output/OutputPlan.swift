public import Diagnostics

/// Where each report of a run goes: files named with `--output`, and standard output.
///
/// `--output FORMAT=PATH` names the format of one file and may be repeated; a plain
/// `--output PATH` takes `--format`, else the format its extension names (`.json`,
/// `.sarif`, `.html`, `.md`, `.xml`, `.txt`); a plain path with neither is a usage error
/// rather than a report in a format the user did not ask for. `-` as a path is standard
/// output. Standard output gets a report when no `--output` is given (`--format`, else the
/// command's default), or when `--format` is given and no plain path takes it.
public struct OutputPlan: Sendable, Hashable {
  /// One report to write.
  public struct Destination: Sendable, Hashable {
    /// The format to render.
    public var format: ReportFormat
    /// The file, or `nil` for standard output.
    public var path: String?

    public init(format: ReportFormat, path: String?) {
      self.format = format
      self.path = path
    }
  }

  /// Files first, in the order given, then standard output if it gets a report.
  public var destinations: [Destination]

  /// Plans the outputs of a run whose standard output default is the readable matrix on a
  /// terminal and diagnostics otherwise (``ReportFormat/standardOutputDefault(isTerminal:)``).
  public init(format: ReportFormat?, outputs: [String], standardOutputIsTerminal: Bool) throws(OutputPlanError) {
    try self.init(
      format: format, outputs: outputs,
      standardOutputDefault: ReportFormat.standardOutputDefault(isTerminal: standardOutputIsTerminal))
  }

  /// Plans the outputs of a run.
  ///
  /// - Parameter standardOutputDefault: the format written to standard output when neither
  ///   `--format` nor `--output` is given.
  public init(format: ReportFormat?, outputs: [String], standardOutputDefault: ReportFormat) throws(OutputPlanError) {
    var files: [Destination] = []
    var standardOutput: ReportFormat?
    var formatTaken = false
    for value in outputs {
      var destination: Destination
      if let equals = value.firstIndex(of: "="), !value[..<equals].contains("/"), !value[..<equals].contains(".") {
        let name = String(value[..<equals])
        guard let named = ReportFormat(rawValue: name.lowercased()) else {
          throw OutputPlanError(
            "unknown format '\(name)' in --output '\(value)' (expected one of \(Self.formatNames); write './\(value)' for a file of that name)",
            notes: Suggestion.note(for: name, in: ReportFormat.allCases.map(\.rawValue)))
        }
        destination = Destination(format: named, path: String(value[value.index(after: equals)...]))
      } else {
        formatTaken = true
        guard
          let chosen = format ?? ReportFormat(fileExtensionOf: value) ?? (value == "-" ? standardOutputDefault : nil)
        else {
          throw OutputPlanError(
            "cannot tell the format of --output '\(value)' from its extension: write FORMAT=FILE, such as 'json=\(value)' (formats: \(Self.formatNames)), give --format, or end the name in .json, .sarif, .html, .md, .xml or .txt"
          )
        }
        destination = Destination(format: chosen, path: value)
      }
      guard let path = destination.path, !path.isEmpty else {
        throw OutputPlanError("--output '\(value)' names no file")
      }
      if path == "-" {
        guard standardOutput == nil else { throw OutputPlanError("only one report can go to standard output ('-')") }
        standardOutput = destination.format
        continue
      }
      if files.contains(where: { $0.path == path }) {
        throw OutputPlanError("two reports would be written to '\(path)'")
      }
      files.append(destination)
    }
    if standardOutput == nil {
      if outputs.isEmpty {
        standardOutput = format ?? standardOutputDefault
      } else if let format, !formatTaken {
        standardOutput = format
      }
    }
    destinations = files + (standardOutput.map { [Destination(format: $0, path: nil)] } ?? [])
  }

  /// Every format name, for messages.
  private static let formatNames = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
}

/// An `--output` or `--format` combination that cannot be used: a usage error.
public struct OutputPlanError: UsageError, Sendable, Hashable {
  public let description: String
  public let notes: [String]

  init(_ description: String, notes: [String] = []) {
    self.description = description
    self.notes = notes
  }
}
