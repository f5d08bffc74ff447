import Announcements
import Foundation
import Navigation
import TextLayout
import UnicodeSupport

extension BarEvaluator {
  /// A bar button item resolved for the locale: what is drawn, measured and spoken.
  struct RenderedItem {
    var input: BarItemInput
    var label: String
    var shown: String
    var image: String?
    var spoken: SpokenElement
    /// The key the drawn text comes from, when the item draws its own title.
    var reference: TextReference?

    func result(frame: ItemFrame?) -> BarResult.ItemResult {
      BarResult.ItemResult(
        label: label, shown: shown, role: spoken.role.rawValue, image: image,
        frame: frame.map { BarResult.Frame(x: $0.x, width: $0.width) })
    }
  }

  /// Resolves one item: its drawn text or image, its width input, and its spoken label.
  func render(_ item: BarButtonItem, resolve: (TextReference?) -> ResolvedText?, unlabeled: inout [BarButtonItem])
    -> RenderedItem
  {
    let style: TextStyle = item.style == .done || item.systemItem?.isProminent == true ? .doneButton : .barButton
    let title = resolve(item.title)
    let label = resolve(item.accessibilityLabel)
    let value = resolve(item.accessibilityValue)
    let hint = resolve(item.accessibilityHint)
    var shown = ""
    var input = BarItemInput.image
    var spokenLabel: SpokenElement.Text?
    var image: String?
    var reference: TextReference?
    if item.systemItem == .fixedSpace {
      input = .fixed(width: item.width ?? metrics.fixedSpaceWidth)
    } else if let system = item.systemItem, let name = phrases.name(of: system) {
      if system.isTextual {
        shown = name
        input = .text(name, style: style)
      }
      spokenLabel = .init(name, language: phrases.uikitLanguage)
    } else if let title, !title.text.isEmpty {
      shown = title.text
      input = .text(title.text, style: style)
      reference = item.title
      spokenLabel = .init(title.text, language: title.language)
    } else if let name = item.image {
      image = name
      input = .image
    }
    if item.customView {
      input = .fixed(width: item.width ?? metrics.imageItemWidth)
      reference = nil
    } else if let width = item.width, item.systemItem != .fixedSpace {
      input = .fixed(width: width)
      reference = nil
    }
    if let label, !label.text.isEmpty { spokenLabel = .init(label.text, language: label.language) }
    if spokenLabel == nil, item.image != nil || item.customView {
      if item.image != nil { unlabeled.append(item) }
      // Without a label VoiceOver falls back to the image's file name (facts §3.3).
      spokenLabel = item.image.map { .init($0, language: "und") }
    }
    let spoken = SpokenElement(
      label: spokenLabel, role: .button, value: value.map { .init($0.text, language: $0.language) },
      hint: hint.map { .init($0.text, language: $0.language) }, isSelected: item.isSelected, isDimmed: !item.isEnabled)
    return RenderedItem(
      input: input, label: spokenLabel?.string ?? "", shown: shown, image: image, spoken: spoken, reference: reference)
  }

  /// Where the toolbar draws `rendered`, the items of `items` that are not spaces: the
  /// spaces are kept here only to place the items (``ToolbarLayout``).
  func toolbarFrames(_ items: [BarButtonItem], rendered: [RenderedItem]) -> [ItemFrame] {
    // Most screens have no toolbar items: nothing to place.
    guard !items.isEmpty else { return [] }
    var next = rendered.makeIterator()
    let elements: [ToolbarLayout.Element] = items.compactMap { item in
      switch item.systemItem {
      case .flexibleSpace: .flexibleSpace
      case .fixedSpace: .fixedSpace(width: item.width ?? metrics.fixedSpaceWidth)
      default: next.next().map { .item($0.input) }
      }
    }
    return ToolbarLayout.frames(
      elements, geometry: geometry, isRightToLeft: isRightToLeft, metrics: metrics, measurer: measurer)
  }
}
