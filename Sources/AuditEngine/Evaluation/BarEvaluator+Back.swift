import Announcements
import Foundation
import Navigation
import TextLayout
import UnicodeSupport

extension BarEvaluator {
  /// The back button as UIKit builds it, before layout decides what fits.
  struct BackButton {
    enum Kind {
      case none, hidden, custom, synthesized
    }

    /// What each candidate means, in order.
    enum CandidateKind {
      case title, generic, chevron
    }

    var kind: Kind
    var candidates: [String]
    var candidateKinds: [CandidateKind]
    var spoken: SpokenElement?
    /// The text whose width decides what is drawn (where a finding about it is fixed).
    var source: ResolvedText?
    /// The reference `source` was resolved from, for width budgets.
    var reference: TextReference?
    /// The widths of the first two candidates in the bar button style, as the button's
    /// measurer gave them when building the button compared them: the layout reads them
    /// (``KnownBarWidths``) instead of measuring the same texts again.
    var knownWidths: (Double?, Double?) = (nil, nil)

    var input: BackButtonInput {
      switch kind {
      case .none: .none
      case .hidden: .hidden
      case .custom: .custom(candidates.first ?? "")
      case .synthesized: .candidates(candidates)
      }
    }
  }

  /// Builds the back button from the top item and the item below it (facts §1.1–§1.4, §3.2);
  /// `genericWidth` is the width `measurer` gives "Back", when known, and `measuredTitle` a
  /// text with the width `measurer` gives it, when known.
  func backButton(
    top: Screen, below: Screen?, hidden: Bool, measurer: any TextMeasuring, genericWidth knownGenericWidth: Double?,
    measuredTitle: MeasuredTitle? = nil, resolve: (TextReference?) -> ResolvedText?
  ) -> BackButton {
    guard let below else { return BackButton(kind: .none, candidates: [], candidateKinds: [], spoken: nil) }
    if hidden { return BackButton(kind: .hidden, candidates: [], candidateKinds: [], spoken: nil) }
    // Each reference read once: a read copies it out of the screen.
    let backButtonReference = below.backButtonTitle
    let barTitleReference = below.barTitle
    let backButtonTitle = resolve(backButtonReference)
    let previousTitle = resolve(barTitleReference)
    let generic = backTitle

    // VoiceOver's label: the first non-empty of the effective item's title, then
    // backButtonTitle, then the previous title, then VoiceOver's own "Back" (facts §3.2).
    // The candidates are read in place, not gathered in an array: every bar asks.
    func spoken(_ candidate: ResolvedText?) -> SpokenElement? {
      guard let candidate, !Self.isBlank(candidate.text) else { return nil }
      return SpokenElement(label: .init(candidate.text, language: candidate.language), role: .backButton)
    }
    func spoken(first: ResolvedText?) -> SpokenElement {
      spoken(first) ?? spoken(backButtonTitle) ?? spoken(previousTitle)
        ?? SpokenElement(label: .init(phrases.voiceOverBack, language: phrases.language), role: .backButton)
    }

    if let custom = below.backBarButtonItem {
      // Used as is: no "Back" or chevron-only fallback (facts §1.3 step 1, react-native-screens #1589).
      let title = resolve(custom.title)
      let label = resolve(custom.accessibilityLabel)
      return BackButton(
        kind: .custom, candidates: [title?.text ?? ""], candidateKinds: [.title], spoken: spoken(first: label ?? title),
        source: title, reference: custom.title)
    }

    // Made only for a button that speaks "Back": most speak the title below.
    func genericText() -> ResolvedText {
      ResolvedText(
        text: generic, language: phrases.uikitLanguage, origin: .translated, reference: below.location, entry: nil,
        key: nil, formatIssues: [])
    }
    switch design {
    case .glass:
      // iOS 26: the previous title is never shown; only an explicit backButtonTitle can be (facts §1.4).
      if below.backButtonDisplayMode == .default, let explicit = backButtonTitle, !explicit.text.isEmpty {
        return BackButton(
          kind: .synthesized, candidates: [explicit.text, ""], candidateKinds: [.title, .chevron],
          spoken: spoken(first: explicit), source: explicit, reference: backButtonReference)
      }
      return BackButton(kind: .synthesized, candidates: [""], candidateKinds: [.chevron], spoken: spoken(first: nil))
    case .classic:
      // An editor-style item (SwiftUI's `toolbarRole(.editor)`) draws its back button as a chevron.
      switch top.navigationItemStyle == .editor ? .minimal : below.backButtonDisplayMode {
      case .minimal:
        return BackButton(kind: .synthesized, candidates: [""], candidateKinds: [.chevron], spoken: spoken(first: nil))
      case .generic:
        return BackButton(
          kind: .synthesized, candidates: [generic, ""], candidateKinds: [.generic, .chevron],
          spoken: spoken(first: genericText()))
      case .default:
        // The first non-empty of the two, read in place (every bar with a back button asks).
        let resolved =
          backButtonTitle.flatMap { $0.text.isEmpty ? nil : $0 } ?? previousTitle.flatMap { $0.text.isEmpty ? nil : $0 }
        guard let resolved else {
          return BackButton(
            kind: .synthesized, candidates: [generic, ""], candidateKinds: [.generic, .chevron],
            spoken: spoken(first: genericText()))
        }
        let reference = backButtonTitle?.text.isEmpty == false ? backButtonReference : barTitleReference
        // "Back" is kept only when it is narrower than the title (facts §1.3 step 4).
        let titleWidth =
          measuredTitle?.width(of: resolved.text) ?? measurer.width(of: resolved.text, style: .barButton)
        let genericWidth = knownGenericWidth ?? measurer.width(of: generic, style: .barButton)
        if genericWidth < titleWidth, resolved.text != generic {
          return BackButton(
            kind: .synthesized, candidates: [resolved.text, generic, ""], candidateKinds: [.title, .generic, .chevron],
            spoken: spoken(first: resolved), source: resolved, reference: reference,
            knownWidths: (titleWidth, genericWidth))
        }
        return BackButton(
          kind: .synthesized, candidates: [resolved.text, ""], candidateKinds: [.title, .chevron],
          spoken: spoken(first: resolved), source: resolved, reference: reference,
          knownWidths: (titleWidth, nil))
      }
    }
  }

  func backResult(_ back: BackButton, layout: BarLayout) -> BarResult.BackResult {
    let spoken = back.spoken?.label?.string ?? ""
    let frame = layout.frame(.backButton).map { BarResult.Frame(x: $0.x, width: $0.width) }
    let textFrame = layout.backTextFrame.map { BarResult.Frame(x: $0.x, width: $0.width) }
    let accessibilityFrame = layout.backAccessibilityFrame.map { BarResult.Frame(x: $0.x, width: $0.width) }
    switch back.kind {
    case .none, .hidden:
      return BarResult.BackResult(
        display: back.kind == .none ? .none : .hidden, shown: "", spoken: "", candidates: [], available: nil,
        slack: nil, uncertain: nil, frame: nil, textFrame: nil, accessibilityFrame: nil)
    case .custom:
      return BarResult.BackResult(
        display: .custom, shown: layout.shown ?? "", spoken: spoken, candidates: back.candidates,
        available: layout.available,
        slack: layout.slack, uncertain: layout.uncertain ? true : nil, frame: frame, textFrame: textFrame,
        accessibilityFrame: accessibilityFrame)
    case .synthesized:
      let index = layout.backIndex ?? (back.candidates.count - 1)
      let kind = index < back.candidateKinds.count ? back.candidateKinds[index] : .chevron
      let display: BackDisplay =
        switch kind {
        case .title: .full
        case .generic: .generic
        case .chevron: .minimal
        }
      return BarResult.BackResult(
        display: display, shown: layout.shown ?? "", spoken: spoken, candidates: back.candidates,
        available: layout.available,
        slack: layout.slack, uncertain: layout.uncertain ? true : nil, frame: frame, textFrame: textFrame,
        accessibilityFrame: accessibilityFrame)
    }
  }

  func titleResult(
    titleText: ResolvedText?, titleView: TitleView?, viewLabel: ResolvedText?, layout: BarLayout, large: Bool
  ) -> BarResult.TitleResult {
    let frame = layout.frame(large ? .largeTitle : .title).map { BarResult.Frame(x: $0.x, width: $0.width) }
    if titleView != nil {
      let label = viewLabel?.text ?? ""
      return BarResult.TitleResult(
        text: label, shown: "", truncated: false, width: layout.title?.measuredWidth ?? titleView?.width ?? 0,
        view: true, large: nil, frame: frame)
    }
    let title = large ? layout.largeTitle : layout.title
    return BarResult.TitleResult(
      text: titleText?.text ?? "", shown: title?.shown ?? (titleText?.text ?? ""), truncated: title?.truncated ?? false,
      width: title?.measuredWidth ?? 0, view: nil, large: large ? true : nil, frame: frame)
  }

  func promptResult(_ prompt: ResolvedText) -> BarResult.TitleResult {
    let available = geometry.safeWidth - 2 * geometry.layoutMargin
    let fitted = measurer.truncated(prompt.text, style: .prompt, toFit: available)
    return BarResult.TitleResult(
      text: prompt.text, shown: fitted.text, truncated: fitted.text != prompt.text,
      width: measurer.width(of: prompt.text, style: .prompt),
      view: nil, large: nil, frame: nil)
  }

  /// Whether `text` is empty or only spaces and tabs (Unicode `Zs` and U+0009, Foundation's
  /// `CharacterSet.whitespaces`): what VoiceOver skips as a back button label. Checked per
  /// scalar, as every back button of every run asks, and a label's first scalar decides.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(isBlank)
  }

  /// Whether one scalar is blank: the tables are asked only from U+1680 to U+3000 and for
  /// U+00A0, where the space separators above ASCII are (a test checks every scalar).
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return value == 0x20 || value == 0x09 }
    if value > 0x3000 || (0xA1..<0x1680).contains(value) { return false }
    return scalar.properties.generalCategory == .spaceSeparator
  }
}
