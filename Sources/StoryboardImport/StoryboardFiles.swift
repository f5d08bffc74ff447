public import Diagnostics
import Foundation

/// Finds the storyboards under the paths a user gives and groups them into apps.
///
/// A storyboard's app folder is the parent of its `.lproj` folder (`Loop/Base.lproj/Main.storyboard`
/// belongs to `Loop/`), or its own folder when it is not localized; nested app folders join
/// the outermost one (`iOS/Add/Add.storyboard` joins `iOS/`). Each app's tables are every
/// table under its folder, as the app bundle would hold them.
public enum StoryboardFiles {
  /// One app: its folder and its storyboards, sorted by path.
  public struct App: Hashable, Sendable {
    /// The app folder, absolute.
    public var folder: String
    /// The storyboards, absolute paths, sorted.
    public var storyboards: [String]
    /// Storyboards that only count as targets of references (those beside a single file
    /// the user named).
    public var referenceOnly: Set<String>
  }

  /// The most storyboards one import reads.
  public static let maximumStoryboards = 2_000

  /// Whether `path` names a storyboard file.
  public static func isStoryboard(_ path: String) -> Bool { path.hasSuffix(".storyboard") }

  /// The storyboards under a folder, absolute paths, sorted.
  ///
  /// Symbolic links are followed and loops refused, as for string tables; hidden folders,
  /// build products and `.xcloc` exports are not searched.
  /// - Parameter display: turns an absolute path into the path printed in errors.
  public static func storyboards(under folder: String, display: (String) -> String = { $0 }) throws(InputError)
    -> [String]
  {
    let found: [String]
    do {
      found = try FolderWalker.files(
        under: folder,
        enterFolder: { FolderWalker.isSkippedAppFolder($0) ? .skip : .visit },
        keepFile: { isStoryboard($0) ? .visit : .skip })
    } catch {
      throw InputError(
        error.message(shown: display(error.path)), at: SourceLocation(path: display(error.path), line: 1, column: 1))
    }
    guard found.count <= maximumStoryboards else {
      throw InputError(
        "more than \(maximumStoryboards) storyboards under '\(display(folder))'",
        at: SourceLocation(path: display(folder), line: 1, column: 1))
    }
    return found.sorted()
  }

  /// The app folder of one storyboard.
  static func appFolder(of storyboard: String) -> String {
    let folder = (storyboard as NSString).deletingLastPathComponent
    return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
  }

  /// Groups storyboards into apps by their outermost app folder.
  public static func apps(_ storyboards: [String]) -> [App] {
    let folders = Set(storyboards.map(appFolder))
    func outermost(_ folder: String) -> String {
      folders.filter { folder == $0 || folder.hasPrefix($0 + "/") }.min { $0.count < $1.count } ?? folder
    }
    var byFolder: [String: [String]] = [:]
    for storyboard in storyboards { byFolder[outermost(appFolder(of: storyboard)), default: []].append(storyboard) }
    return byFolder.keys.sorted().map { App(folder: $0, storyboards: (byFolder[$0] ?? []).sorted(), referenceOnly: []) }
  }

  /// The app of a single storyboard the user named: that file, with the other storyboards
  /// of its app folder available as targets of its references.
  public static func app(ofFile storyboard: String, display: (String) -> String = { $0 }) throws(InputError) -> App {
    let folder = appFolder(of: storyboard)
    let others = try storyboards(under: folder, display: display).filter { $0 != storyboard }
    return App(folder: folder, storyboards: ([storyboard] + others).sorted(), referenceOnly: Set(others))
  }

  /// The development language of an app: the `developmentRegion` of the Xcode project in
  /// its folder or an ancestor up to `limit`, else nil.
  public static func developmentRegion(of folder: String, upTo limit: String) -> String? {
    var current = folder
    let manager = FileManager.default
    for _ in 0..<8 {
      if let names = try? manager.contentsOfDirectory(atPath: current) {
        for project in names.sorted() where project.hasSuffix(".xcodeproj") {
          let file = current + "/" + project + "/project.pbxproj"
          guard case .success(let data) = InputFile.read(atPath: file, maximumBytes: 16 << 20) else { continue }
          let text = String(decoding: data, as: UTF8.self)
          if let range = text.range(of: "developmentRegion = ") {
            let value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
            let trimmed = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            if !trimmed.isEmpty { return trimmed }
          }
        }
      }
      guard current != limit, current.count > limit.count, current != "/" else { break }
      current = (current as NSString).deletingLastPathComponent
    }
    return nil
  }
}
