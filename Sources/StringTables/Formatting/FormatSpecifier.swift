/// A parsed conversion specification: `%[n$][flags][width][.precision][length]conversion`.
struct FormatSpecifier: Hashable, Sendable {
  /// A width or precision: written out, or taken from an argument (`*`, `*2$`).
  enum Amount: Hashable, Sendable {
    case fixed(Int)
    case argument(Int?)
  }

  /// The conversions this formatter implements (`%a` and `%n` are not among them).
  static let conversions: Set<Unicode.Scalar> = [
    "@", "d", "i", "D", "u", "U", "o", "O", "x", "X", "c", "C", "s", "S", "f", "F", "e", "E", "g",
    "G", "p",
  ]
  /// ``conversions`` by ASCII byte, for the tokenizer (a table lookup, not a hash per `%`).
  static let conversionBytes: [Bool] = (0..<128).map { conversions.contains(Unicode.Scalar(UInt8($0))) }

  /// The specifier as written, for messages and for leaving it in place.
  var text: String
  /// The explicit 1-based argument position (`%2$@`).
  var position: Int?
  var leftAlign = false
  var showSign = false
  var spaceSign = false
  var alternate = false
  var zeroPad = false
  var width: Amount?
  var precision: Amount?
  /// The length modifier (`l`, `ll`, `h`…), empty when there is none.
  var length = ""
  /// The conversion character.
  var conversion: Unicode.Scalar

  init(text: String, conversion: Unicode.Scalar) {
    self.text = text
    self.conversion = conversion
  }

  /// Whether every position, width and precision is within ``StringTableLimits``.
  var isWithinLimits: Bool {
    func index(_ amount: Amount?) -> Int {
      if case .argument(let index?)? = amount { return index }
      return 0
    }
    func value(_ amount: Amount?) -> Int {
      if case .fixed(let value)? = amount { return value }
      return 0
    }
    return max(position ?? 0, index(width), index(precision)) <= StringTableLimits.maximumArgumentIndex
      && max(value(width), value(precision)) <= StringTableLimits.maximumFieldWidth
  }
}
