import Foundation

/// The text of one progress line: `[=====>    ] 120/480 · 35.2/s · ETA 0:10`.
public enum ProgressLine {
  /// The line for `done` of `total` after `elapsed` seconds; without a total, the time so far.
  public static func text(done: Int, total: Int?, elapsed: Double, barWidth: Int = 20) -> String {
    guard let total, total > 0 else {
      return "auditing… \(seconds(elapsed))"
    }
    let clamped = min(max(done, 0), total)
    let filled = Int((Double(clamped) / Double(total) * Double(barWidth)).rounded(.down))
    var bar = String(repeating: "=", count: filled)
    if filled < barWidth { bar += ">" + String(repeating: " ", count: barWidth - filled - 1) }
    let rate = elapsed > 0 ? Double(clamped) / elapsed : 0
    let eta: String
    if clamped >= total {
      eta = "done"
    } else if rate > 0 {
      eta = "ETA " + clock(Double(total - clamped) / rate)
    } else {
      eta = "ETA --:--"
    }
    return "[\(bar)] \(clamped)/\(total) · \(String(format: "%.1f", rate))/s · \(eta)"
  }

  /// `m:ss`, or `h:mm:ss` past an hour.
  static func clock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded(.up))
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let rest = total % 60
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  private static func seconds(_ value: Double) -> String {
    String(format: "%.1f s", value)
  }
}
