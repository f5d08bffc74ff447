/// The JSON schema of a String Catalog (`.xcstrings`), as Xcode 15+ writes it.
///
/// Decoded with `JSONDecoder`; unknown fields are ignored so newer catalogs still load.
struct CatalogDocument: Decodable, Sendable {
  let sourceLanguage: String
  let strings: [String: Entry]?
  let version: String?

  /// One key of the catalog.
  struct Entry: Decodable, Sendable {
    let comment: String?
    let extractionState: String?
    let shouldTranslate: Bool?
    let localizations: [String: Node]?
  }

  /// A localization, or one case of a variation: a string unit or nested variations.
  struct Node: Decodable, Sendable {
    let stringUnit: Unit?
    let variations: Variations?
    let substitutions: [String: SubstitutionNode]?
  }

  /// `{ "state": "translated", "value": "…" }`.
  struct Unit: Decodable, Sendable {
    let state: String?
    let value: String
  }

  /// `plural` and `device` variations, by category or device key.
  struct Variations: Decodable, Sendable {
    let plural: [String: Node]?
    let device: [String: Node]?
  }

  /// A named substitution: which argument, how it is formatted, and its plural cases.
  struct SubstitutionNode: Decodable, Sendable {
    let argNum: Int?
    let formatSpecifier: String?
    let variations: Variations?
  }
}
