import Reports
import Testing

@Suite("Progress line")
struct ProgressLineTests {
  @Test func showsDoneTotalRateAndTimeLeft() {
    let line = ProgressLine.text(done: 25, total: 100, elapsed: 5, barWidth: 10)
    #expect(line == "[==>       ] 25/100 · 5.0/s · ETA 0:15")
  }

  @Test func finishedAndUnknownTotals() {
    #expect(ProgressLine.text(done: 4, total: 4, elapsed: 2, barWidth: 4) == "[====] 4/4 · 2.0/s · done")
    #expect(ProgressLine.text(done: 0, total: 4, elapsed: 0, barWidth: 4) == "[>   ] 0/4 · 0.0/s · ETA --:--")
    #expect(ProgressLine.text(done: 0, total: nil, elapsed: 3.25) == "auditing… 3.2 s")
  }

  @Test func longRunsShowHours() {
    #expect(ProgressLine.text(done: 1, total: 7201, elapsed: 1, barWidth: 2).hasSuffix("ETA 2:00:00"))
  }
}
