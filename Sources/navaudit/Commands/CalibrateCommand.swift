import ArgumentParser
import AuditEngine
import Foundation
import Reports
import TextLayout
import Traits

/// `navaudit calibrate OBSERVATIONS.json -o metrics.profile`: fits the bar model's
/// constants to renderings a team measured, for `audit --metrics-profile`.
struct CalibrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate",
    abstract: "Fit the bar model's constants to measured renderings and write a metrics profile.",
    discussion: """
      OBSERVATIONS.json is a JSON array of measured bars (format in Docs/calibration.md). \
      Prints each observation's residuals (predicted minus measured, in points) before and \
      after fitting, which constants were fitted and which kept their defaults. Apply the \
      profile with 'navaudit audit --metrics-profile FILE'.
      """
  )

  @Argument(help: "The observations file (a JSON array).")
  var observations: String

  @Option(name: .shortAndLong, help: "Write the metrics profile to FILE (atomically) instead of standard output.")
  var output: String?

  @Option(
    name: .customLong("font-profile"), help: "Measure with this font profile instead of the embedded one.")
  var fontProfile: String?

  func run() throws {
    let read = try ObservationReader.read(contentsOfFile: observations)
    let calibrator = try Calibrator(fontProfile: try FontProfile.resolve(path: fontProfile))
    let result = try calibrator.calibrate(read, source: URL(fileURLWithPath: observations).lastPathComponent)
    let summary = Self.summary(result)
    let profile = result.profile.serialized()
    guard let output else {
      Terminal.error(summary)
      try Terminal.out(profile)
      return
    }
    try AtomicWriter.write(profile, to: output)
    try Terminal.out(summary + "wrote '\(Escaping.visible(output))'\n")
  }

  /// The residuals of every observation, then the fitted and the kept constants.
  static func summary(_ result: Calibrator.Result) -> String {
    var lines = ["residuals (predicted − measured, pt): before → after"]
    for item in result.observations {
      let observation = item.observation
      var parts = item.residuals.map { "\($0.quantity) \(number($0.before)) → \(number($0.after))" }
      if let display = item.display {
        parts.append(
          "backDisplay \(display.measured.rawValue): \(display.before.rawValue) → \(display.after.rawValue)")
      }
      lines.append(
        "\(observation.location): \(Escaping.visible(observation.label)) (\(observation.device.name), iOS \(observation.ios.rawValue)): "
          + parts.joined(separator: "; "))
    }
    lines.append("fitted:")
    lines += result.fitted.map { "  " + $0 }
    lines.append("kept at their defaults:")
    lines += result.kept.map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "none" }
    let rounded = (value * 100).rounded() / 100 + 0
    return (rounded > 0 ? "+" : "") + String(format: "%.2f", rounded)
  }
}
