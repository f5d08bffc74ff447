/// A value passed to a format string, typed as a scenario writes it.
///
/// The formatter never trusts the format: a `%d` given a string formats `0` and reports a
/// ``FormatIssue/typeMismatch(specifier:argument:given:)`` instead of crashing.
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible {
  /// An integer (`%d`, `%ld`, `%lld`, `%u`, `%x`… and plural selection).
  case int(Int)
  /// A floating-point number (`%f`, `%.2f`, `%e`, `%g`).
  case double(Double)
  /// A string (`%@`, `%s`).
  case string(String)

  /// The argument as `%@` prints it.
  public var description: String {
    switch self {
    case .int(let value): String(value)
    case .double(let value): Self.objectDescription(of: value)
    case .string(let value): value
    }
  }

  /// The number a plural rule is applied to, if the argument is one (or reads as one).
  public var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value.isFinite ? value : nil
    case .string(let value): Double(value.trimmingWhitespaceAndNewlines())
    }
  }

  /// "an integer", "a number", "a string": for messages.
  var kindDescription: String {
    switch self {
    case .int: "an integer"
    case .double: "a floating-point number"
    case .string: "a string"
    }
  }

  /// How `NSNumber.description` prints a double: `3` for 3.0, `2.5` for 2.5.
  static func objectDescription(of value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

extension FormatArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral
{
  /// `3` in code means `.int(3)`.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// `2.5` in code means `.double(2.5)`.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// `"Inbox"` in code means `.string("Inbox")`.
  public init(stringLiteral value: String) { self = .string(value) }
}
