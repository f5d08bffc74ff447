import Diagnostics
import Foundation
import TextFiles

/// The `contents.json` of an Xcode localization bundle (`.xcloc`).
///
/// `{ "developmentRegion" : "en", "targetLocale" : "de", "toolInfo" : {…}, "version" : "1.0" }`.
struct XclocContents: Decodable, Sendable {
  let developmentRegion: String?
  let targetLocale: String?
  let version: String?

  /// Parses the JSON, with a located error for malformed text.
  init(contents data: Data, path: String) throws(TextFileError) {
    let text = try SourceTextDecoder.decode([UInt8](data), path: path)
    var scanner = JSONLocationScanner(bytes: text.bytes, locator: TextLocator(path: path, bytes: text.bytes))
    _ = try scanner.scan()
    do {
      self = try JSONDecoder().decode(Self.self, from: Data(text.bytes))
    } catch {
      throw TextFileError(
        .syntax, "'contents.json' of an .xcloc must be an object with string fields",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
  }

  private enum CodingKeys: String, CodingKey {
    case developmentRegion, targetLocale, version
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    developmentRegion = try container.decodeIfPresent(String.self, forKey: .developmentRegion)
    targetLocale = try container.decodeIfPresent(String.self, forKey: .targetLocale)
    version = try container.decodeIfPresent(String.self, forKey: .version)
  }
}
