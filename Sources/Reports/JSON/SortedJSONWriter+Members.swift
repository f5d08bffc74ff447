/// The pieces of a value written without `Encodable`: member keys, scalars, arrays and the
/// end of an object, laid out as ``SortedJSONEncoder`` lays them out.
extension SortedJSONWriter {
  /// Appends what comes before a member's value: a comma unless it is the `first` (which it
  /// clears), the member's line at `level`, the key and ` : `.
  ///
  /// - Parameter name: a key that needs no escape (the report's keys are ASCII letters).
  mutating func key(_ name: StaticString, _ level: Int, _ first: inout Bool) {
    if !first { raw(",") }
    first = false
    newline(level: level)
    raw("\"")
    raw(name)
    raw("\" : ")
  }

  /// Appends the closing `bracket` of a value at `level`; an `empty` one gets the blank
  /// line `JSONEncoder` prints between the brackets.
  mutating func close(_ bracket: StaticString, level: Int, empty: Bool) {
    if empty { newline(level: 0) }
    newline(level: level)
    raw(bracket)
  }

  /// Appends `elements` as an array at `level`, each printed by `element` at `level + 1`.
  mutating func array<Element>(
    _ elements: [Element], level: Int, _ element: (inout SortedJSONWriter, Element, Int) -> Void
  ) {
    raw("[")
    for index in elements.indices {
      beginElement(level: level + 1, first: index == 0)
      element(&self, elements[index], level + 1)
    }
    close("]", level: level, empty: elements.isEmpty)
  }

  /// Appends an array of strings at `level`.
  mutating func strings(_ texts: [String], level: Int) {
    array(texts, level: level) { writer, text, _ in writer.string(text) }
  }

  /// Appends an integer as `JSONEncoder` writes it.
  mutating func integer(_ value: Int) {
    number(String(value))
  }

  /// Appends a `Double` as `JSONEncoder` writes it (``SortedJSONEncoder/format(_:)``).
  mutating func double(_ value: Double) {
    number(SortedJSONEncoder.format(value))
  }

  /// Appends `true` or `false`.
  mutating func boolean(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }
}
