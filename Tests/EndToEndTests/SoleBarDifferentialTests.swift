import Navigation
import TestSupport
import Testing
import TextLayout
import Traits

@testable import AuditEngine

/// A step that shows only the window's root context, presented by no one and no split view,
/// takes a short way to its one bar (``RunEvaluator/soleBar(of:screen:)``): on random flows
/// through presentations, split views, tab bars and hidden bars (a deterministic generator,
/// so a failure replays), it is exactly what listing every context's presentation, pieces
/// and coverers (``RunEvaluator/showLayers(_:screen:isPhoneLandscape:isRightToLeft:show:)``)
/// shows, and it is taken whenever it applies.
@Suite("Sole bar fast path")
struct SoleBarDifferentialTests {
  static let screens = ["a", "b", "c", "folders", "welcome", "sheetNav", "inner", "tabbed"]
  static let steps: [String] = {
    var steps = [
      "pop", "popToRoot", "dismiss", "sizeClass: compact", "sizeClass: regular", "orientation: landscape",
      "orientation: portrait", "setNavigationBarHidden: true", "setNavigationBarHidden: false", "selectTab: 1",
      "selectTab: 0", "showColumn: primary", "hideColumn: primary", "displayMode: oneOverSecondary",
    ]
    for screen in screens {
      steps += ["push: \(screen)", "show: \(screen)", "showDetail: \(screen)"]
    }
    for style in [
      "automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "currentContext", "overCurrentContext",
      "popover",
    ] {
      steps.append("present: { screen: a, style: \(style), embedInNavigation: true }")
      steps.append("present: { screen: sheetNav, style: \(style) }")
      steps.append("present: { screen: inner, style: \(style) }")
    }
    return steps
  }()

  static let roots = [
    "{ navigation: [a] }", "{ navigation: [a, b], prefersLargeTitles: true }", "{ tabs: [tabbed, sheetNav] }",
    "{ split: { style: doubleColumn, primary: folders, secondary: welcome } }", "{ navigation: [folders] }",
  ]

  static let geometries: [(ScreenGeometry, Bool)] = {
    var geometries: [(ScreenGeometry, Bool)] = []
    for name in ["iPhone 16", "iPad Air 13-inch"] {
      guard let device = DeviceCatalog.device(named: name) else { continue }
      for orientation in [Orientation.portrait, .landscape] {
        geometries.append((device.geometry(orientation), device.idiom == .phone && orientation == .landscape))
      }
    }
    return geometries
  }()

  @Test func theSoleBarIsWhatEveryLayerShows() throws {
    #expect(Self.geometries.count == 4)
    var generator = SplitMix64(seed: 20_261_128)
    var sole = 0
    var layered = 0
    for walk in 0..<80 {
      let root = generator.pick(Self.roots)
      let chosen = (0..<20).map { _ in generator.pick(Self.steps) }
      let yaml = """
        format: 1
        screens:
          a: {}
          b: {}
          c: {}
          folders: {}
          welcome: {}
          sheetNav: { navigation: [b] }
          inner: { split: { style: doubleColumn, primary: c, secondary: welcome } }
          tabbed: { navigation: [c] }
        flows:
          - name: walk
            root: \(root)
            steps:
        \(chosen.map { "      - \($0)" }.joined(separator: "\n"))
        """
      let scenario = try ScenarioLoader.parse(yaml, path: "walk.yaml")
      let flow = try #require(scenario.flows.first)
      for environment in [SimulationEnvironment.phone, .pad] {
        for event in NavigationSimulator(scenario: scenario).simulate(flow, environment: environment) {
          let label = "walk \(walk), step \(event.index) '\(event.text)' after \(chosen.prefix(event.index))"
          for (screen, isPhoneLandscape) in Self.geometries {
            for isRightToLeft in [false, true] {
              var shown: [(piece: RunEvaluator.BarPiece, layer: Int, presented: Bool, reachable: Bool)] = []
              _ = RunEvaluator.showLayers(
                event.state, screen: screen, isPhoneLandscape: isPhoneLandscape, isRightToLeft: isRightToLeft
              ) { shown.append(($0, $1, $2 != nil, $3)) }
              guard let piece = RunEvaluator.soleBar(of: event.state, screen: screen) else {
                let context = event.state.contexts[0]
                #expect(event.state.contexts.count > 1 || context.split != nil, "\(label)")
                layered += 1
                continue
              }
              sole += 1
              #expect(shown.count == 1, "\(label)")
              guard let only = shown.first else { continue }
              #expect(only.layer == 0 && !only.presented && only.reachable, "\(label)")
              #expect(only.piece.context == piece.context, "\(label)")
              #expect(only.piece.column == piece.column && only.piece.geometry == piece.geometry, "\(label)")
              #expect(only.piece.systemButtons == piece.systemButtons && only.piece.x == piece.x, "\(label)")
              #expect(only.piece.placement == nil && piece.placement == nil, "\(label)")
              #expect(only.piece.findingColumn == piece.findingColumn, "\(label)")
              #expect(only.piece.isActive == piece.isActive, "\(label)")
            }
          }
        }
      }
    }
    // Both ways are exercised, many times.
    #expect(sole > 500 && layered > 500, "sole \(sole), layered \(layered)")
  }
}
