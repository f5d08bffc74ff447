import Diagnostics

extension MetricsProfile {
  /// The largest metrics profile read: a few dozen lines are enough for any real one.
  public static let maximumBytes = 1 << 20

  /// Reads the profile at `path` (as `--metrics-profile` gives it), naming it `displayPath`.
  public static func load(contentsOfFile path: String, displayPath: String? = nil) throws(MetricsProfileError)
    -> MetricsProfile
  {
    let name = displayPath ?? path
    let start = SourceLocation(path: name, line: 1, column: 1)
    switch InputFile.read(atPath: path, maximumBytes: maximumBytes) {
    case .failure(let failure):
      throw MetricsProfileError(
        failure.message(for: name, kind: "metrics profile", maximumBytes: maximumBytes), at: start)
    case .success(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw MetricsProfileError("metrics profile '\(name)' is not UTF-8 text", at: start)
      }
      return try MetricsProfile(parsing: text, path: name)
    }
  }
}
