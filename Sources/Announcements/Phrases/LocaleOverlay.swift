import Foundation

/// Prepares a user's folder of system-string bundles (`--locales-dir`) for ICU.
///
/// A folder of `.res` files is used as is. A folder of `.txt` sources is compiled with
/// ICU's `genrb` into a private temporary folder first, exactly as the built-in bundles are.
public enum LocaleOverlay {
  /// The folder of `.res` files to open for `folder`.
  ///
  /// - Throws: ``SystemStringsError/overlay(_:)`` when the folder is unreadable, holds no
  ///   bundles, or `genrb` rejects a source (its message names the file and line).
  public static func compile(folder: String) throws(SystemStringsError) -> String {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw .overlay("cannot read locales folder '\(folder)'")
    }
    // ICU 72 loops forever opening a custom "nb" bundle (CLDR 42 made "no" its parent).
    if let bokmal = names.first(where: { $0 == "nb.txt" || $0 == "nb.res" }) {
      throw .overlay("\((folder as NSString).appendingPathComponent(bokmal)):1:1: error: name the Norwegian Bokmål bundle 'no', not 'nb': ICU's fallback for 'nb' goes through 'no'")
    }
    let sources = names.filter { $0.hasSuffix(".txt") }
    if sources.isEmpty {
      guard names.contains(where: { $0.hasSuffix(".res") }) else {
        throw .overlay("locales folder '\(folder)' holds no ICU bundles (.txt or .res)")
      }
      return folder
    }
    guard let genrb = findGenrb() else {
      throw .overlay("genrb not found: install ICU's tools ('apt-get install icu-devtools') to compile '\(folder)'")
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-locales-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    } catch {
      throw .overlay("cannot create a temporary folder for '\(folder)'")
    }
    for source in sources {
      let path = (folder as NSString).appendingPathComponent(source)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: genrb)
      process.arguments = ["-q", "-e", "UTF-8", "-d", output.path, path]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        throw .overlay("cannot run genrb for '\(path)'")
      }
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        let detail = message.split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
        throw .overlay("\(path):1:1: error: genrb rejected the bundle: \(detail)")
      }
    }
    return output.path
  }

  private static func findGenrb() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/opt/icu4c/bin"]
    return folders.map { ($0 as NSString).appendingPathComponent("genrb") }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
