/// The arguments a localized value consumes: for each 1-based position, the kind of value
/// and the first specifier that reads it (`%2$@`).
///
/// Mirrors ``StringFormatter``: sequential specifiers count from 1, `%n$` is positional,
/// `*` widths read an integer, and `%#@name@` reads its substitution's argument, whose cases
/// read from that argument on. Plural, device and width variations are merged: the value
/// consumes what any of its cases consumes. A specifier with a space flag and no position
/// (`100% done` reads as `% d`) is ignored: it is almost always a literal percent sign.
/// Substitution cases are expanded up to ``StringTableLimits/maximumExpandedBytes`` in all,
/// as the formatter does: each case of each substitution is expanded, four levels deep.
struct SpecifierSignature: Hashable, Sendable {
  /// What an argument must be.
  enum Kind: String, Hashable, Sendable {
    case object = "an object ('%@')"
    case integer = "an integer"
    case floatingPoint = "a floating-point number"
    case cString = "a C string ('%s')"
    case unicodeString = "a UTF-16 string ('%S')"
    case pointer = "a pointer ('%p')"

    init(conversion: Unicode.Scalar) {
      switch conversion {
      case "@": self = .object
      case "f", "F", "e", "E", "g", "G", "a", "A": self = .floatingPoint
      case "s": self = .cString
      case "S": self = .unicodeString
      case "p": self = .pointer
      default: self = .integer
      }
    }
  }

  /// One argument: its kind and the specifier that first reads it.
  struct Argument: Hashable, Sendable {
    let kind: Kind
    let specifier: String
  }

  /// The arguments, by 1-based position.
  private(set) var arguments: [Int: Argument] = [:]

  /// The signature of a whole value with its substitutions.
  init(_ value: LocalizedValue, substitutions: [String: Substitution]) {
    var budget = StringTableLimits.maximumExpandedBytes
    for text in value.allTexts {
      add(text, start: 1, substitutions: substitutions, depth: 0, budget: &budget)
    }
  }

  /// The highest position read, 0 when none.
  var count: Int { arguments.keys.max() ?? 0 }

  private mutating func record(_ position: Int, _ kind: Kind, _ specifier: String) {
    if arguments[position] == nil { arguments[position] = Argument(kind: kind, specifier: specifier) }
  }

  private mutating func add(
    _ text: String, start: Int, substitutions: [String: Substitution], depth: Int, budget: inout Int
  ) {
    var next = start
    for token in FormatToken.tokenize(text) {
      switch token {
      case .literal, .invalid:
        continue
      case .specifier(let spec):
        if spec.spaceSign, spec.position == nil { continue }
        for amount in [spec.width, spec.precision] {
          if case .argument(let position)? = amount {
            record(position ?? next, .integer, spec.text)
            if position == nil { next += 1 }
          }
        }
        let position = spec.position ?? next
        if spec.position == nil { next += 1 }
        record(position, Kind(conversion: spec.conversion), spec.text)
      case .substitution(let name, let explicit, let written):
        let substitution = substitutions[name]
        let position = explicit ?? substitution?.argumentNumber ?? next
        if explicit == nil { next += 1 }
        guard let substitution, depth < 4 else { continue }
        let type =
          substitution.formatSpecifier.hasPrefix("%")
          ? String(substitution.formatSpecifier.dropFirst()) : substitution.formatSpecifier
        let conversion = type.unicodeScalars.last ?? "d"
        record(position, Kind(conversion: conversion), written)
        for category in substitution.plural.keys.sorted() {
          // Each case costs its length (at least 1): past the budget, no more is expanded,
          // and the rest of each text is still read.
          guard budget > 0, let variant = substitution.plural[category] else { break }
          guard
            let resolved = StringFormatter.replacingArgumentPlaceholder(
              in: variant, with: "%\(position)$\(type)", maximumBytes: budget - 1)
          else {
            budget = 0
            break
          }
          budget -= max(1, resolved.utf8.count)
          add(resolved, start: position, substitutions: substitutions, depth: depth + 1, budget: &budget)
        }
      }
    }
  }
}
