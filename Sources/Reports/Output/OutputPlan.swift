/// Where each report of a run goes: files named with `--output`, and standard output.
///
/// `--output FORMAT=PATH` names the format of one file and may be repeated; a plain
/// `--output PATH` takes `--format`, else the format its extension suggests, else text.
/// `-` as a path is standard output. Standard output gets a report when no `--output` is
/// given (`--format`, else text on a terminal and diagnostics otherwise), or when `--format`
/// is given and no plain path takes it.
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

  /// Plans the outputs of a run.
  public init(format: ReportFormat?, outputs: [String], standardOutputIsTerminal: Bool) throws(OutputPlanError) {
    var files: [Destination] = []
    var standardOutput: ReportFormat?
    var formatTaken = false
    for value in outputs {
      var destination: Destination
      if let equals = value.firstIndex(of: "="), !value[..<equals].contains("/"), !value[..<equals].contains(".") {
        let name = String(value[..<equals])
        guard let named = ReportFormat(rawValue: name.lowercased()) else {
          let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
          throw OutputPlanError("unknown format '\(name)' in --output '\(value)' (expected one of \(known); write './\(value)' for a file of that name)")
        }
        destination = Destination(format: named, path: String(value[value.index(after: equals)...]))
      } else {
        formatTaken = true
        destination = Destination(format: format ?? ReportFormat(fileExtensionOf: value) ?? .text, path: value)
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
        standardOutput = format ?? ReportFormat.standardOutputDefault(isTerminal: standardOutputIsTerminal)
      } else if let format, !formatTaken {
        standardOutput = format
      }
    }
    destinations = files + (standardOutput.map { [Destination(format: $0, path: nil)] } ?? [])
  }
}

/// An `--output` or `--format` combination that cannot be used.
public struct OutputPlanError: Error, Sendable, Hashable, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
