import ArgumentParser
import AuditEngine
import Foundation
import Traits

/// The run dimensions shared by the commands that audit.
struct RunOptions: ParsableArguments {
  @Option(
    help:
      "Locales to audit: comma-separated codes (de,fr,pt-BR) or 'all'. Default: the scenario's, else every locale in its tables."
  )
  var locales: String?

  @Option(help: "Devices to audit: comma-separated names or 'all'. Default: the scenario's, else a representative set.")
  var devices: String?

  @Option(help: "Orientations: portrait, landscape or both (comma-separated). Default: portrait.")
  var orientations: String?

  @Option(
    help:
      "iOS bar geometry: 17 (iOS 15-17), 18 (default) or 26 (Liquid Glass). Comma-separate to run several. Default: the scenario's, else 18."
  )
  var ios: String?

  @Option(
    name: .customLong("locales-dir"),
    help: "A folder of ICU bundles (.txt or .res) that overrides navaudit's own system strings.")
  var localesDirectory: String?

  @Option(
    name: .customLong("font-profile"),
    help: "A font profile (from 'navaudit fonts import') to measure with instead of the embedded one.")
  var fontProfile: String?

  @Option(
    name: .customLong("fonts"),
    help:
      "A folder of the app's font files (.ttf, .otf, .ttc), or one font file: the families its bar fonts name are measured in them."
  )
  var fonts: String?

  @Option(
    name: .customLong("metrics-profile"),
    help: "A metrics profile (from 'navaudit calibrate') whose bar constants replace the measured defaults.")
  var metricsProfile: String?

  @Option(
    name: .shortAndLong, help: "Threads to use. The report is identical for any number. Default: the number of cores.")
  var jobs: Int?

  @OptionGroup var storyboards: StoryboardOptions

  func configuration(paths: [String]) throws -> AuditConfiguration {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not '\(jobs)'") }
    let workingDirectory = FileManager.default.currentDirectoryPath
    var inputs = paths
    if inputs.isEmpty {
      inputs = FileManager.default.fileExists(atPath: "Samples") ? ["Samples"] : ["."]
    }
    let orientationList = try orientations.map { value in
      let list = Self.list(value)
      guard !list.isEmpty else { throw ValidationError("no orientations given (expected portrait, landscape or both)") }
      return try list.map { entry in
        guard let orientation = Orientation(rawValue: entry) else {
          throw ValidationError("unknown orientation '\(entry)' (expected portrait or landscape)")
        }
        return orientation
      }
    }
    let iosList = try ios.map { value in
      try Self.list(value).map { entry in
        guard let version = Int(entry).flatMap(IOSVersion.init(rawValue:)) else {
          throw ValidationError("unsupported iOS version '\(entry)' (expected \(IOSVersion.expectedValues))")
        }
        return version
      }
    }
    var configuration = AuditConfiguration(
      paths: inputs, workingDirectory: workingDirectory, locales: Self.selection(locales),
      devices: Self.selection(devices),
      orientations: orientationList, iosVersions: iosList, localesDirectory: localesDirectory, fontProfile: fontProfile,
      jobs: jobs)
    configuration.metricsProfile = metricsProfile
    configuration.fonts = fonts
    try storyboards.apply(to: &configuration)
    return configuration
  }

  /// The comma-separated entries of an option's value, without the spaces around them.
  static func list(_ value: String) -> [String] {
    value.split(separator: ",").map(trimmed).filter { !$0.isEmpty }
  }

  /// `entry` without the spaces and tabs around it: Foundation's `CharacterSet.whitespaces`
  /// (Unicode `Zs` and U+0009), checked per scalar. Foundation's `trimmingCharacters(in:)`
  /// would bridge each entry to `NSString` while the process is starting.
  private static func trimmed(_ entry: Substring) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = entry.unicodeScalars
    let start = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
    let end = scalars[start...].lastIndex { !isSpace($0) }.map(scalars.index(after:)) ?? start
    return String(scalars[start..<end])
  }

  static func selection(_ value: String?) -> AuditConfiguration.Selection {
    guard let value else { return .scenarioDefault }
    return value.lowercased() == "all" ? .all : .only(list(value))
  }
}
