/// One font argument of `navaudit fonts import`: a face, an optional blend, and coverage.
///
/// Syntax: `FILE[#INDEX][+BOLDFILE[#INDEX][@FRACTION]][:SET,SET...]`.
/// - `#INDEX` picks a face of a collection (`NotoSansCJK-Regular.ttc#0`).
/// - `+BOLDFILE` interpolates each advance from FILE towards BOLDFILE by FRACTION
///   (default `2/3`, written as a fraction or a decimal): a semibold for families that
///   ship only regular and bold, such as Noto.
/// - `:SETS` limits the import to named sets (``CodePointSet/named``) or `U+XXXX-YYYY`
///   ranges; without it every code point the font maps is imported.
///
/// The characters `#`, `+`, `@` and `:` are therefore reserved in font paths.
public struct FontSpec: Sendable, Hashable, CustomStringConvertible {
  /// The argument as given.
  public let argument: String
  /// The font file.
  public var path: String
  /// The face index in the file.
  public var faceIndex: Int
  /// The bolder face to interpolate towards, if any.
  public var blend: Blend?
  /// The sets to import, or empty for everything the font maps.
  public var coverage: [CodePointSet]

  /// A second face and how far to move towards it.
  public struct Blend: Sendable, Hashable {
    /// The bolder font file.
    public var path: String
    /// Its face index.
    public var faceIndex: Int
    /// 0 keeps the first face's advances, 1 takes the second's.
    public var fraction: Double
    /// The fraction as written (`2/3`), recorded in the profile.
    public var fractionText: String
  }

  public var description: String { argument }

  /// Parses a command-line font argument.
  ///
  /// - Throws: ``FontSpecError`` for a bad index, fraction or set.
  public init(parsing argument: String) throws(FontSpecError) {
    self.argument = argument
    var rest = Substring(argument)
    coverage = []
    if let colon = rest.lastIndex(of: ":") {
      let tokens = rest[rest.index(after: colon)...].split(separator: ",")
      var sets: [CodePointSet] = []
      for token in tokens {
        guard let set = CodePointSet.parse(String(token)) else {
          let known = CodePointSet.named.map(\.name).joined(separator: ", ")
          throw FontSpecError(
            argument, reason: "unknown code point set '\(token)' (expected one of: \(known), or U+XXXX-YYYY)")
        }
        sets.append(set)
      }
      guard !sets.isEmpty else { throw FontSpecError(argument, reason: "empty code point set list after ':'") }
      coverage = sets
      rest = rest[..<colon]
    }
    let parts = rest.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
    (path, faceIndex) = try Self.face(parts[0], argument: argument)
    blend = nil
    if parts.count == 2 {
      let blendParts = parts[1].split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
      let (boldPath, boldIndex) = try Self.face(blendParts[0], argument: argument)
      let fractionText = blendParts.count == 2 ? String(blendParts[1]) : "2/3"
      guard let fraction = Self.fraction(fractionText), (0...1).contains(fraction) else {
        throw FontSpecError(
          argument, reason: "invalid blend fraction '\(fractionText)' (expected a value from 0 to 1, such as 2/3)")
      }
      blend = Blend(path: boldPath, faceIndex: boldIndex, fraction: fraction, fractionText: fractionText)
    }
  }

  private static func face(_ text: Substring, argument: String) throws(FontSpecError) -> (String, Int) {
    let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard !parts[0].isEmpty else { throw FontSpecError(argument, reason: "missing font path") }
    guard parts.count == 2 else { return (String(parts[0]), 0) }
    guard let index = Int(parts[1]), index >= 0 else {
      throw FontSpecError(argument, reason: "invalid face index '\(parts[1])'")
    }
    return (String(parts[0]), index)
  }

  private static func fraction(_ text: String) -> Double? {
    let parts = text.split(separator: "/", maxSplits: 1)
    if parts.count == 2 {
      guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
      return numerator / denominator
    }
    return Double(text)
  }

  /// The file name of a path, so that profiles never record machine-specific folders.
  static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}
