internal import CICUShims

/// An ISO 15924 writing system, identified by ICU's script code.
public struct Script: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// ICU's `UScriptCode` value.
  public let code: Int32

  init(code: Int32) { self.code = code }

  /// The four-letter ISO 15924 code, such as `Latn`, `Arab` or `Hani`.
  public var shortName: String {
    (try? ICU.withCharBuffer(operation: "scriptShortName") { cicu_script_short_name(code, $0, $1) }) ?? "Zyyy"
  }

  public var description: String { shortName }

  public static func < (lhs: Script, rhs: Script) -> Bool { lhs.code < rhs.code }

  /// Characters shared by many scripts (digits, punctuation).
  public static let common = Script(code: 0)
  /// Combining marks that take the script of their base.
  public static let inherited = Script(code: 1)
  public static let latin = Script(code: 25)
  public static let han = Script(code: 17)
  public static let hiragana = Script(code: 20)
  public static let katakana = Script(code: 22)

  /// The script of one code point.
  public static func of(_ scalar: Unicode.Scalar) -> Script {
    Script(code: cicu_script_of(scalar.value))
  }
}
