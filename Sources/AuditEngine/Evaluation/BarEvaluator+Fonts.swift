import Navigation
import TextLayout
import Traits

extension BarEvaluator {
  /// A text drawn in a font the app set, and how it was measured: for the report's `font`
  /// keys and the font findings.
  struct FontUse {
    /// Where the text is in the bar.
    enum Slot: Hashable {
      case title
      case back
      case left(Int)
      case right(Int)
    }

    var slot: Slot
    var element: BarTextElement
    var setting: FontSetting
    var text: String
    var measurement: FontedMeasurement
  }

  /// The font of each bar text while `top` is on top of `state`'s bar: the item's
  /// appearance, else the navigation controller's bar, else the app's appearance proxy.
  func fontSettings(top: Screen, state: NavigationContext) -> [BarTextElement: FontSetting] {
    // A standalone bar and a plain screen's bar are not a navigation controller's.
    // Most apps set no bar font: then every element is in the system font.
    let isController = state.host == .navigationController
    guard
      top.hasStandardAppearance || (isController && state.hasBarStyle && Self.setsFont(state.barStyle))
        || proxySetsFont
    else { return [:] }
    let bar = isController ? state.barStyle : NavigationBarStyle()
    var settings: [BarTextElement: FontSetting] = [:]
    for element in BarTextElement.allCases {
      settings[element] = NavigationBarStyle.font(
        element, item: top.standardAppearance, bar: bar, proxy: scenario.navigationBar)
    }
    return settings
  }

  /// Whether a bar style sets the font of any text (read in place, without comparing or
  /// copying the style).
  static func setsFont(_ style: NavigationBarStyle) -> Bool {
    style.titleTextAttributes != nil || style.largeTitleTextAttributes != nil
      || style.barButtonTitleTextAttributes != nil || style.standardAppearance != nil
  }

  /// The layout's fonts from the settings.
  static func barFonts(_ settings: [BarTextElement: FontSetting]) -> BarFonts {
    // Most bars set no font: nothing to look up, five times, in the empty settings.
    if settings.isEmpty { return BarFonts() }
    return BarFonts(
      title: settings[.title]?.font, largeTitle: settings[.largeTitle]?.font, button: settings[.button]?.font,
      doneButton: settings[.doneButton]?.font, backButton: settings[.backButton]?.font)
  }

  /// How `text`, drawn as `element` in `style`, was measured, when the app named a family for it.
  func fontUse(
    _ text: String, slot: FontUse.Slot, element: BarTextElement, style: TextStyle,
    settings: [BarTextElement: FontSetting]
  ) -> FontUse? {
    guard let setting = settings[element], case .named = setting.font.family, !text.isEmpty else { return nil }
    let measurer = FontedMeasurer(base: measurer, fonts: [style: setting.font], appFonts: appFonts)
    return FontUse(
      slot: slot, element: element, setting: setting, text: text,
      measurement: measurer.measurement(of: text, font: setting.font, style: style))
  }

  /// Every text of the bar drawn in a family the app named: the title (or large title),
  /// the back button's first candidate (the text whose width decides), and text items.
  func fontUses(
    settings: [BarTextElement: FontSetting], back: BackButton, title: TitleInput, left: [RenderedItem],
    right: [RenderedItem], large: Bool
  ) -> [FontUse] {
    guard !settings.isEmpty else { return [] }
    var uses: [FontUse?] = []
    if case .text(let text, _) = title {
      uses.append(
        large
          ? fontUse(text, slot: .title, element: .largeTitle, style: .largeTitle, settings: settings)
          : fontUse(text, slot: .title, element: .title, style: .title, settings: settings))
    }
    if back.kind == .custom || back.kind == .synthesized, let text = back.candidates.first {
      uses.append(fontUse(text, slot: .back, element: .backButton, style: .barButton, settings: settings))
    }
    for (items, slot) in [(left, FontUse.Slot.left), (right, FontUse.Slot.right)] {
      for (index, item) in items.enumerated() {
        guard case .text(let text, let style) = item.input else { continue }
        let element: BarTextElement = style == .doneButton ? .doneButton : .button
        uses.append(fontUse(text, slot: slot(index), element: element, style: style, settings: settings))
      }
    }
    return uses.compactMap { $0 }
  }

  /// Writes the face that measured each text into the bar, and marks the back decision
  /// uncertain when a named family was not found (the system font stood in for it).
  func apply(_ uses: [FontUse], to bar: inout BarResult) {
    guard !uses.isEmpty else { return }
    for use in uses {
      let face = use.measurement.face
      switch use.slot {
      case .title: bar.title.font = face
      case .back: bar.back.font = face
      case .left(let index): if bar.left.indices.contains(index) { bar.left[index].font = face }
      case .right(let index): if bar.right.indices.contains(index) { bar.right[index].font = face }
      }
    }
    let decided: Set<BackDisplay> = [.full, .generic, .minimal, .custom]
    if uses.contains(where: { $0.measurement.missingFamily != nil }), decided.contains(bar.back.display) {
      bar.back.uncertain = true
    }
  }
}
