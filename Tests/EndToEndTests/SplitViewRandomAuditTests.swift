import AuditEngine
import TestSupport
import Testing
import Traits

/// Random split view flows through the whole audit, on an iPhone and an iPad in both
/// orientations: every run completes and the column bars tile the window.
@Suite("Split view random audits")
struct SplitViewRandomAuditTests {
  @Test func randomFlowsAuditWithoutSurprises() async throws {
    var generator = SplitMix64(seed: 42)
    let steps = Self.steps
    for _ in 0..<6 {
      let chosen = (0..<20).map { _ in generator.pick(steps) }
      let root = generator.pick(Self.roots)
      let report = try await SplitViewBarTests.audit(
        root: root, chosen, devices: [SplitViewBarTests.pad, "iPhone SE (3rd generation)"],
        orientations: [.portrait, .landscape])
      // Screens the random steps never show are audited in flows of their own.
      let runs = report.runs.filter { !$0.flow.hasSuffix("(in no flow)") }
      #expect(runs.count == 4)
      for run in runs {
        #expect(run.steps.count == chosen.count + 1)
        var orientation = run.orientation
        var compact = false
        for step in run.steps {
          // Follow the steps that change the window: rotation, and Slide Over on the iPad.
          if step.step.hasPrefix("orientation: "),
            let turned = Orientation(rawValue: String(step.step.dropFirst("orientation: ".count)))
          {
            orientation = turned
          }
          if step.step.hasPrefix("sizeClass: ") { compact = step.step.hasSuffix("compact") }
          let columns = step.bars.filter {
            $0.x != nil && $0.presentation == nil && $0.overlay == nil && $0.reachable == nil
          }
          var window =
            run.device == SplitViewBarTests.pad
            ? (orientation == .portrait ? 834.0 : 1194.0) : (orientation == .portrait ? 375.0 : 667.0)
          if compact, run.device == SplitViewBarTests.pad { window = 320 }
          // Tiled columns never overlap and stay inside the window.
          let sorted = columns.sorted { ($0.x ?? 0) < ($1.x ?? 0) }
          for (left, right) in zip(sorted, sorted.dropFirst()) {
            #expect(
              (left.x ?? 0) + left.width <= (right.x ?? 0) + 0.01,
              "\(run.device) \(run.orientation) step \(step.index) '\(step.step)'")
          }
          for bar in columns { #expect((bar.x ?? 0) + bar.width <= window + 0.01) }
        }
      }
    }
  }

  static let roots = [
    "{ split: { style: doubleColumn, primary: folders, secondary: welcome } }",
    "{ split: { style: tripleColumn, primary: folders, supplementary: notes, secondary: welcome, showsSecondaryOnlyButton: true } }",
    "{ split: { style: unspecified, primary: folders, secondary: welcome } }",
    "{ split: { style: tripleColumn, primary: folders, supplementary: notes, secondary: welcome, preferredSplitBehavior: displace } }",
  ]

  static let steps: [String] = {
    var steps = [
      "pop", "popToRoot", "dismiss", "sizeClass: compact", "sizeClass: regular", "orientation: landscape",
      "orientation: portrait", "focus: back", "focus: system[0]",
    ]
    for column in ["primary", "supplementary", "secondary"] {
      steps += ["showColumn: \(column)", "hideColumn: \(column)"]
    }
    for mode in ["automatic", "secondaryOnly", "oneBesideSecondary", "twoBesideSecondary", "twoOverSecondary"] {
      steps.append("displayMode: \(mode)")
    }
    for screen in ["folders", "notes", "note", "home", "inner"] {
      steps += ["push: \(screen)", "showDetail: \(screen)"]
    }
    steps.append("present: { screen: home, style: currentContext, embedInNavigation: true }")
    return steps
  }()
}
