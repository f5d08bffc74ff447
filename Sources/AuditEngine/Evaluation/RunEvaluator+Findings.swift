import Diagnostics
import Foundation
import Navigation
import TextLayout
import Traits
import UnicodeSupport

extension RunEvaluator {
  /// Findings about how a presentation treats VoiceOver users.
  func presentationFindings(
    _ resolved: PresentationAdapter.Resolved, record: PresentationRecord, top: BarEvaluator.Evaluation?, add: Add,
    at location: SourceLocation
  ) {
    if !resolved.hidesContentBehindFromVoiceOver {
      add(
        .modalBehindReachable,
        "'\(resolved.style.rawValue)' presentation without accessibilityViewIsModal: VoiceOver can move to the content behind it",
        location)
    }
    if resolved.adaptedFromPopover {
      let hasDismiss = top?.hasDismissItem ?? false
      if !hasDismiss {
        add(
          .popoverNoDismiss,
          placed(
            "the popover becomes a '\(resolved.style.rawValue)' ",
            " and has no Cancel, Close or Done button to dismiss it"),
          location)
      }
    }
  }

  /// The message `head` "on <device> (<orientation>)[ in the <column> column]" `tail`, the
  /// device's name kept apart (``Finding/Message/placed(_:device:_:)``): a run copied to a
  /// twin device replaces it.
  func placed(_ head: String, _ tail: String = "", column: SplitColumn? = nil) -> Finding.Message {
    .placed(
      head + "on ", device: context.device.name,
      " (\(context.orientation.rawValue))" + (column.map { " in the \($0.rawValue) column" } ?? "") + tail)
  }

  /// Reports a finding: its rule, message and place. A message is kept as pieces
  /// (``Finding/Message``): a literal's is its text.
  typealias Add = (RuleID, Finding.Message, SourceLocation) -> Void

  /// Findings about the texts the bar used: literals, fallbacks, missing keys, formats.
  func textFindings(_ evaluation: BarEvaluator.Evaluation, add: Add) {
    textFindings(evaluation.texts, add: add)
    for item in evaluation.unlabeledImages {
      add(
        .imageButtonUnlabeled,
        "image button '\(item.image ?? "")' has no accessibilityLabel: VoiceOver reads the image name or nothing",
        item.location)
    }
  }

  /// Findings about resolved texts: literals, fallbacks, missing keys, formats.
  ///
  /// Each text's fields are read in place, the whole text copied only for the rarer
  /// findings that quote several of them: a copy retains its half a dozen strings, and
  /// every bar of every run is checked.
  func textFindings(_ texts: [ResolvedText], add: Add) {
    for index in texts.indices {
      switch texts[index].origin {
      case .translated, .defaultValue:
        if !texts[index].formatIssues.isEmpty { formatFindings(texts[index], add: add) }
      case .literal:
        // Its message says only the text: reported here before, it would be dropped as seen.
        let reference = texts[index].reference
        let literal = texts[index].text
        if reportedLiterals.insert(reference: reference, text: literal) {
          add(.literalNotLocalized, .literal(literal), reference)
        }
        if !texts[index].formatIssues.isEmpty { formatFindings(texts[index], add: add) }
      default:
        textFindings(texts[index], add: add)
      }
    }
  }

  /// The findings of a text neither translated, a default value nor a literal.
  private func textFindings(_ text: ResolvedText, add: Add) {
    let locale = context.locale
    // Written only for a finding: most texts are translated.
    var quoted: String { "'\(text.text)'" }
    switch text.origin {
    case .translated, .defaultValue, .literal:
      break
    case .fallback(let supplier):
      if locale.language != context.developmentLanguage.language {
        add(
          .missingTranslation,
          "key '\(text.key ?? "")' has no '\(locale.tag)' value: \(quoted) from '\(supplier)' is shown and spoken in '\(text.language)'",
          text.reference)
      }
    case .untranslatedCopy:
      add(
        .missingTranslation,
        "the '\(locale.tag)' value of key '\(text.key ?? "")' is \(quoted), not in a script of '\(locale.tag)': VoiceOver speaks it as '\(text.language)'",
        text.entry ?? text.reference)
    case .missingKey:
      add(.missingKey, "key '\(text.key ?? "")' is in no table: the raw key is shown and spoken", text.reference)
    }
    formatFindings(text, add: add)
  }

  /// The findings of a text's format problems.
  private func formatFindings(_ text: ResolvedText, add: Add) {
    for issue in text.formatIssues {
      add(
        .formatArgumentMismatch, "key '\(text.key ?? "")' in '\(context.locale.tag)': \(issue)",
        text.entry ?? text.reference)
    }
  }

  /// Findings about what the bar draws: shortened back titles and truncation, located at
  /// the text whose width decides it (its translation's line, where it is fixed), else at
  /// the step.
  func barFindings(
    _ evaluation: BarEvaluator.Evaluation, step: Int, add: Add, at location: SourceLocation, column: SplitColumn? = nil
  ) {
    // The bar read in place in its evaluation: a copy of it retained its every field.
    if let development = context.developmentDisplays?[step]?[evaluation.bar.column], development == .full {
      let previous = evaluation.bar.back.spoken
      switch evaluation.bar.back.display {
      case .generic:
        add(
          .backTitleGeneric,
          placed(
            "back button shows '\(evaluation.bar.back.shown)' instead of '\(previous)' ",
            "; \(context.developmentLanguage.tag) shows the title in full", column: column),
          evaluation.backSource ?? location)
      case .minimal:
        add(
          .backTitleMinimal,
          placed(
            "back button shows only the chevron instead of '\(previous)' ",
            "; \(context.developmentLanguage.tag) shows the title in full", column: column),
          evaluation.backSource ?? location)
      default:
        break
      }
    }
    if evaluation.backTruncated {
      add(
        .backTitleTruncated,
        placed(
          "custom back title '\(evaluation.bar.back.candidates.first ?? "")' is cut to '\(evaluation.bar.back.shown)' ",
          column: column),
        evaluation.backSource ?? location)
    }
    if evaluation.bar.title.truncated {
      let rule: RuleID = evaluation.bar.title.large == true ? .largeTitleTruncated : .titleTruncated
      add(
        rule, placed("title '\(evaluation.bar.title.text)' is cut to '\(evaluation.bar.title.shown)' ", column: column),
        evaluation.titleSource ?? location)
    }
  }
}

extension RunEvaluator {
  /// The most characters a glyph-fallback finding quotes.
  static let quotedFallbackCharacters = 12

  /// Findings about the app's fonts: a named family no font file has, and characters the
  /// face lacks (drawn in a system font), located where the font is set.
  func fontFindings(_ evaluation: BarEvaluator.Evaluation, add: Add) {
    for use in evaluation.fonts {
      let what = Self.describe(use.element)
      if let family = use.measurement.missingFamily {
        let families = context.appFonts?.families ?? []
        let known =
          families.isEmpty
          ? "navaudit was given no font files (--fonts, or 'fonts' in the scenario)"
          : "the fonts given have \(Self.quotedList(families))"
        add(
          .fontNotFound,
          "\(what) font family '\(family)' is not among the app's fonts (\(known)): the system font is measured instead and the back button decision is uncertain",
          use.setting.location)
      }
      let missing = Set(use.measurement.systemCodePoints)
      guard !missing.isEmpty, case .named(let family) = use.setting.font.family else { continue }
      // In the order the text has them, each once.
      var seen: Set<UInt32> = []
      let inOrder = use.text.unicodeScalars.filter { missing.contains($0.value) && seen.insert($0.value).inserted }
      let characters = String(String.UnicodeScalarView(inOrder.prefix(Self.quotedFallbackCharacters)))
      let more =
        inOrder.count > Self.quotedFallbackCharacters
        ? " and \(inOrder.count - Self.quotedFallbackCharacters) more" : ""
      add(
        .fontGlyphFallback,
        "'\(family)' has no glyphs for '\(characters)'\(more) in \(what) '\(use.text)': iOS draws them in the system font, and they are measured so",
        use.setting.location)
    }
  }

  /// The bar text an element names, for messages: "the title's".
  private static func describe(_ element: BarTextElement) -> String {
    switch element {
    case .title: "the title's"
    case .largeTitle: "the large title's"
    case .button: "the bar button items'"
    case .doneButton: "the done items'"
    case .backButton: "the back button's"
    }
  }

  /// Up to five names quoted, then how many more.
  private static func quotedList(_ names: [String]) -> String {
    let shown = names.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    return names.count > 5 ? "\(shown) and \(names.count - 5) more" : shown
  }
}
