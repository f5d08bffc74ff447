import TestSupport
import Testing
import Traits

@testable import AuditEngine

/// ``Finding/sort(_:)`` builds each finding's key once and sorts positions: it must put
/// findings in the order the plain comparison of the texts does, ties and all, including
/// texts `String` orders inconsistently (any faster key, such as integer ranks of the texts,
/// must keep that order too).
@Suite("Finding order")
struct FindingOrderTests {
  /// The order compared field by field on the texts themselves, as the tuple `(rule, locale
  /// scope, device scope, flow, step, scenario, orientation scope, message, source)` does.
  static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
    (lhs.rule.rawValue, lhs.localeScope, lhs.deviceScope, lhs.flow ?? "", lhs.step ?? -1)
      < (rhs.rule.rawValue, rhs.localeScope, rhs.deviceScope, rhs.flow ?? "", rhs.step ?? -1)
      || (lhs.rule.rawValue, lhs.localeScope, lhs.deviceScope, lhs.flow ?? "", lhs.step ?? -1)
        == (rhs.rule.rawValue, rhs.localeScope, rhs.deviceScope, rhs.flow ?? "", rhs.step ?? -1)
        && (lhs.scenario, lhs.orientationScope, lhs.message, lhs.source)
          < (rhs.scenario, rhs.orientationScope, rhs.message, rhs.source)
  }

  /// Texts with few values, so that keys tie often: a prefix of another, empty, and (after
  /// the ASCII ones) equal texts written with other scalars (`é` composed and not), which
  /// `String` does not always order consistently (`"é, "` composed comes before `"é, a"`,
  /// decomposed it does not), the Kelvin sign (equal to an ASCII text as a `String`: texts
  /// are ranked only when all are ASCII), and an emoji.
  static let texts = [
    "", "a", "ab", "B", "f", "f1", "f10", "f2", "K", "Z", "\u{E9}", "e\u{301}", "\u{212A}", "\u{1F600}",
  ]
  static let asciiTexts = 10

  /// A random finding whose fields repeat across findings.
  static func randomFinding(_ random: inout SplitMix64, asciiOnly: Bool) -> Finding {
    func text() -> String { texts[random.next(below: asciiOnly ? asciiTexts : texts.count)] }
    let rules: [RuleID] = [.literalNotLocalized, .titleTruncated, .backTitleGeneric, .backTitleMinimal]
    let rule = rules[random.next(below: rules.count)]
    var finding: Finding
    if random.next(below: 5) == 0 {
      finding = Finding(
        rule: rule, scenario: text(), locale: random.next(below: 2) == 0 ? nil : text(), message: text(),
        source: text())
    } else {
      finding = Finding(
        rule: rule, scenario: text(), locale: text(), device: text(), orientation: .portrait, flow: text(),
        step: random.next(below: 4), message: text(), source: text())
    }
    switch random.next(below: 6) {
    case 0:
      finding.locale = nil
      finding.locales = [text(), text()]
    case 1: finding.device = nil
    case 2:
      finding.device = nil
      finding.devices = [text(), text(), text()]
    case 3:
      finding.orientation = nil
      finding.orientations = [.portrait, .landscape]
    default: break
    }
    return finding
  }

  /// Random findings, whose texts are all ASCII (ranked) or not (compared one by one).
  @Test(arguments: [true, false])
  func sortsAsTheTextsCompare(asciiOnly: Bool) {
    var random = SplitMix64(seed: asciiOnly ? 11 : 12)
    for round in 0..<300 {
      let findings = (0..<(round < 50 ? round : 1 + random.next(below: 400))).map { _ in
        Self.randomFinding(&random, asciiOnly: asciiOnly)
      }
      var sorted = findings
      Finding.sort(&sorted)
      // Swift's sort is stable: the same comparisons give the same order, ties included.
      let expected = findings.sorted(by: Self.precedes)
      #expect(sorted == expected)
      #expect(findings.sorted() == expected)
    }
  }

  /// Keys read on two threads (the later half on a thread of its own) give the order the
  /// texts give, as on one thread; lists of 0 to 400 findings, split from 2.
  @Test(arguments: [true, false])
  func sortsAsTheTextsCompareReadingKeysOnTwoThreads(asciiOnly: Bool) {
    var random = SplitMix64(seed: asciiOnly ? 21 : 22)
    for round in 0..<120 {
      let findings = (0..<(round < 20 ? round : 1 + random.next(below: 400))).map { _ in
        Self.randomFinding(&random, asciiOnly: asciiOnly)
      }
      var split = findings
      Finding.sort(&split, workers: 2, fewestToSplit: 2)
      var whole = findings
      Finding.sort(&whole, workers: 1, fewestToSplit: 2)
      #expect(split == findings.sorted(by: Self.precedes))
      #expect(split == whole)
    }
  }

  /// A large report, as a merger lists it: each flow's findings together, every locale and device.
  @Test func sortsALargeReportAsTheTextsCompare() {
    var random = SplitMix64(seed: 5)
    var findings: [Finding] = []
    for flow in 0..<600 {
      for step in 0..<(1 + random.next(below: 20)) {
        var finding = Finding(
          rule: random.next(below: 10) == 0 ? .titleTruncated : .literalNotLocalized, scenario: "w.yaml", locale: "en",
          device: "iPhone 16", orientation: .portrait, flow: "f\(flow)", step: step,
          message: "m\(random.next(below: 50))",
          source: "w.yaml:\(flow):1")
        finding.locale = nil
        finding.device = nil
        findings.append(finding)
      }
    }
    findings.shuffle(using: &random)
    var sorted = findings
    Finding.sort(&sorted)
    #expect(sorted == findings.sorted(by: Self.precedes))
    // Large enough that an audit of two jobs reads its keys on two threads.
    #expect(findings.count >= Finding.fewestToSplit)
    var split = findings
    Finding.sort(&split, workers: 2)
    #expect(split == sorted)
  }
}
