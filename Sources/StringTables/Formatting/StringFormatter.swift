public import UnicodeSupport

/// Formats printf-style strings the way Foundation's `String(format:)` does, without varargs.
///
/// Supports `%@ %d %i %u %x %X %o %c %C %s %S %f %F %e %E %g %G %p %%`, the length modifiers
/// (`h hh l ll q z t j L`), positional arguments (`%2$@`), flags (`- + space # 0`), widths and
/// precisions (also `*` and `*2$`), and stringsdict / String Catalog substitutions
/// (`%#@name@`). Wrong argument types never crash: they are converted as Foundation would
/// approximate and reported in ``FormatResult/issues``. Output is not localized (no digit
/// grouping, `.` as decimal separator), as with `String(format:)` without a locale.
///
/// Hostile strings stay cheap: one format expands at most ``maximumExpansions``
/// substitutions to at most ``StringTableLimits/maximumExpandedBytes`` of cases, renders at
/// most ``StringTableLimits/maximumFormattedBytes``, and tokenizes each plural case and
/// renders each conversion once however often it recurs.
public struct StringFormatter: Sendable {
  /// The plural rules for `%#@name@` substitutions (nil: English-like one/other).
  public var pluralRules: PluralRules?
  /// The substitutions `%#@name@` may refer to.
  public var substitutions: [String: Substitution]

  /// Creates a formatter.
  public init(pluralRules: PluralRules? = nil, substitutions: [String: Substitution] = [:]) {
    self.pluralRules = pluralRules
    self.substitutions = substitutions
  }

  /// Formats `format` with `arguments`.
  public func format(_ format: String, _ arguments: [FormatArgument]) -> FormatResult {
    var state = State(arguments: arguments)
    var text = ""
    render(FormatToken.tokenize(format), sequentialStart: 1, depth: 0, into: &text, state: &state)
    // Past the expansion budget, which arguments the rest would have used is unknown.
    for index in arguments.indices where !state.isStopped && !state.used.contains(index + 1) {
      state.issues.append(.unusedArgument(index + 1))
    }
    return FormatResult(text: text, issues: state.issues, pluralChoices: state.choices)
  }

  /// Formats with the plural rules of `locale` (falling back to English-like rules).
  public static func format(
    _ format: String, _ arguments: [FormatArgument], locale: LocaleIdentifier? = nil,
    substitutions: [String: Substitution] = [:]
  ) -> FormatResult {
    let rules = locale.flatMap { try? PluralRules.forLocale($0) }
    return StringFormatter(pluralRules: rules, substitutions: substitutions).format(
      format, arguments)
  }

  /// The category to use for `number` among the categories a plural provides.
  ///
  /// `zero` is used for 0 whenever it is provided, in every language (as Foundation does for
  /// stringsdict and String Catalogs); otherwise the locale's CLDR category, else `other`.
  static func pluralCategory(
    for number: Double, rules: PluralRules?, available: Set<PluralCategory>
  ) -> PluralCategory? {
    if number == 0, available.contains(.zero) { return .zero }
    let category = rules?.category(for: number) ?? (number == 1 ? .one : .other)
    if available.contains(category) { return category }
    return available.contains(.other) ? .other : nil
  }

  // MARK: Rendering

  private struct State {
    let arguments: [FormatArgument]
    var used: Set<Int> = []
    var issues: [FormatIssue] = []
    var choices: [FormatResult.PluralChoice] = []
    /// Substitutions expanded so far, against ``StringFormatter/maximumExpansions``.
    var expansions = 0
    /// Whether the text reached ``StringTableLimits/maximumFormattedBytes``: what follows is
    /// still checked (arguments, issues, plural choices) but no longer rendered.
    var isFull = false
    /// What is left of ``StringTableLimits/maximumExpandedBytes``.
    var expandedBytesLeft = StringTableLimits.maximumExpandedBytes
    /// Whether the expansions went past their budget: nothing more is rendered or checked.
    var isStopped = false
    /// The tokens of each plural case as expanded, and its length, by substitution, case
    /// and argument: a case expanded many times is tokenized once.
    var expansionTokens: [ExpansionKey: (tokens: [FormatToken], bytes: Int)] = [:]
    /// Each conversion rendered so far: the same specifier with the same argument, width
    /// and precision renders the same text, and `%.1000f` of 1e300 is worth doing once.
    var conversions: [ConversionKey: String] = [:]

    func argument(_ index: Int) -> FormatArgument? {
      index >= 1 && index <= arguments.count ? arguments[index - 1] : nil
    }
  }

  /// A plural case as expanded: `%arg` becomes `%<argument>$<specifier>`, so the argument
  /// is part of its text.
  private struct ExpansionKey: Hashable {
    let name: String
    let category: PluralCategory
    let argument: Int
  }

  /// A conversion as rendered: the specifier's text fixes everything but the alignment a
  /// negative `*` width sets, and the width and precision `*` takes.
  private struct ConversionKey: Hashable {
    let text: String
    let leftAlign: Bool
    let argument: Int
    let width: Int?
    let precision: Int?
  }

  /// Renders `tokens` at the end of `output`, which every nesting level shares, so a
  /// substitution's text is written once instead of being copied up through each level.
  private func render(
    _ tokens: [FormatToken], sequentialStart: Int, depth: Int, into output: inout String,
    state: inout State
  ) {
    var next = sequentialStart
    for token in tokens {
      guard !state.isStopped else { return }
      switch token {
      case .literal(let text):
        append(text, to: &output, state: &state)
      case .invalid(let text):
        append(text, to: &output, state: &state)
        state.issues.append(.invalidSpecifier(text))
      case .specifier(let spec):
        var spec = spec
        let width = amount(spec.width, spec: spec, next: &next, state: &state)
        let precision = amount(spec.precision, spec: spec, next: &next, state: &state)
        if let width, width < 0 { spec.leftAlign = true }
        let index = spec.position ?? next
        if spec.position == nil { next += 1 }
        guard let argument = state.argument(index) else {
          state.issues.append(.missingArgument(specifier: spec.text, argument: index))
          append(spec.text, to: &output, state: &state)
          continue
        }
        state.used.insert(index)
        if ConversionRenderer.isMismatch(spec.conversion, argument) {
          state.issues.append(.typeMismatch(specifier: spec.text, argument: index, given: argument))
        }
        guard !state.isFull else { continue }
        let key = ConversionKey(
          text: spec.text, leftAlign: spec.leftAlign, argument: index, width: width.map(abs),
          precision: precision.flatMap { $0 < 0 ? nil : $0 })
        if let rendered = state.conversions[key] {
          append(rendered, to: &output, state: &state)
        } else {
          let rendered = ConversionRenderer.render(spec, argument, width: key.width, precision: key.precision)
          state.conversions[key] = rendered
          append(rendered, to: &output, state: &state)
        }
      case .substitution(let name, let position, let text):
        let index = position ?? substitutions[name]?.argumentNumber ?? next
        if position == nil { next += 1 }
        guard depth < 4, state.expansions < Self.maximumExpansions, let substitution = substitutions[name]
        else {
          state.issues.append(.unknownSubstitution(name))
          append(text, to: &output, state: &state)
          continue
        }
        expand(substitution, named: name, argument: index, depth: depth, into: &output, state: &state)
      }
    }
  }

  /// Appends `piece`, or as much of it as ``StringTableLimits/maximumFormattedBytes`` leaves
  /// room for (whole characters), reporting the cut once.
  private func append(_ piece: String, to output: inout String, state: inout State) {
    guard !state.isFull else { return }
    let room = StringTableLimits.maximumFormattedBytes - output.utf8.count
    if piece.utf8.count <= room {
      output += piece
      return
    }
    var end = piece.startIndex
    var size = 0
    for character in piece {
      size += character.utf8.count
      guard size <= room else { break }
      end = piece.index(after: end)
    }
    output += piece[..<end]
    state.isFull = true
    state.issues.append(.textTooLong(maximumBytes: StringTableLimits.maximumFormattedBytes))
  }

  private func expand(
    _ substitution: Substitution, named name: String, argument index: Int, depth: Int,
    into output: inout String, state: inout State
  ) {
    state.expansions += 1
    var category = PluralCategory.other
    if let number = state.argument(index)?.number {
      state.used.insert(index)
      let available = Set(substitution.plural.keys)
      guard let chosen = Self.pluralCategory(for: number, rules: pluralRules, available: available)
      else {
        state.issues.append(
          .missingPluralCase(name: name, category: pluralRules?.category(for: number) ?? .other))
        return
      }
      category = chosen
    } else {
      state.issues.append(.missingPluralNumber(name: name))
    }
    guard let variant = substitution.plural[category] ?? substitution.plural[.other] else {
      state.issues.append(.missingPluralCase(name: name, category: category))
      return
    }
    let key = ExpansionKey(name: name, category: category, argument: index)
    let expansion: (tokens: [FormatToken], bytes: Int)
    if let known = state.expansionTokens[key] {
      expansion = known
    } else {
      let spec =
        substitution.formatSpecifier.hasPrefix("%")
        ? String(substitution.formatSpecifier.dropFirst())
        : substitution.formatSpecifier
      guard
        let resolved = Self.replacingArgumentPlaceholder(
          in: variant, with: "%\(index)$\(spec)", maximumBytes: state.expandedBytesLeft)
      else { return stop(&state) }
      expansion = (FormatToken.tokenize(resolved), resolved.utf8.count)
      state.expansionTokens[key] = expansion
    }
    guard expansion.bytes <= state.expandedBytesLeft else { return stop(&state) }
    state.expandedBytesLeft -= expansion.bytes
    state.choices.append(FormatResult.PluralChoice(name: name, argument: index, category: category))
    render(expansion.tokens, sequentialStart: index, depth: depth + 1, into: &output, state: &state)
  }

  /// Stops rendering: the expansions went past ``StringTableLimits/maximumExpandedBytes``.
  private func stop(_ state: inout State) {
    state.isStopped = true
    state.issues.append(.tooComplex(maximumBytes: StringTableLimits.maximumExpandedBytes))
  }

  /// The most substitutions one format expands: a substitution whose cases refer to
  /// substitutions several times would otherwise grow exponentially with the depth.
  static let maximumExpansions = 64

  /// A width or precision value, taking it from the arguments for `*`.
  private func amount(
    _ amount: FormatSpecifier.Amount?, spec: FormatSpecifier, next: inout Int, state: inout State
  ) -> Int? {
    switch amount {
    case .none: return nil
    // Written widths and precisions are held to the same bound as those taken from `*`
    // arguments: a 16-byte format must not pad to megabytes.
    case .fixed(let value): return min(value, StringTableLimits.maximumFieldWidth)
    case .argument(let position):
      let index = position ?? next
      if position == nil { next += 1 }
      guard let argument = state.argument(index) else {
        state.issues.append(.missingArgument(specifier: spec.text, argument: index))
        return nil
      }
      state.used.insert(index)
      let limit = StringTableLimits.maximumFieldWidth
      if case .int(let value) = argument { return max(-limit, min(limit, value)) }
      state.issues.append(.typeMismatch(specifier: "*", argument: index, given: argument))
      return nil
    }
  }

  /// Replaces the String Catalog placeholder `%arg` (but not `%%arg`); nil when the result
  /// would be longer than `maximumBytes` (UTF-8), which it stops building.
  ///
  /// A case of 16,000 `%arg` with a 4,000-byte specifier would otherwise make 64 MB.
  static func replacingArgumentPlaceholder(
    in variant: String, with specifier: String, maximumBytes: Int
  ) -> String? {
    var output = ""
    var rest = Substring(variant)
    while let percent = rest.firstIndex(of: "%") {
      guard output.utf8.count <= maximumBytes else { return nil }
      output += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("%") {
        output += "%%"
        rest = after.dropFirst()
      } else if after.hasPrefix("arg") {
        output += specifier
        rest = after.dropFirst(3)
      } else {
        output += "%"
        rest = after
      }
    }
    output += rest
    return output.utf8.count <= maximumBytes ? output : nil
  }
}
