import Diagnostics
import Foundation

/// Finds navaudit's resource folders beside its executable (`navaudit_TextLayout.resources`,
/// `navaudit_Announcements.resources`) by looking at the one path, without `Bundle`.
///
/// SwiftPM's `Bundle.module` looks for a target's resources in the folder of the process's
/// executable, then in the build folder the target was built in. On Linux, answering the
/// first takes Foundation listing the executable's folder twice and the resource folder
/// three times, at every start, and longer the fuller the folder is (an executable copied
/// into `/tmp` lists all of `/tmp`). Here the folder is checked directly at the same place;
/// callers use `Bundle.module` when it is not there (another system, a test runner, a
/// package that depends on navaudit), so every layout that worked still does.
///
/// A module of its own, below the modules with resources (`TextLayout`, `Announcements`):
/// it is where the executable is installed, not a concern of diagnostics or of text files.
public enum BundledResources {
  /// The folder of the running executable, symbolic links resolved, as the system names it
  /// (Linux's `/proc/self/exe`); `nil` where there is no such name.
  public static let executableFolder: String? = {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
      executable.hasPrefix("/"), let slash = executable.lastIndex(of: "/")
    else { return nil }
    return String(executable[..<slash])
  }()

  /// The path of the resource folder `folder` beside the executable, when it holds a
  /// regular file `file` (the one resource the caller cannot do without: a folder that
  /// lacks it is an incomplete install, and `Bundle.module` is asked instead).
  public static func folder(_ folder: String, holding file: String) -> String? {
    guard let executableFolder, !folder.isEmpty, !file.isEmpty else { return nil }
    let path = executableFolder + "/" + folder
    return InputFile.kindName(atPath: path + "/" + file) == nil ? path : nil
  }
}
