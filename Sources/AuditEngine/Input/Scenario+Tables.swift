import Diagnostics
import Foundation
import Navigation

extension Scenario {
  /// The absolute paths of the `strings:` entries, each checked to exist.
  ///
  /// A missing folder is the scenario's mistake, so it is reported at the `strings:` value
  /// as written, not at a made-up location in the missing path.
  func checkedTablePaths(inFolder folder: String) throws(InputError) -> [String] {
    let paths = tablePaths(inFolder: folder)
    for (index, path) in paths.enumerated() where !FileManager.default.fileExists(atPath: path) {
      throw InputError(
        "no such file or folder '\(strings[index])' for 'strings'", at: location(ofField: "strings", index: index),
        notes: ["paths in 'strings' are relative to the scenario's folder"])
    }
    return paths
  }
}
