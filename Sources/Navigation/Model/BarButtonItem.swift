public import Diagnostics

/// A `UIBarButtonItem` as a scenario describes it.
public struct BarButtonItem: Hashable, Sendable {
  /// A text item's title.
  public var title: TextReference?
  /// A system item (`done`, `edit`, `flexibleSpace`...).
  public var systemItem: SystemItem?
  /// An image item's image name (an SF Symbol or asset name).
  public var image: String?
  /// The label VoiceOver speaks; without one an image item is unlabeled.
  public var accessibilityLabel: TextReference?
  /// Extension: the value VoiceOver speaks after the label.
  public var accessibilityValue: TextReference?
  /// Extension: the hint VoiceOver speaks after a pause.
  public var accessibilityHint: TextReference?
  /// A custom view instead of a title or image.
  public var customView: Bool
  /// A fixed width in points (custom views, fixed spaces).
  public var width: Double?
  /// `plain` or `done` (done is drawn semibold).
  public var style: Style
  /// Extension: `false` draws the item dimmed; VoiceOver says "dimmed".
  public var isEnabled: Bool
  /// Extension: a selected item; VoiceOver says "selected".
  public var isSelected: Bool
  public var location: SourceLocation

  /// The drawing style of an item.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case plain, done
  }

  public init(
    title: TextReference? = nil, systemItem: SystemItem? = nil, image: String? = nil,
    accessibilityLabel: TextReference? = nil, accessibilityValue: TextReference? = nil,
    accessibilityHint: TextReference? = nil, customView: Bool = false, width: Double? = nil,
    style: Style = .plain, isEnabled: Bool = true, isSelected: Bool = false, location: SourceLocation
  ) {
    self.title = title
    self.systemItem = systemItem
    self.image = image
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityValue = accessibilityValue
    self.accessibilityHint = accessibilityHint
    self.customView = customView
    self.width = width
    self.style = style
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.location = location
  }

  /// Whether the item is a flexible or fixed space (not an element VoiceOver visits).
  public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// `UIBarButtonItem.SystemItem`.
public enum SystemItem: String, Hashable, Sendable, CaseIterable {
  case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search
  case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  case flexibleSpace, fixedSpace

  /// Whether UIKit draws the item as localized text (otherwise as a symbol image).
  public var isTextual: Bool {
    switch self {
    case .done, .cancel, .edit, .save, .undo, .redo: true
    default: false
    }
  }

  /// Whether UIKit draws the text semibold, as for `done`.
  public var isProminent: Bool { self == .done || self == .save }
}
