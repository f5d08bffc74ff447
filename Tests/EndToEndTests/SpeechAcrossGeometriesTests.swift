import AuditEngine
import Testing
import Traits

/// What a bar says is worked out once per bar, and shared by key between devices and
/// orientations only once a unit speaks at a second geometry (``BarCache``): every run says
/// what it says audited alone.
@Suite("Speech across geometries")
struct SpeechAcrossGeometriesTests {
  static let yaml = """
    screens:
      a: { title: General }
      b: { title: "  Voices sound louder " }
      c: { title: Back }
      d: { title: "設定" }
    flows:
      - name: f
        root: { navigation: [a] }
        steps:
          - push: b
          - push: c
          - pop
          - push: d
          - push: c
          - pop
          - pop
      - name: g
        root: { navigation: [d] }
        steps:
          - push: b
          - push: a
    """

  @Test func everyRunSaysWhatItSaysAuditedAlone() async throws {
    let devices = ["iPhone SE (3rd generation)", "iPhone 16 Pro Max"]
    let orientations: [Orientation] = [.portrait, .landscape]
    let harness = ScenarioHarness(tables: ["en": "\"unused\" = \"Unused\";"], yaml: Self.yaml)
    let together = try await harness.run(locales: ["en", "ja"], devices: devices, orientations: orientations)
    #expect(together.runs.count == 2 * devices.count * orientations.count * 2)
    for device in devices {
      for orientation in orientations {
        let alone = try await harness.run(locales: ["en", "ja"], devices: [device], orientations: [orientation])
        for run in alone.runs {
          let same = together.runs.first {
            $0.device == device && $0.orientation == orientation && $0.locale == run.locale && $0.flow == run.flow
          }
          #expect(same?.steps.map(\.announcement) == run.steps.map(\.announcement), "\(device) \(orientation)")
          #expect(run.steps.contains { $0.announcement != nil })
        }
      }
    }
    // What a bar says does not depend on the screen: the first device in portrait says it all.
    let first = together.runs.filter { $0.device == devices[0] && $0.orientation == .portrait }
    for run in together.runs {
      let reference = first.first { $0.locale == run.locale && $0.flow == run.flow }
      #expect(reference?.steps.map(\.announcement) == run.steps.map(\.announcement))
    }
  }
}
