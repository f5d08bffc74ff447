import Foundation

/// Compiles ICU resource bundle sources (`de.txt`) into `.res` files with ICU's `genrb`.
///
/// `genrb` is taken from `PATH` (then `/usr/bin`, `/usr/local/bin` and Homebrew's ICU). All
/// sources are compiled by one `genrb` run into a fresh private temporary folder (mode 0700),
/// returned as a ``BundleFolder`` that removes it when its last user lets go. Bundles named
/// `nb` are refused: ICU 72 loops forever opening a custom `nb` bundle, because CLDR 42 made
/// `no` the parent of `nb`.
public enum ResourceCompiler {
  /// Compiles `sources` (paths of `.txt` files) and returns the folder holding the `.res` files;
  /// keep it for as long as bundles are read from it.
  ///
  /// - Parameter displayPaths: how to name each source in errors (the user's relative path),
  ///   by the path given in `sources`.
  /// - Throws: ``ResourceCompilerError`` with `genrb`'s own message and line
  ///   (`Strings/de.txt:3:1: genrb: unterminated table`), when `genrb` is missing, a
  ///   bundle is named `nb`, or a source does not compile.
  public static func compile(sources: [String], displayPaths: [String: String] = [:])
    throws(ResourceCompilerError) -> BundleFolder
  {
    func shown(_ path: String) -> String { displayPaths[path] ?? path }
    guard let first = sources.first else {
      throw ResourceCompilerError(path: "", line: 1, column: 1, message: "no bundle sources to compile")
    }
    for source in sources where isBokmal(source) {
      throw ResourceCompilerError(
        path: shown(source), line: 1, column: 1,
        message:
          "name the Norwegian Bokmål bundle 'no', not 'nb': ICU 72 loops forever opening a custom 'nb' bundle (its parent is 'no')"
      )
    }
    guard let genrb = findGenrb() else {
      throw ResourceCompilerError(
        path: shown(first), line: 1, column: 1,
        message: "genrb not found: install ICU's tools ('apt-get install icu-devtools') to compile ICU bundles")
    }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("navaudit-res-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: output, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw ResourceCompilerError(
        path: shown(first), line: 1, column: 1,
        message: "cannot create a temporary folder to compile ICU bundles")
    }
    // Owned from here on: every way out below that is not a success removes the folder.
    let compiled = BundleFolder(temporary: output.path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: genrb)
    process.arguments = ["-q", "-e", "UTF-8", "-d", output.path] + sources
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ResourceCompilerError(
        path: shown(first), line: 1, column: 1, message: "cannot run genrb at '\(genrb)'")
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // With several sources genrb may exit 0 when one fails: check every output as well.
    let missing = sources.filter { source in
      let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
      return !FileManager.default.fileExists(atPath: output.appendingPathComponent(name + ".res").path)
    }
    guard process.terminationStatus != 0 || !missing.isEmpty else { return compiled }
    let culprit = sources.first { message.contains($0 + ":") } ?? missing.first ?? first
    throw failure(for: culprit, shownAs: shown(culprit), in: message, status: process.terminationStatus)
  }

  /// Compiles every `.txt` source in `folder`, in name order.
  public static func compile(folder: String) throws(ResourceCompilerError) -> BundleFolder {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw ResourceCompilerError(path: folder, line: 1, column: 1, message: "cannot read folder '\(folder)'")
    }
    let sources = names.filter { $0.hasSuffix(".txt") }.map { (folder as NSString).appendingPathComponent($0) }
    return try compile(sources: sources)
  }

  /// Whether a bundle file name is Norwegian Bokmål (`nb`, `nb_NO`, `nb-NO`).
  public static func isBokmal(_ path: String) -> Bool {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.lowercased()
    return name == "nb" || name.hasPrefix("nb_") || name.hasPrefix("nb-")
  }

  /// The error for `source` from genrb's messages (`path:line: message`).
  private static func failure(for source: String, shownAs shown: String, in output: String, status: Int32)
    -> ResourceCompilerError
  {
    let lines = output.split(whereSeparator: \.isNewline).map(String.init)
    for line in lines where line.hasPrefix(source + ":") {
      let rest = line.dropFirst(source.count + 1)
      guard let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) else { continue }
      let text = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      return ResourceCompilerError(path: shown, line: number, column: 1, message: "genrb: \(text)")
    }
    if status == 0, let declared = declaredName(in: source) {
      // genrb names its output after the table, not the file: `de.txt` holding `fr { … }`
      // compiles to `fr.res` without a word.
      let expected = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
      return ResourceCompilerError(
        path: shown, line: declared.line, column: declared.column,
        message: "the bundle is named '\(declared.name)', not '\(expected)' as its file: rename one to match")
    }
    let detail =
      lines.first { $0.contains(source) }.map { $0.replacingOccurrences(of: source, with: shown) }
      ?? lines.first ?? "it wrote no bundle"
    return ResourceCompilerError(path: shown, line: 1, column: 1, message: "genrb rejected the bundle: \(detail)")
  }

  /// The name of the table a bundle source declares (its first word outside comments), with
  /// its 1-based line and column.
  private static func declaredName(in source: String) -> (name: String, line: Int, column: Int)? {
    guard let data = FileManager.default.contents(atPath: source) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    var inBlockComment = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = Substring(line)
      if inBlockComment {
        guard let end = rest.range(of: "*/") else { continue }
        rest = rest[end.upperBound...]
        inBlockComment = false
      }
      rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" || $0 == "\r" }
      if rest.isEmpty || rest.hasPrefix("//") { continue }
      if rest.hasPrefix("/*") {
        inBlockComment = !rest.dropFirst(2).contains("*/")
        continue
      }
      let name = rest.prefix { !" \t{:\r".contains($0) }
      guard !name.isEmpty else { return nil }
      let column = line.distance(from: line.startIndex, to: rest.startIndex) + 1
      return (String(name), index + 1, column)
    }
    return nil
  }

  private static func findGenrb() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders =
      path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/opt/icu4c/bin"]
    return folders.map { ($0 as NSString).appendingPathComponent("genrb") }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

/// A bundle source that `genrb` could not compile, located as `path:line:col`.
///
/// UnicodeSupport sits below Diagnostics, so this is not a `LocatedError` itself: the
/// modules that compile users' bundles turn it into one at the same place, and the CLI
/// prints it with the one `error:` prefix every error gets.
public struct ResourceCompilerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The source file, as the caller names it.
  public let path: String
  /// The 1-based line genrb reports (1 when it gives none).
  public let line: Int
  /// Always 1: genrb reports lines only.
  public let column: Int
  /// A lowercase message, genrb's own text after `genrb:`.
  public let message: String

  /// Creates an error.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:col: message`.
  public var description: String { "\(path):\(line):\(column): \(message)" }
}
