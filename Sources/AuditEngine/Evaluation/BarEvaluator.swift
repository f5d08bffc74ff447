import Announcements
import Diagnostics
import Foundation
import Navigation
import TextLayout
import UnicodeSupport

/// Computes what one navigation bar draws and speaks after a step, for one locale and device.
///
/// It applies UIKit's rules for the left side (facts §1.1–§1.3): custom left items,
/// `leftItemsSupplementBackButton`, `hidesBackButton`, the previous item's
/// `backBarButtonItem` (used as is), `backButtonTitle`, `title`, and its
/// `backButtonDisplayMode`, then lets ``NavigationBarLayout`` decide what fits.
struct BarEvaluator {
  let scenario: Scenario
  let resolver: TextResolver
  let phrases: AnnouncementPhrases
  let measurer: TextMeasurer
  /// The screen (or column) the bar spans: the one field a run changes between bars.
  var geometry: ScreenGeometry
  let design: BarDesign
  let isRightToLeft: Bool
  /// The bar constants of the audited iOS version (or a calibrated profile's).
  let metrics: BarMetrics
  /// The app's own fonts, for texts whose font names a family.
  var appFonts: (any AppFontMeasuring)? = nil
  /// Whether the app's appearance proxy sets a bar font, worked out once: every bar asks
  /// (``fontSettings(top:state:)``), and reading the proxy's style copies it.
  let proxySetsFont: Bool
  /// The locale's "Back" (``AnnouncementPhrases/backTitle``), looked up once: every back
  /// button reads it, and each read hashes its key into the phrases.
  let backTitle: String
  /// The width of ``backTitle`` in the bar button style of the system font, measured once:
  /// every back button without a font of its own measured it.
  let backTitleWidth: Double
  /// The screen looked up last (``screen(_:)``).
  private var recentScreen: (id: String, screen: Screen)?
  /// The title of the bar evaluated last, with its width in the bar button style.
  let previousTitle = MeasuredTitle()

  /// A title and its width in the bar button style of the system font: after a push, the
  /// title of one bar is the back title of the next, and measuring it in both styles at
  /// once (``TextMeasurer/widths(of:_:_:)``) reads it once instead of twice.
  ///
  /// The one memo of widths across bars: within a bar, the widths its back button and
  /// title were measured at are handed to the layout as numbers (``KnownBarWidths``).
  /// A class, so that the evaluation of a bar, which reads the evaluator, can set it.
  final class MeasuredTitle {
    var text: String?
    var width = 0.0

    /// The width of `text` in the bar button style, when it is the title remembered.
    func width(of text: String) -> Double? {
      guard let known = self.text, Self.sameBytes(known, text) else { return nil }
      return width
    }

    /// Whether two strings have the same UTF-8 bytes (which makes them equal as strings):
    /// `==` on two non-ASCII strings normalizes both, which cost more than measuring.
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
      // Compared as stored, not byte by byte through the view.
      UTF8Key(lhs) == UTF8Key(rhs)
    }
  }

  init(
    scenario: Scenario, resolver: TextResolver, phrases: AnnouncementPhrases, measurer: TextMeasurer,
    geometry: ScreenGeometry, design: BarDesign, isRightToLeft: Bool, metrics: BarMetrics,
    appFonts: (any AppFontMeasuring)? = nil
  ) {
    self.scenario = scenario
    self.resolver = resolver
    self.phrases = phrases
    self.measurer = measurer
    self.geometry = geometry
    self.design = design
    self.isRightToLeft = isRightToLeft
    self.metrics = metrics
    self.appFonts = appFonts
    proxySetsFont = Self.setsFont(scenario.navigationBar)
    backTitle = phrases.backTitle
    backTitleWidth = measurer.width(of: backTitle, style: .barButton)
  }

  /// The evaluated bar with the texts it used, for speech and findings.
  ///
  /// A class: a run keeps each bar it evaluated and hands it to every step that shows the
  /// bar again, which then shares it instead of copying two dozen arrays and strings.
  final class Evaluation {
    let bar: BarResult
    let back: SpokenElement?
    let title: SpokenElement?
    let prompt: SpokenElement?
    let left: [SpokenElement]
    let right: [SpokenElement]
    let toolbar: [SpokenElement]
    /// The container's own buttons (a split view's sidebar toggle), leading first.
    let system: [SpokenElement]
    /// Every text the bar resolved, for text findings.
    let texts: [ResolvedText]
    /// Image items without a label.
    let unlabeledImages: [BarButtonItem]
    /// Whether a left or right item is a system Cancel, Close or Done item.
    let hasDismissItem: Bool
    /// Whether the layout cut a custom back title: all a finding reads of the layout, which
    /// is not kept (a run keeps every bar it evaluated until its unit ends).
    let backTruncated: Bool
    /// Where the back title's text is written: its translation's line, else its reference.
    let backSource: SourceLocation?
    /// Where the title's text is written: its translation's line, else its reference.
    let titleSource: SourceLocation?
    /// The layout input and the keys it shows, for width budgets: kept only for a bar
    /// that can set one (``RunEvaluator/canSetBudget(_:)``), as nothing else reads it.
    let probe: BarProbe?
    /// The texts drawn in a family the app named, and how they were measured.
    let fonts: [FontUse]
    /// What VoiceOver says at a screen change with this bar on top, once a step worked it
    /// out (``BarCache/announcements`` has it by key too, once bars are spoken at two
    /// geometries): a step showing the same bar again reads it here without a key.
    var announcement: AuditReport.SpeechResult?
    /// What VoiceOver says when a step moves its focus to each element asked for so far,
    /// `nil` for a target the bar does not show: a cached bar is focused again on every
    /// device and run of its scope, and the answer depends on the element and the scope's
    /// phrases alone. A list, as a bar is focused at one or two targets at most.
    var focusSpeech: [(target: FocusTarget, speech: AuditReport.SpeechResult?)] = []
    /// The last run of its cache that reported this bar's text and font findings
    /// (``BarCache/runs``), 0 before any: a run reports them the first time the bar is on
    /// top, and asking the bar costs less than hashing it into a set of the run's.
    var reportedInRun = 0

    init(
      bar: BarResult, back: SpokenElement?, title: SpokenElement?, prompt: SpokenElement?, left: [SpokenElement],
      right: [SpokenElement], toolbar: [SpokenElement], system: [SpokenElement], texts: [ResolvedText],
      unlabeledImages: [BarButtonItem], hasDismissItem: Bool, backTruncated: Bool, backSource: SourceLocation?,
      titleSource: SourceLocation?, probe: BarProbe?, fonts: [FontUse]
    ) {
      self.bar = bar
      self.back = back
      self.title = title
      self.prompt = prompt
      self.left = left
      self.right = right
      self.toolbar = toolbar
      self.system = system
      self.texts = texts
      self.unlabeledImages = unlabeledImages
      self.hasDismissItem = hasDismissItem
      self.backTruncated = backTruncated
      self.backSource = backSource
      self.titleSource = titleSource
      self.probe = probe
      self.fonts = fonts
    }
  }

  /// The bar `state` draws in `column`; `largeTitle` is ``showsLargeTitle(_:in:)`` when the
  /// caller knows it already.
  mutating func evaluate(
    _ state: NavigationContext, column: BarColumn = .main, systemButtons: [SplitColumnLayout.SystemButton] = [],
    largeTitle: Bool? = nil
  ) -> Evaluation? {
    guard state.host != .none, !(state.host == .navigationController && state.navigationBarHidden),
      let topID = state.top
    else { return nil }
    // The screens as the simulator found them when it pushed them (the scenario's), else
    // by id; the screen below first: after a push it is the top of the bar evaluated before.
    var below: Screen?
    if let belowID = state.backItem { below = state.stack.belowLastFound ?? screen(belowID) }
    guard let top = state.stack.lastFound ?? screen(topID) else { return nil }
    return evaluate(state, top: top, below: below, column: column, systemButtons: systemButtons, largeTitle: largeTitle)
  }

  /// The screen of `id`, remembered until another is looked up: a push makes the top of
  /// one bar the screen below the top of the next, and finding a screen among thousands
  /// hashed its id and read memory far from the last screen's.
  private mutating func screen(_ id: String) -> Screen? {
    if let recentScreen, recentScreen.id == id { return recentScreen.screen }
    guard let found = scenario.screens[id] else { return nil }
    recentScreen = (id, found)
    return found
  }

  // Kept out of line: otherwise inlined into the bar closure of ``RunEvaluator``'s step
  // loop, where profiles could no longer tell the bar's evaluation from the step's own work.
  @inline(never)
  private func evaluate(
    _ state: NavigationContext, top: Screen, below: Screen?, column: BarColumn,
    systemButtons: [SplitColumnLayout.SystemButton], largeTitle: Bool?
  ) -> Evaluation? {
    var texts: [ResolvedText] = []
    // The title and the two texts of the item below, the most a bar without items resolves.
    texts.reserveCapacity(4)
    var unlabeled: [BarButtonItem] = []
    func resolve(_ reference: TextReference?) -> ResolvedText? {
      guard let reference else { return nil }
      let resolved = resolver.resolve(reference)
      texts.append(resolved)
      return resolved
    }

    // Left side (facts §1.1): custom left items replace the back button unless they supplement it.
    // Read once: each read of a screen's field copies it out of the shared screen.
    let leftBarButtonItems = top.leftBarButtonItems ?? []
    let rightBarButtonItems = top.rightBarButtonItems
    let leftItems = leftBarButtonItems.filter { !$0.isSpace || $0.systemItem == .fixedSpace }
    let replacesBack = !leftBarButtonItems.isEmpty && !top.leftItemsSupplementBackButton
    let fontSettings = self.fontSettings(top: top, state: state)
    // Most bars set no font: then there are no styles to look up and no measurer to wrap.
    let fonts = fontSettings.isEmpty ? BarFonts.system : Self.barFonts(fontSettings)
    let backStyles = fontSettings.isEmpty ? [:] : fonts.styles(back: true)
    // Made once: the layout measures the back button's titles with it too.
    let backMeasurer: any TextMeasuring =
      backStyles.isEmpty ? measurer : FontedMeasurer(base: measurer, fonts: backStyles, appFonts: appFonts)
    let back = backButton(
      top: top, below: below, hidden: top.hidesBackButton || replacesBack, measurer: backMeasurer,
      genericWidth: backStyles.isEmpty ? backTitleWidth : nil, measuredTitle: backStyles.isEmpty ? previousTitle : nil,
      resolve: resolve)

    // Middle: a custom title view, else the title label.
    let barTitle = top.barTitle
    let titleView = top.titleView
    let titleText = resolve(barTitle)
    let titleViewLabel = resolve(titleView?.accessibilityLabel)
    let titleInput: TitleInput
    if let view = titleView {
      titleInput = .view(width: view.width ?? metrics.titleViewWidth)
    } else if let titleText, !titleText.text.isEmpty {
      titleInput = .text(titleText.text, style: .title)
    } else {
      titleInput = .none
    }
    let large = largeTitle ?? Self.showsLargeTitle(state, in: scenario)
    // An inline title in the system font is measured in the bar button style too, for the
    // back button of the screen pushed next.
    var known = KnownBarWidths(backFirst: back.knownWidths.0, backSecond: back.knownWidths.1)
    if !large, fonts.title == nil, case .text(let text, .title) = titleInput {
      let (titleWidth, buttonWidth) = measurer.widths(of: text, .title, .barButton)
      known.title = titleWidth
      previousTitle.text = text
      previousTitle.width = buttonWidth
    }

    let leftRendered = leftItems.map { render($0, resolve: resolve, unlabeled: &unlabeled) }
    let rightRendered = rightBarButtonItems.filter { $0.systemItem != .flexibleSpace }.map {
      render($0, resolve: resolve, unlabeled: &unlabeled)
    }
    let toolbarItems = state.toolbarHidden ? [] : top.toolbarItems
    let toolbarRendered = toolbarItems.filter { !$0.isSpace }.map {
      render($0, resolve: resolve, unlabeled: &unlabeled)
    }
    let toolbarPlaces = toolbarFrames(toolbarItems, rendered: toolbarRendered)

    let systemSpoken = systemButtons.map {
      SpokenElement(label: .init(phrases[$0.phrase], language: phrases.uikitLanguage), role: .button)
    }
    var input = BarLayoutInput(
      geometry: geometry, backButton: back.input, leadingItems: leftRendered.map(\.input), title: titleInput,
      trailingItems: rightRendered.map(\.input), showsLargeTitle: large, isRightToLeft: isRightToLeft, design: design,
      metrics: metrics)
    input.systemItems = systemButtons.map { _ in .image }
    input.fonts = fonts
    // The layout decides among the back button's titles by their widths, and places the
    // title by its width: those measured above, by the measurers it measures with, are
    // handed over as numbers rather than measured again.
    // The app's fonts are read only for a bar that sets a font.
    let layout = NavigationBarLayout.layout(
      input, measurer: measurer, backMeasurer: backMeasurer, appFonts: fontSettings.isEmpty ? nil : appFonts,
      known: known)

    let prompt = resolve(top.prompt)
    var bar = BarResult(
      column: column, width: layout.barWidth, height: layout.barHeight + (prompt == nil ? 0 : metrics.promptHeight),
      rightToLeft: isRightToLeft,
      back: backResult(back, layout: layout),
      title: titleResult(
        titleText: titleText, titleView: titleView, viewLabel: titleViewLabel, layout: layout, large: large),
      prompt: prompt.map { promptResult($0) },
      left: Self.results(leftRendered) { layout.frame(.leadingItem, index: $0) },
      right: Self.results(rightRendered) { layout.frame(.trailingItem, index: $0) },
      toolbar: Self.results(toolbarRendered) { index in toolbarPlaces.first { $0.index == index } })
    if !systemSpoken.isEmpty {
      bar.system = zip(systemSpoken.indices, systemSpoken).map { index, element in
        let frame = layout.frame(.systemItem, index: index)
        return BarResult.ItemResult(
          label: element.label?.string ?? "", shown: "", role: element.role.rawValue, image: systemButtons[index].image,
          frame: frame.map { BarResult.Frame(x: $0.x, width: $0.width) })
      }
    }

    let fontUses = self.fontUses(
      settings: fontSettings, back: back, title: titleInput, left: leftRendered, right: rightRendered,
      large: large)
    apply(fontUses, to: &bar)

    let titleElement: SpokenElement? = {
      if titleView != nil {
        return titleViewLabel.map { SpokenElement(label: .init($0.text, language: $0.language), role: .heading) }
      }
      return titleText.flatMap {
        $0.text.isEmpty ? nil : SpokenElement(label: .init($0.text, language: $0.language), role: .heading)
      }
    }()
    let probeTitle = titleView == nil ? barTitle : nil
    let leading = leftRendered.map(\.reference)
    let trailing = rightRendered.map(\.reference)
    let probe =
      RunEvaluator.canSetBudget(title: probeTitle, back: back.reference, leading: leading, trailing: trailing)
      ? BarProbe(input: input, title: probeTitle, back: back.reference, leading: leading, trailing: trailing)
      : nil
    return Evaluation(
      bar: bar, back: back.spoken, title: titleElement,
      prompt: prompt.map { SpokenElement(label: .init($0.text, language: $0.language), role: .text) },
      left: leftRendered.map(\.spoken), right: rightRendered.map(\.spoken), toolbar: toolbarRendered.map(\.spoken),
      system: systemSpoken,
      texts: texts, unlabeledImages: unlabeled,
      hasDismissItem: leftBarButtonItems.contains(where: Self.dismisses)
        || rightBarButtonItems.contains(where: Self.dismisses),
      backTruncated: layout.backTruncated, backSource: back.source.map { $0.entry ?? $0.reference },
      titleSource: titleText.map { $0.entry ?? $0.reference },
      probe: probe, fonts: fontUses)
  }

  /// The results of `items`, each at the frame `frame` gives its index: none, without a
  /// pass, for the items most bars do not have.
  static func results(_ items: [RenderedItem], frame: (Int) -> ItemFrame?) -> [BarResult.ItemResult] {
    guard !items.isEmpty else { return [] }
    return zip(items.indices, items).map { index, item in item.result(frame: frame(index)) }
  }

  /// Whether `item` is a system Cancel, Close or Done item, which dismisses a presentation.
  static func dismisses(_ item: BarButtonItem) -> Bool {
    switch item.systemItem {
    case .cancel?, .close?, .done?: true
    default: false
    }
  }

  // MARK: - Large titles

  /// Whether the top item shows the large title (facts §1.7, `largeTitleDisplayMode`).
  ///
  /// The topmost screen whose mode is not `automatic` decides (`never` hides it); with none,
  /// the navigation controller's `prefersLargeTitles` does.
  static func showsLargeTitle(_ state: NavigationContext, in scenario: Scenario) -> Bool {
    guard state.prefersLargeTitles else { return false }
    let deciding = state.stack.last { (scenario.screens[$0]?.largeTitleDisplayMode ?? .automatic) != .automatic }
    return deciding.map { scenario.screens[$0]?.largeTitleDisplayMode != .never } ?? true
  }
}
