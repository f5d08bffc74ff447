import Foundation

/// Finds navaudit's resource folders beside its executable (`navaudit_TextLayout.resources`,
/// `navaudit_Announcements.resources`) by looking at the one path, without `Bundle`.
///
/// SwiftPM's `Bundle.module` looks for a target's resources in the folder of the process's
/// executable, then in the build folder the target was built in. On Linux, answering the
/// first takes Foundation listing the executable's folder twice and the resource folder
/// three times, at every start, and longer the fuller the folder is (an executable copied
/// into `/tmp` lists all of `/tmp`). Here the file is looked up directly at the same place;
/// callers use `Bundle.module` when it is not there (another system, a test runner, a
/// package that depends on navaudit), so every layout that worked still does.
public enum BundledResources {
  /// The folder of the running executable, symbolic links resolved, as the system names it
  /// (Linux's `/proc/self/exe`); `nil` where there is no such name.
  public static let executableFolder: String? = {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
      executable.hasPrefix("/"), let slash = executable.lastIndex(of: "/")
    else { return nil }
    return String(executable[..<slash])
  }()

  /// The path of `file` in the resource folder `folder` beside the executable, when a
  /// regular file is there.
  public static func path(of file: String, inFolder folder: String) -> String? {
    guard let executableFolder else { return nil }
    let path = executableFolder + "/" + folder + "/" + file
    return InputFile.kindName(atPath: path) == nil ? path : nil
  }
}
