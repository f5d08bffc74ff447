import Foundation
public import Testing

/// Compares text with a golden file next to the calling test, and records it when asked.
///
/// Goldens live in `__Snapshots__/<suite>/<name>` beside the test file. A missing golden
/// is written and the test fails; `RECORD_GOLDENS=1` rewrites every golden.
public func assertGolden(
  _ actual: String, named name: String, suite: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
  let file = folder.appendingPathComponent(name)
  let record = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
  let existing = try? String(contentsOf: file, encoding: .utf8)
  if record || existing == nil {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("cannot write golden \(file.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if existing == nil {
      Issue.record("recorded new golden \(suite)/\(name); run the tests again", sourceLocation: sourceLocation)
    }
    return
  }
  guard let existing, existing != actual else { return }
  Issue.record(
    "\(suite)/\(name) differs from its golden (RECORD_GOLDENS=1 re-records):\n\(lineDiff(existing, actual))",
    sourceLocation: sourceLocation)
}

/// The first lines where two texts differ, as a short unified-style excerpt.
func lineDiff(_ expected: String, _ actual: String, limit: Int = 12) -> String {
  let lhs = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let rhs = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(lhs.count, rhs.count) where lines.count < limit {
    let left = index < lhs.count ? String(lhs[index]) : nil
    let right = index < rhs.count ? String(rhs[index]) : nil
    if left != right {
      lines.append("line \(index + 1):")
      if let left { lines.append("- \(left)") }
      if let right { lines.append("+ \(right)") }
    }
  }
  return lines.joined(separator: "\n")
}
