/// Pure path arithmetic, so recorded paths never depend on symlinks or the machine.
///
/// Every path a report prints (scenarios, tables) is made relative to the working folder
/// here, so no report holds an absolute path.
public enum PathResolver {
  /// `path` made absolute against `directory`, with `.` and `..` removed.
  public static func absolute(_ path: String, relativeTo directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        _ = components.popLast()
        continue
      }
      components.append(component)
    }
    return "/" + components.joined(separator: "/")
  }

  /// `path` relative to `base` (both absolute), with `..` where needed.
  public static func relative(_ path: String, to base: String) -> String {
    let target = path.split(separator: "/")
    let origin = base.split(separator: "/")
    var common = 0
    while common < target.count, common < origin.count, target[common] == origin[common] {
      common += 1
    }
    let parts =
      Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
