import AuditEngine

/// A bar described in words: the text alternative of its drawing.
enum BarDescription {
  /// One sentence: the back button, the title and the items, as drawn.
  static func sentence(_ bar: BarResult) -> String {
    var parts = [back(bar.back)]
    let title = bar.title
    if title.view == true {
      parts.append("a title view" + (title.text.isEmpty ? "" : " labelled “\(title.text)”"))
    } else if !title.shown.isEmpty {
      parts.append(
        (title.large == true ? "large title" : "title") + " “\(title.shown)”"
          + (title.truncated ? ", cut from “\(title.text)”" : ""))
    }
    if let prompt = bar.prompt, !prompt.shown.isEmpty {
      parts.append("prompt “\(prompt.shown)”")
    }
    if !bar.left.isEmpty { parts.append("left items: " + items(bar.left)) }
    if !bar.right.isEmpty { parts.append("right items: " + items(bar.right)) }
    if bar.rightToLeft { parts.append("mirrored right to left") }
    return parts.joined(separator: "; ") + "."
  }

  private static func back(_ back: BarResult.BackResult) -> String {
    let first = back.candidates.first ?? ""
    var sentence: String
    switch back.display {
    case .full: sentence = "back button “\(back.shown)”, the previous title in full"
    case .generic:
      sentence =
        "back button “\(back.shown)”, the generic Back" + (first.isEmpty ? "" : ", because “\(first)” does not fit")
    case .minimal:
      sentence = "back button with the chevron only" + (first.isEmpty ? "" : ", because “\(first)” does not fit")
    case .custom: sentence = "custom back button “\(back.shown)”"
    case .hidden: sentence = "no back button (hidden)"
    case .none: sentence = "no back button (first screen)"
    }
    if back.uncertain == true { sentence += ", too close to call" }
    return sentence
  }

  /// The toolbar in one sentence: each item as drawn, with its SF Symbol and what VoiceOver
  /// says, in the order drawn.
  static func toolbar(_ bar: BarResult) -> String {
    let items = bar.toolbar.map { item in
      if !item.shown.isEmpty {
        return "“\(item.shown)”" + (item.label == item.shown ? "" : " (VoiceOver “\(item.label)”)")
      }
      let symbol = item.image.map { " \($0)" } ?? ""
      return "image\(symbol) “\(item.label)”"
    }
    return "toolbar: " + items.joined(separator: ", ") + (bar.rightToLeft ? "; mirrored right to left." : ".")
  }

  /// What an item is and what VoiceOver says, for the tooltip of its drawing.
  static func tooltip(_ item: BarResult.ItemResult) -> String {
    let drawn = item.shown.isEmpty ? (item.image.map { "SF Symbol \($0)" } ?? "image") : "“\(item.shown)”"
    return drawn + " · VoiceOver: " + (item.label.isEmpty ? "no label" : "“\(item.label)”")
  }

  private static func items(_ items: [BarResult.ItemResult]) -> String {
    items.map { item in item.shown.isEmpty ? "image “\(item.label)”" : "“\(item.shown)”" }.joined(separator: ", ")
  }
}
