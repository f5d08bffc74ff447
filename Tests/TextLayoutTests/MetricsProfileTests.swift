import Diagnostics
import Testing
import TextLayout
import Traits

@Suite("Metrics profiles")
struct MetricsProfileTests {
  @Test func roundTripsAndOverridesOnlyWhatItNames() throws {
    let profile = MetricsProfile(
      constants: [.ios17: [.backTextOrigin: 21.5, .interGroupSpace: 9]], widthScales: [.regular: 0.985],
      comments: ["fitted from 'x.json'"])
    let text = profile.serialized()
    #expect(
      text
        == "navaudit-metrics 1\n# fitted from 'x.json'\nios 17 backTextOrigin 21.5\nios 17 interGroupSpace 9\nwidthScale regular 0.985\n"
    )
    let parsed = try MetricsProfile(parsing: text, path: "m.profile")
    #expect(parsed.constants == profile.constants)
    #expect(parsed.widthScales == profile.widthScales)
    let metrics = parsed.metrics(for: .ios17)
    #expect(metrics.backTextOrigin == 21.5)
    #expect(metrics.interGroupSpace == 9)
    #expect(metrics.backTrailingPadding == BarMetrics.standard(for: .ios17).backTrailingPadding)
    #expect(parsed.metrics(for: .ios18) == BarMetrics.standard(for: .ios18))
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    BadCase(text: "", message: "m.profile:1:1: error: empty metrics profile (expected 'navaudit-metrics 1')"),
    BadCase(
      text: "navaudit-metrics 2\n", message: "m.profile:1:1: error: expected 'navaudit-metrics 1' on the first line"),
    BadCase(
      text: "navaudit-metrics 1\nios 16 backTextOrigin 3\n",
      message: "m.profile:2:5: error: unsupported iOS version '16' (expected 17, 18 or 26)"),
    BadCase(
      text: "navaudit-metrics 1\nios 18 chevronWidth 3\n",
      message:
        "m.profile:2:8: error: unknown constant 'chevronWidth' (expected one of: backTextOrigin, backTrailingPadding, interGroupSpace, uncertaintyThreshold)"
    ),
    BadCase(
      text: "navaudit-metrics 1\n  ios 18 backTextOrigin 66px\n",
      message: "m.profile:2:25: error: invalid number '66px'"),
    BadCase(
      text: "navaudit-metrics 1\nios 18 backTextOrigin 660\n",
      message: "m.profile:2:23: error: value '660' is outside 0.0…100.0"),
    BadCase(
      text: "navaudit-metrics 1\nwidthScale regular nan\n", message: "m.profile:2:20: error: invalid number 'nan'"),
    BadCase(
      text: "navaudit-metrics 1\nwidthScale regular 1\nwidthScale regular 1.1\n",
      message: "m.profile:3:1: error: 'widthScale regular' is set twice (first on line 2)"),
    BadCase(
      text: "navaudit-metrics 1\nchevron 13\n",
      message: "m.profile:2:1: error: unknown directive 'chevron' (expected 'ios' or 'widthScale')"),
  ])
  func hostileProfilesAreLocatedErrors(_ bad: BadCase) {
    #expect(throws: MetricsProfileError.self) { try MetricsProfile(parsing: bad.text, path: "m.profile") }
    do {
      _ = try MetricsProfile(parsing: bad.text, path: "m.profile")
    } catch {
      #expect(error.description == bad.message)
    }
  }

  @Test func widthScalesScaleMeasuredWidthsAndInk() throws {
    let profile = try FontProfile.bundledDefault()
    let plain = TextMeasurer(profile: profile)
    let scaled = TextMeasurer(profile: profile, widthScales: [.regular: 0.5])
    let width = plain.width(of: "First", style: .barButton)
    #expect(abs(scaled.width(of: "First", style: .barButton) - width / 2) < 0.001)
    #expect(scaled.width(of: "Second", style: .title) == plain.width(of: "Second", style: .title))
    // Side bearings from the profile: Inter's "F" starts 248/2816 em into its box.
    let insets = plain.inkInsets(of: "First", style: .barButton)
    #expect(abs(insets.leading - 248.0 / 2816 * 17) < 0.001)
    #expect(abs(insets.trailing - (112.0 / 2816 * 17 - 0.55)) < 0.001)
    #expect(plain.inkInsets(of: "日本", style: .barButton) == (0, -0.55))
  }
}
