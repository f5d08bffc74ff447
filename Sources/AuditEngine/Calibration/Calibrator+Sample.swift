import TextLayout
import Traits

extension Calibrator {
  /// An observation with what the calibration derives from it.
  struct Sample {
    let observation: Observation
    /// UIKit's generic back title in the observation's locale.
    let generic: String
    /// What the back button drew: as measured, else as predicted with the defaults.
    let display: BackDisplay

    init(_ observation: Observation, calibrator: Calibrator, measurer: TextMeasurer) throws {
      self.observation = observation
      generic = try calibrator.genericTitle(observation)
      display =
        observation.backDisplay
        ?? Self.predict(observation, generic: generic, metrics: .standard(for: observation.ios), measurer: measurer)
        .display
    }

    /// The back button's text as drawn ("" for the chevron alone).
    var shownText: String {
      switch display {
      case .full: observation.previousTitle
      case .generic: generic
      default: ""
      }
    }

    var geometry: ScreenGeometry { observation.device.geometry(.portrait) }

    func backStart(_ metrics: BarMetrics) -> Double {
      geometry.safeArea.leading + geometry.layoutMargin - metrics.backEdgeAdjustment
    }

    // MARK: Fitting

    /// Measured and predicted (unscaled) widths of texts in `role`, for the width scale.
    func widthPairs(role: FaceRole, measurer: TextMeasurer) -> [(measured: Double, predicted: Double)] {
      var pairs: [(measured: Double, predicted: Double)] = []
      switch role {
      case .regular:
        if let ink = observation.backTextInk, !shownText.isEmpty {
          let insets = measurer.inkInsets(of: shownText, style: .barButton)
          let width = measurer.width(of: shownText, style: .barButton)
          pairs.append((ink.end - ink.start, width - insets.leading - insets.trailing))
        }
      case .semibold:
        guard !observation.title.isEmpty else { return [] }
        let width = measurer.width(of: observation.title, style: .title)
        if let frame = observation.titleFrame { pairs.append((frame.end - frame.start, width)) }
        if let ink = observation.titleInk {
          let insets = measurer.inkInsets(of: observation.title, style: .title)
          pairs.append((ink.end - ink.start, width - insets.leading - insets.trailing))
        }
      case .bold:
        break
      }
      return pairs.filter { $0.predicted > 0 }
    }

    /// The back text's origin after the button's start that puts its ink where measured.
    func textOrigin(_ metrics: BarMetrics, _ measurer: TextMeasurer) -> Double? {
      guard let ink = observation.backTextInk, !shownText.isEmpty else { return nil }
      return ink.start - backStart(metrics) - measurer.inkInsets(of: shownText, style: .barButton).leading
    }

    /// The padding after the text that ends the accessibility frame where measured.
    func trailingPadding(_ metrics: BarMetrics, _ measurer: TextMeasurer) -> Double? {
      guard let frame = observation.backAccessibilityFrame, !shownText.isEmpty else { return nil }
      let textEnd = backStart(metrics) + metrics.backTextOrigin + measurer.width(of: shownText, style: .barButton)
      return frame.end - textEnd
    }

    /// The bounds the measured display puts on the title's minimum gap.
    func gapBounds(_ metrics: BarMetrics, _ measurer: TextMeasurer) -> (lower: Double?, upper: Double?) {
      guard let measured = observation.backDisplay, !observation.title.isEmpty else { return (nil, nil) }
      let titleWidth = measurer.width(of: observation.title, style: .title)
      let titleLeft = geometry.safeArea.leading + geometry.safeWidth / 2 - titleWidth / 2
      // The room beside the chevron is `room − gap`.
      let room = titleLeft - backStart(metrics) - metrics.backTextOrigin - metrics.backTrailingPadding
      let backWidth = measurer.width(of: generic, style: .barButton)
      guard !observation.previousTitle.isEmpty else {
        switch measured {
        case .generic: return (nil, room - backWidth)
        case .minimal: return (room - backWidth, nil)
        default: return (nil, nil)
        }
      }
      let titleBackWidth = measurer.width(of: observation.previousTitle, style: .barButton)
      let narrowest = backWidth < titleBackWidth ? backWidth : titleBackWidth
      switch measured {
      case .full: return (nil, room - titleBackWidth)
      case .generic: return (room - titleBackWidth, room - backWidth)
      case .minimal: return (room - narrowest, nil)
      default: return (nil, nil)
      }
    }

    // MARK: Predicting

    /// What the model draws for the observation's app.
    struct Prediction {
      var display: BackDisplay
      var backTextInk: Observation.Extent?
      var titleFrame: Observation.Extent?
      var titleInk: Observation.Extent?
      var backAccessibilityFrame: Observation.Extent?
    }

    static func predict(
      _ observation: Observation, generic: String, metrics: BarMetrics, measurer: TextMeasurer
    ) -> Prediction {
      let previous = observation.previousTitle
      var candidates: [String]
      if observation.ios.hasGlassBars {
        candidates = [""]
      } else if previous.isEmpty {
        candidates = [generic, ""]
      } else {
        let genericNarrower =
          measurer.width(of: generic, style: .barButton) < measurer.width(of: previous, style: .barButton)
        candidates = [previous] + (genericNarrower ? [generic] : []) + [""]
      }
      let input = BarLayoutInput(
        device: observation.device, orientation: .portrait, backButton: .candidates(candidates),
        title: observation.title.isEmpty ? .none : .text(observation.title),
        design: observation.ios.hasGlassBars ? .glass : .classic, metrics: metrics)
      let layout = NavigationBarLayout.layout(input, measurer: measurer)
      let shown = layout.shown ?? ""
      let display: BackDisplay = shown.isEmpty ? .minimal : (shown == previous ? .full : .generic)
      func extent(_ frame: ItemFrame?) -> Observation.Extent? {
        frame.map { Observation.Extent($0.x, $0.x + $0.width) }
      }
      var prediction = Prediction(
        display: display, titleFrame: extent(layout.frame(.title)),
        backAccessibilityFrame: extent(layout.backAccessibilityFrame))
      if let text = layout.backTextFrame, !shown.isEmpty {
        let insets = measurer.inkInsets(of: shown, style: .barButton)
        prediction.backTextInk = Observation.Extent(text.x + insets.leading, text.x + text.width - insets.trailing)
      }
      if let frame = prediction.titleFrame {
        let insets = measurer.inkInsets(of: observation.title, style: .title)
        prediction.titleInk = Observation.Extent(frame.start + insets.leading, frame.end - insets.trailing)
      }
      return prediction
    }

    /// Predicted minus measured, for each measured value, with two sets of constants.
    func residuals(
      before: BarMetrics, _ plain: TextMeasurer, after: BarMetrics, _ scaled: TextMeasurer
    ) throws -> ObservationResidual {
      let old = Self.predict(observation, generic: generic, metrics: before, measurer: plain)
      let new = Self.predict(observation, generic: generic, metrics: after, measurer: scaled)
      var residuals: [Residual] = []
      func compare(_ name: String, _ measured: Observation.Extent?, _ path: KeyPath<Prediction, Observation.Extent?>) {
        guard let measured else { return }
        let missing = Double.nan
        let oldExtent = old[keyPath: path]
        let newExtent = new[keyPath: path]
        residuals.append(
          Residual(
            quantity: "\(name) start", before: oldExtent.map { $0.start - measured.start } ?? missing,
            after: newExtent.map { $0.start - measured.start } ?? missing))
        residuals.append(
          Residual(
            quantity: "\(name) end", before: oldExtent.map { $0.end - measured.end } ?? missing,
            after: newExtent.map { $0.end - measured.end } ?? missing))
      }
      compare("backTextInk", observation.backTextInk, \.backTextInk)
      compare("titleFrame", observation.titleFrame, \.titleFrame)
      compare("titleInk", observation.titleInk, \.titleInk)
      compare("backAccessibilityFrame", observation.backAccessibilityFrame, \.backAccessibilityFrame)
      return ObservationResidual(
        observation: observation, residuals: residuals, displayBefore: old.display, displayAfter: new.display)
    }
  }
}
