import Traits

/// Bar fonts: a bar's text attributes and appearance, and a navigation item's appearance.
extension ScenarioWriter {
  /// A bar style's fields, in the order of the format; empty when nothing is set.
  mutating func barStyle(_ style: NavigationBarStyle) -> [YAMLEntry] {
    var fields: [YAMLEntry] = []
    textAttributes("titleTextAttributes", style.titleTextAttributes, into: &fields)
    textAttributes("largeTitleTextAttributes", style.largeTitleTextAttributes, into: &fields)
    textAttributes("barButtonTitleTextAttributes", style.barButtonTitleTextAttributes, into: &fields)
    if let appearance = style.standardAppearance { fields.append(self.appearance(appearance)) }
    return fields
  }

  /// `standardAppearance:` as a block of its text attributes (`{}` when it sets none).
  mutating func appearance(_ appearance: NavigationBarAppearance) -> YAMLEntry {
    let comments = self.comments.take(appearance.location)
    var fields: [YAMLEntry] = []
    textAttributes("titleTextAttributes", appearance.title, into: &fields)
    textAttributes("largeTitleTextAttributes", appearance.largeTitle, into: &fields)
    for (key, font) in [
      ("buttonAppearance", appearance.button), ("doneButtonAppearance", appearance.doneButton),
      ("backButtonAppearance", appearance.backButton),
    ] {
      guard let font else { continue }
      let attributes = InlineField("titleTextAttributes", .mapping([InlineField("font", Self.font(font.font))]))
      fields.append(YAMLEntry(key, .mapping([attributes]), comments: self.comments.take(font.location)))
    }
    return YAMLEntry(
      "standardAppearance", fields.isEmpty ? .inline(.mapping([])) : .mapping(fields), comments: comments)
  }

  /// Appends `key: { font: … }` when a font is set.
  private mutating func textAttributes(_ key: String, _ font: FontSetting?, into fields: inout [YAMLEntry]) {
    guard let font else { return }
    fields.append(
      YAMLEntry(key, .mapping([InlineField("font", Self.font(font.font))]), comments: comments.take(font.location)))
  }

  /// A font on one line: `{ family: Avenir Next, size: 20, weight: semibold }` or
  /// `{ system: system, size: 17, weight: semibold }`; a regular weight is left out.
  static func font(_ font: BarFont) -> InlineValue {
    var fields: [InlineField]
    switch font.family {
    case .system: fields = [InlineField("system", .token("system"))]
    case .named(let name): fields = [InlineField("family", .string(name))]
    }
    // Sizes are points up to 1,000: a whole size is written as an integer (`17`), which reads back the same.
    let size = font.pointSize
    let whole = size == size.rounded() && abs(size) < 1_000_000
    fields.append(InlineField("size", whole ? .token(String(Int(size))) : number(size)))
    if font.weight != .regular { fields.append(InlineField("weight", .token(font.weight.rawValue))) }
    return .mapping(fields)
  }
}
