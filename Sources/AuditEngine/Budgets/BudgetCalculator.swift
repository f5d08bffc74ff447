import Diagnostics
import Navigation
import StringTables
import TextLayout
import Traits
import UnicodeSupport

/// Computes the width budget of every key a scenario's bars show, from the development
/// language's bars (``BarSample``): the tightest bar over every flow, step and device sets it.
struct BudgetCalculator {
  let plan: RunPlan
  let measurer: TextMeasurer

  /// One candidate budget before the tightest is chosen.
  private struct Candidate {
    var key: LocalizedKey
    var kind: WidthBudget.Kind
    var points: Double
    var besideLongest: Double?
    var style: TextStyle
    /// The app's font the style is drawn in on that bar, if any.
    var font: BarFont?
    var sample: BarSample
  }

  /// The measurer of `style` in `font` (the system style without one).
  private func measurer(_ style: TextStyle, _ font: BarFont?) -> any TextMeasuring {
    FontedMeasurer.over(measurer, fonts: font.map { [style: $0] } ?? [:], appFonts: plan.appFonts)
  }

  /// The budgets of every localized key in `samples` (the arrays in order), the tightest of
  /// each key and kind.
  func budgets(_ samples: [[BarSample]]) -> [WidthBudget] {
    var tightest: [String: Candidate] = [:]
    var order: [String] = []
    // The widest title is searched with two dozen layouts. The search replaces the title
    // with a view and reads of the screen only its width, side insets, margins and bar
    // height: bars with the same items on devices of the same width share one search.
    var titleBudgets: [BarLayoutInput: Double] = [:]
    func titleBudget(_ input: BarLayoutInput) -> Double {
      var key = input
      let screen = input.geometry
      key.geometry = ScreenGeometry(
        width: screen.width, height: 0,
        safeArea: EdgeInsets(leading: screen.safeArea.leading, trailing: screen.safeArea.trailing),
        horizontalSizeClass: screen.horizontalSizeClass, layoutMargin: screen.layoutMargin, barHeight: screen.barHeight)
      key.title = .none
      key.showsLargeTitle = false
      key.isRightToLeft = false
      if let known = titleBudgets[key] { return known }
      let points = BarBudgets.title(key, measurer: measurer, appFonts: plan.appFonts)
      titleBudgets[key] = points
      return points
    }
    func offer(_ candidate: Candidate) {
      let id = "\(candidate.key.table)\u{1F}\(candidate.key.key)\u{1F}\(candidate.kind.rawValue)"
      guard let current = tightest[id] else {
        tightest[id] = candidate
        order.append(id)
        return
      }
      // Earlier samples win ties, so the origin is the first bar that sets the budget.
      let tighter = candidate.points < current.points
      let longest = [current.besideLongest, candidate.besideLongest].compactMap { $0 }.min()
      var kept = tighter ? candidate : current
      kept.besideLongest = longest
      tightest[id] = kept
    }
    func consider(_ sample: BarSample) {
      if case .localized(let key) = sample.probe.title {
        offer(
          Candidate(
            key: key, kind: .title, points: titleBudget(sample.probe.input),
            besideLongest: nil, style: .title, font: sample.probe.input.fonts.title, sample: sample))
      }
      if case .localized(let key) = sample.probe.back,
        let points = BarBudgets.backTitle(
          sample.probe.input, title: sample.probe.input.title, measurer: measurer, appFonts: plan.appFonts)
      {
        let input = sample.probe.input
        let longest = longestTranslation(
          of: sample.probe.title, idiom: sample.device.idiom, measurer: measurer(.title, input.fonts.title)
        ).flatMap {
          BarBudgets.backTitle(input, title: .text($0, style: .title), measurer: measurer, appFonts: plan.appFonts)
        }
        offer(
          Candidate(
            key: key, kind: .backTitle, points: points, besideLongest: longest ?? points, style: .barButton,
            font: input.fonts.backButton, sample: sample))
      }
      // Side by side, not over an array of both: that array was made for every bar.
      considerItems(sample, .leading, sample.probe.leading)
      considerItems(sample, .trailing, sample.probe.trailing)
    }
    func considerItems(_ sample: BarSample, _ side: BarBudgets.Side, _ references: [TextReference?]) {
      for (index, reference) in references.enumerated() {
        guard case .localized(let key) = reference,
          let points = BarBudgets.item(
            sample.probe.input, side: side, index: index, measurer: measurer, appFonts: plan.appFonts)
        else { continue }
        let input = sample.probe.input
        let items = side == .leading ? input.leadingItems : input.trailingItems
        var style = TextStyle.barButton
        if index < items.count, case .text(_, let itemStyle) = items[index] { style = itemStyle }
        let font = style == .doneButton ? input.fonts.doneButton : input.fonts.button
        offer(
          Candidate(
            key: key, kind: .barButton, points: points, besideLongest: nil, style: style, font: font,
            sample: sample))
      }
    }
    for unit in samples {
      for sample in unit { consider(sample) }
    }
    return order.compactMap { tightest[$0].map(budget) }
  }

  /// The widest translation of `reference` in the plan's real locales, if any differs from
  /// the development language's text.
  private func longestTranslation(
    of reference: TextReference?, idiom: DeviceIdiom, measurer: any TextMeasuring
  ) -> String? {
    guard let reference else { return nil }
    var widest: (text: String, width: Double)?
    for locale in plan.locales where PseudoLocale(locale: locale) == nil {
      let text = plan.resolvers.resolver(for: locale, idiom: idiom).resolve(reference).text
      let width = measurer.width(of: text, style: .title)
      if widest.map({ width > $0.width }) ?? true { widest = (text, width) }
    }
    return widest?.text
  }

  private func budget(_ candidate: Candidate) -> WidthBudget {
    let sample = candidate.sample
    let measurer = self.measurer(candidate.style, candidate.font)
    let development = plan.resolvers.resolver(for: plan.developmentLanguage, idiom: sample.device.idiom)
      .resolve(.localized(candidate.key)).text
    var budget = WidthBudget(
      table: candidate.key.table, key: candidate.key.key, kind: candidate.kind, points: candidate.points,
      style: candidate.style.rawValue,
      pointsBesideLongestTranslation: candidate.kind == .backTitle ? candidate.besideLongest : nil,
      developmentText: development,
      developmentWidth: BarBudgets.rounded(measurer.width(of: development, style: candidate.style) + 0.05),
      reference: candidate.key.location.description,
      setBy: WidthBudget.Origin(
        scenario: plan.scenario.path, flow: sample.flow, step: sample.step, stepText: sample.stepText,
        device: sample.device.name, orientation: sample.orientation, ios: sample.ios,
        source: sample.location.description),
      characters: ScriptAdvances.estimates(points: candidate.points, style: candidate.style, measurer: measurer))
    budget.font = candidate.font
    return budget
  }
}
