import Foundation

/// The width budget navaudit appends to a translator comment (a String Catalog key's
/// `comment`, the comment above a `.strings` key), which Xcode exports to translators:
/// `Width budget: 150 pt (navaudit).`
///
/// One definition, so that writing a budget again replaces it and `strings lint` reads it back.
public enum CatalogBudgetComment {
  static let prefix = "Width budget: "
  static let suffix = " pt (navaudit)."

  /// The sentence for a budget of `points`.
  public static func sentence(points: Int) -> String {
    prefix + String(points) + suffix
  }

  /// `comment` with its budget sentence replaced by one for `points` (appended when it has none).
  public static func replacing(in comment: String?, points: Int) -> String {
    let base = removing(from: comment ?? "")
    return base.isEmpty ? sentence(points: points) : base + " " + sentence(points: points)
  }

  /// `comment` without a budget sentence.
  static func removing(from comment: String) -> String {
    guard let range = sentenceRange(in: comment) else { return comment }
    var rest = comment
    rest.removeSubrange(range)
    return rest.trimmingSuffixSpaces()
  }

  /// The budget in points a comment states, if it has a budget sentence.
  public static func budget(in comment: String?) -> Double? {
    guard let comment, let range = sentenceRange(in: comment) else { return nil }
    let digits = comment[range].dropFirst(prefix.count).dropLast(suffix.count)
    return Int(digits).map(Double.init)
  }

  /// Where the budget sentence is in `comment`, if it has one.
  static func sentenceRange(in comment: String) -> Range<String.Index>? {
    var search = comment.startIndex..<comment.endIndex
    while let start = comment.range(of: prefix, range: search) {
      var end = start.upperBound
      while end < comment.endIndex, comment[end].isASCII, comment[end].isNumber { end = comment.index(after: end) }
      if end > start.upperBound, comment[end...].hasPrefix(suffix) {
        return start.lowerBound..<comment.index(end, offsetBy: suffix.count)
      }
      search = start.upperBound..<comment.endIndex
    }
    return nil
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate func trimmingSuffixSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
