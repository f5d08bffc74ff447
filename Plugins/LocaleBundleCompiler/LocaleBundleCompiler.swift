import Foundation
import PackagePlugin

/// Compiles navaudit's own system strings (`Locales/*.txt`) into ICU `.res` bundles with `genrb`.
///
/// The `.res` files become resources of the target that uses the plugin, and are read at
/// run time through ICU's `ures_*` API.
@main
struct LocaleBundleCompiler: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let sources = context.package.directoryURL.appending(path: "Locales")
    let files = try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "txt" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let genrb = try genrbURL(context: context)
    let output = context.pluginWorkDirectoryURL.appending(path: "NavauditLocales")
    return files.map { file in
      let name = file.deletingPathExtension().lastPathComponent
      return .buildCommand(
        displayName: "Compiling system strings \(name)",
        executable: genrb,
        arguments: ["-q", "-e", "UTF-8", "-d", output.path, file.path],
        inputFiles: [file],
        outputFiles: [output.appending(path: "\(name).res")]
      )
    }
  }

  /// Finds ICU's `genrb`: a tool SwiftPM knows, else the first one on `PATH`.
  private func genrbURL(context: PluginContext) throws -> URL {
    if let tool = try? context.tool(named: "genrb") { return tool.url }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/opt/icu4c/bin"]
    for folder in folders {
      let candidate = URL(fileURLWithPath: folder).appending(path: "genrb")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw LocaleBundleCompilerError.genrbNotFound
  }
}

enum LocaleBundleCompilerError: Error, CustomStringConvertible {
  case genrbNotFound

  var description: String {
    "genrb not found: install ICU's tools ('apt-get install icu-devtools' or 'brew install icu4c')"
  }
}
