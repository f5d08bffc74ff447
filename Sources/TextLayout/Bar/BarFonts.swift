public import Traits

/// The fonts an app set for the texts of one navigation bar; `nil` draws the system style.
///
/// The layout measures each text in its font (``FontedMeasurer``): the title, the large
/// title, plain and done bar button items, and the back button, whose font
/// (`backButtonAppearance`) can differ from the other items'.
public struct BarFonts: Sendable, Hashable, Codable {
  /// The inline title's font (`titleTextAttributes`), in place of ``TextStyle/title``.
  public var title: BarFont?
  /// The large title's font (`largeTitleTextAttributes`), in place of ``TextStyle/largeTitle``.
  public var largeTitle: BarFont?
  /// Plain bar button items' font, in place of ``TextStyle/barButton``.
  public var button: BarFont?
  /// Done-style items' font, in place of ``TextStyle/doneButton``.
  public var doneButton: BarFont?
  /// The back button's font, in place of ``TextStyle/barButton`` for the back button.
  public var backButton: BarFont?

  public init(
    title: BarFont? = nil, largeTitle: BarFont? = nil, button: BarFont? = nil, doneButton: BarFont? = nil,
    backButton: BarFont? = nil
  ) {
    self.title = title
    self.largeTitle = largeTitle
    self.button = button
    self.doneButton = doneButton
    self.backButton = backButton
  }

  /// Every text in the system styles.
  public static let system = BarFonts()

  /// Whether every text is in the system styles (``system``), answered from the fonts set
  /// without comparing them: every layout asks.
  public var isSystem: Bool {
    title == nil && largeTitle == nil && button == nil && doneButton == nil && backButton == nil
  }

  /// The font of each style: the back button's in place of the items' when `back` is set.
  ///
  /// Every layout asks twice, and most bars set no font: only the fonts set are inserted,
  /// so that the system styles cost no dictionary at all.
  public func styles(back: Bool) -> [TextStyle: BarFont] {
    let items = back ? backButton : button
    guard title != nil || largeTitle != nil || items != nil || doneButton != nil else { return [:] }
    var styles: [TextStyle: BarFont] = [:]
    if let title { styles[.title] = title }
    if let largeTitle { styles[.largeTitle] = largeTitle }
    if let items { styles[.barButton] = items }
    if let doneButton { styles[.doneButton] = doneButton }
    return styles
  }
}

extension FontWeight {
  /// The point size from which iOS draws the system font's display cut (SF Pro Display).
  public static let displaySize = 20.0

  /// The system face whose advances stand for this weight at `pointSize`.
  ///
  /// The profile has a regular and a semibold text face and a bold display face (the
  /// large title's). Lighter weights use regular; medium and semibold use semibold; bold
  /// and heavier use the bold display face from ``displaySize``, and below it the
  /// semibold text face, whose spacing is the text cut's (the display cut is tighter).
  public func faceRole(atSize pointSize: Double) -> FaceRole {
    switch self {
    case .ultraLight, .thin, .light, .regular: .regular
    case .medium, .semibold: .semibold
    case .bold, .heavy, .black: pointSize >= Self.displaySize ? .bold : .semibold
    }
  }
}
