import Diagnostics
import TextLayout

extension Auditor {
  /// Loads font files with the font library.
  ///
  /// Waiting for the HarfBuzz-backed `AppFontLibrary`: until it is merged, an audit that
  /// finds font files stops with an error at the first file instead of guessing widths.
  public static let fontLibrary: FontLoader = { files, _, _ in
    throw InputError(
      "this navaudit is built without the font library, so it cannot measure with font files",
      at: SourceLocation(path: files.first ?? "", line: 1, column: 1))
  }
}
