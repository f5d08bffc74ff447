import ArgumentParser
import Foundation
import Reports
import TextLayout

/// `navaudit fonts`: builds the font profiles that text measurement uses.
struct FontsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fonts",
    abstract: "Build font profiles (advance widths per face role) for text measurement.",
    subcommands: [Import.self]
  )

  /// `navaudit fonts import FONT...`: reads advance widths from font files.
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Import advance widths from font files into a font profile.",
      discussion: """
        FONT is FILE[#INDEX][+BOLDFILE[#INDEX][@FRACTION]][:SET,...]. #INDEX picks a face of a \
        collection (.ttc). +BOLDFILE interpolates each advance towards a bolder face (default \
        fraction 2/3), for families without a semibold. :SETS limits the import to \
        \(CodePointSet.named.map(\.name).joined(separator: ", ")) or U+XXXX-YYYY ranges; without \
        it every mapped code point is imported. Later fonts override earlier ones and the \
        --merge profile. The profile names each font file: while the files stay in the \
        profile's folder, --font-profile shapes text with them (HarfBuzz: kerning, ligatures, \
        Arabic joining, Indic and Thai shaping); without them it adds up the advance tables. \
        Example (SF Pro from a Mac, exact widths):
          navaudit fonts import --role regular --output sf.fontprofile SF-Pro-Text-Regular.otf
        """
    )

    @Argument(help: "Font files with optional face index, blend and code point sets.")
    var fonts: [String]

    @Option(
      help:
        "The face role the fonts supply: regular (bar buttons), semibold (titles, done items) or bold (large titles).")
    var role: RoleArgument = .regular

    @Option(name: .shortAndLong, help: "Write the profile to FILE (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Start from this profile; imported widths replace its widths for the same code points.")
    var merge: String?

    @Option(help: "Record this license instead of the one in the fonts' name tables.")
    var license: String?

    func validate() throws {
      guard !fonts.isEmpty else { throw ValidationError("no font to import") }
      for font in fonts {
        do {
          _ = try FontSpec(parsing: font)
        } catch {
          throw ValidationError(error.description)
        }
      }
    }

    func run() throws {
      let specs = try fonts.map { argument throws(FontSpecError) in try FontSpec(parsing: argument) }
      let base = try merge.map { path throws(FontProfileError) in try FontProfile.load(contentsOfFile: path) }
      let profile = try FontProfileImporter(role: role.faceRole, license: license).importing(
        specs, into: base ?? .empty)
      let text = profile.serialized()
      guard let output else {
        try Terminal.out(text)
        return
      }
      // Like a report: a temporary file renamed over a regular file only, never over a
      // device or a symbolic link, and removed on failure or a signal.
      try AtomicWriter.write(text, to: output)
      let covered = profile.faces[role.faceRole]?.codePointCount ?? 0
      // What `--font-profile` will do with it: shape with the font files found beside it.
      let shaped = (try? FontProfile.load(contentsOfFile: output))?.shaping.sourceIDs.count ?? 0
      let shaping =
        shaped > 0
        ? "\(shaped) shaped with HarfBuzz from the font files beside it"
        : "put its font files beside it to shape text with HarfBuzz"
      Terminal.error(
        "wrote '\(output)': \(covered) code points in role '\(role.rawValue)', \(profile.sources.count) sources, "
          + shaping)
    }
  }

  /// The `--role` values. A CLI-local enum: conforming the library's public `FaceRole` to
  /// `ExpressibleByArgument` would need a public import of ArgumentParser.
  enum RoleArgument: String, CaseIterable, ExpressibleByArgument {
    case regular, semibold, bold

    var faceRole: FaceRole {
      switch self {
      case .regular: .regular
      case .semibold: .semibold
      case .bold: .bold
      }
    }
  }
}
