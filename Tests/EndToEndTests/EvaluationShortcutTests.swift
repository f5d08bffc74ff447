import Announcements
import Diagnostics
import Navigation
import StringTables
import TestSupport
import Testing
import TextLayout
import Traits
import UnicodeSupport

@testable import AuditEngine

/// The shortcuts the evaluation takes for speed answer what the Unicode tables and the
/// full comparisons answer.
@Suite("Evaluation shortcuts")
struct EvaluationShortcutTests {
  /// A back button label is blank when it has only tabs and space separators: the ranges
  /// answered without the tables agree with the general category for every scalar.
  @Test func blankScalarsAgreeWithTheGeneralCategory() {
    var wrong: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
      if BarEvaluator.isBlank(scalar) != expected { wrong.append(value) }
    }
    #expect(wrong.isEmpty)
    #expect(BarEvaluator.isBlank("\u{3000}\t \u{A0}"))
    #expect(!BarEvaluator.isBlank(" Back"))
  }

  /// A seen finding is the same finding only with the same bytes: equal ones hash alike,
  /// and canonically equivalent messages stay two.
  @Test func seenFindingsCompareTheirMessagesByBytes() {
    let source = SourceLocation(path: "a.navaudit.yaml", line: 3, column: 9)
    func seen(_ message: String) -> RunEvaluator.SeenFinding {
      RunEvaluator.SeenFinding(rule: .literalNotLocalized, source: source, message: UTF8Key(message))
    }
    let composed = "'R\u{E9}glages' is a literal"
    #expect(seen(composed) == seen(String(decoding: Array(composed.utf8), as: UTF8.self)))
    #expect(seen(composed).hashValue == seen(String(decoding: Array(composed.utf8), as: UTF8.self)).hashValue)
    #expect(seen(composed) != seen("'Re\u{301}glages' is a literal"))
    // A per-run finding has no source: its message alone tells it apart.
    let perRun = "title 'R\u{E9}glages' is cut to 'R\u{E9}gl…' on iPhone SE (portrait)"
    let unlocated = [perRun, String(decoding: Array(perRun.utf8), as: UTF8.self), perRun.replacing("SE", with: "16")]
      .map { RunEvaluator.SeenFinding(rule: .titleTruncated, source: nil, message: UTF8Key($0)) }
    #expect(unlocated[0] == unlocated[1] && unlocated[0].hashValue == unlocated[1].hashValue)
    #expect(Set(unlocated).count == 2)
    #expect(RunEvaluator.isPerRun(.titleTruncated))
    #expect(!RunEvaluator.isPerRun(.literalNotLocalized))
  }

  /// A literal reported at a reference is the same literal only with the same bytes there:
  /// canonically equivalent texts and other places stay apart.
  @Test func reportedLiteralsCompareTheirTextsByBytes() {
    let source = SourceLocation(path: "a.navaudit.yaml", line: 3, column: 9)
    let composed = "R\u{E9}glages"
    let copy = String(decoding: Array(composed.utf8), as: UTF8.self)
    var reported = ReportedLiterals()
    var inserted: [Bool] = []
    inserted.append(reported.insert(reference: source, text: composed))
    inserted.append(reported.insert(reference: source, text: copy))
    inserted.append(reported.insert(reference: source, text: "Re\u{301}glages"))
    inserted.append(
      reported.insert(reference: SourceLocation(path: "a.navaudit.yaml", line: 4, column: 9), text: composed))
    inserted.append(
      reported.insert(reference: SourceLocation(path: "b.navaudit.yaml", line: 3, column: 9), text: composed))
    #expect(inserted == [true, false, true, true, true])
    #expect(reported.count == 4)
  }

  /// The table of reported literals answers as the set of (reference, text bytes) pairs it
  /// replaced, on random references (few places, so that many share a line and column)
  /// and texts (some canonically equal, some sharing bytes), from empty and from a capacity.
  @Test(arguments: 0..<8 as Range<UInt64>)
  func reportedLiteralsAnswerAsASetOfPairs(seed: UInt64) {
    /// The pair the set held, hashed by line, column and length as it was.
    struct Pair: Hashable {
      var reference: Diagnostics.SourceLocation
      var text: UTF8Key

      func hash(into hasher: inout Hasher) {
        hasher.combine(reference.line)
        hasher.combine(reference.column)
        hasher.combine(text.string.utf8.count)
      }
    }
    var random = SplitMix64(seed: seed)
    let texts = ["R\u{E9}glages", "Re\u{301}glages", "Back", "", "\u{212A}", "K", "Backs", "戻る"]
    let paths = ["a.navaudit.yaml", "b.navaudit.yaml", "a.navaudit.yaml\u{301}"]
    var reference = Set<Pair>()
    var reported = ReportedLiterals(capacity: Int(seed % 3) * 20)
    for _ in 0..<3000 {
      let location = SourceLocation(
        path: random.pick(paths), line: Int(random.next() % 40) + 1, column: Int(random.next() % 3) + 1)
      let text = random.pick(texts)
      let expected = reference.insert(Pair(reference: location, text: UTF8Key(text))).inserted
      let inserted = reported.insert(reference: location, text: text)
      #expect(inserted == expected)
    }
    #expect(reported.count == reference.count)
  }

  /// Only a bar that shows a table key is kept as a width budget's sample: a key in the
  /// title, the back title or any item sets one, literals alone never do.
  @Test func onlyBarsShowingAKeyAreKeptForBudgets() {
    let at = SourceLocation(path: "a.navaudit.yaml", line: 2, column: 5)
    let literal = TextReference.literal("Settings", at: at)
    let key = TextReference.localized(LocalizedKey(key: "settings.title", location: at))
    func probe(
      title: TextReference? = nil, back: TextReference? = nil, leading: [TextReference?] = [],
      trailing: [TextReference?] = []
    ) -> BarProbe {
      BarProbe(
        input: BarLayoutInput(geometry: ScreenGeometry(width: 393, height: 852)), title: title, back: back,
        leading: leading, trailing: trailing)
    }
    #expect(!RunEvaluator.canSetBudget(probe()))
    #expect(!RunEvaluator.canSetBudget(probe(title: literal, back: literal, leading: [nil, literal], trailing: [nil])))
    #expect(RunEvaluator.canSetBudget(probe(title: key, back: literal)))
    #expect(RunEvaluator.canSetBudget(probe(title: literal, back: key)))
    #expect(RunEvaluator.canSetBudget(probe(title: literal, leading: [nil, key])))
    #expect(RunEvaluator.canSetBudget(probe(trailing: [literal, key])))
  }
}

extension EvaluationShortcutTests {
  /// An evaluator remembers the screen it looked up last (a push's top is the screen below
  /// the next bar's top): one evaluator, asked for bars in any order, makes the bars a
  /// fresh evaluator makes for each.
  @Test func oneEvaluatorMakesTheBarsFreshOnesMake() throws {
    let scenario = try WorkDoneOnceTests.scenario()
    let english = try LocaleIdentifier(validating: "en")
    let resolver = TextResolver(
      store: StringStore(tables: [], developmentLanguage: english), locale: english, developmentLanguage: english,
      idiom: .phone)
    let phrases = try SystemStrings().phrases(for: english)
    let measurer = try TextMeasurer.bundledDefault()
    func evaluator() -> BarEvaluator {
      BarEvaluator(
        scenario: scenario, resolver: resolver, phrases: phrases, measurer: measurer,
        geometry: DeviceCatalog.defaultSet[1].geometry(.portrait), design: .classic, isRightToLeft: false,
        metrics: .standard)
    }
    let stacks = [
      ["s0"], ["s0", "s1"], ["s0", "s1", "s2"], ["s0", "s1"], ["s3", "s2"], ["s2", "s3"], ["s4", "s4"], ["s5"],
      ["s0", "s5", "s1"], ["s9"], ["s9", "s1"], ["s1", "s9"], ["s1"],
    ]
    var shared = evaluator()
    for stack in stacks {
      let context = NavigationContext(stack: ScreenStack(stack), host: .navigationController)
      var fresh = evaluator()
      let expected = fresh.evaluate(context)?.bar
      #expect(shared.evaluate(context)?.bar == expected, "\(stack)")
    }
    // A stack whose top no scenario screen is draws no bar; one whose screen below is
    // missing draws no back button.
    var fresh = evaluator()
    #expect(fresh.evaluate(NavigationContext(stack: ScreenStack(["s9"]), host: .navigationController)) == nil)
    #expect(
      fresh.evaluate(NavigationContext(stack: ScreenStack(["s9", "s1"]), host: .navigationController))?.bar.back.display
        == BackDisplay.none)
  }
}

extension EvaluationShortcutTests {
  /// The bar's title is measured in the title style and in the bar button style (the next
  /// back title's) in one pass: the measurer's own widths, which the layout and the next
  /// back button are handed (``KnownBarWidths``, ``BarEvaluator/MeasuredTitle``).
  @Test func aTitleMeasuredInTwoStylesHasTheMeasurersWidths() throws {
    let measurer = try TextMeasurer.bundledDefault()
    for title in ["Einstellungen", "Réglages", "設定", "الإعدادات", "A\r\nB", ""] {
      let (titleWidth, buttonWidth) = measurer.widths(of: title, .title, .barButton)
      #expect(titleWidth == measurer.width(of: title, style: .title))
      #expect(buttonWidth == measurer.width(of: title, style: .barButton))
    }
  }

  /// The title remembered for the next back button answers only for a text of its bytes.
  @Test func aRememberedTitleAnswersOnlyItsOwnBytes() {
    let remembered = BarEvaluator.MeasuredTitle()
    #expect(remembered.width(of: "R\u{E9}glages") == nil)
    remembered.text = "R\u{E9}glages"
    remembered.width = 5
    #expect(remembered.width(of: String(decoding: Array("R\u{E9}glages".utf8), as: UTF8.self)) == 5)
    #expect(remembered.width(of: "Re\u{301}glages") == nil)
    #expect(remembered.width(of: "Reglages") == nil)
  }
}

extension EvaluationShortcutTests {
  /// A pushed screen keeps the scenario's screen the simulator found for it
  /// (``ScreenStack/lastFound``), and the bar reads it instead of looking the id up: the
  /// bars of a simulated flow are those of the same stacks of ids alone.
  @Test func pushedScreensMakeTheBarsTheirIdsMake() throws {
    let scenario = try WorkDoneOnceTests.scenario()
    let english = try LocaleIdentifier(validating: "en")
    let resolver = TextResolver(
      store: StringStore(tables: [], developmentLanguage: english), locale: english, developmentLanguage: english,
      idiom: .phone)
    let phrases = try SystemStrings().phrases(for: english)
    let measurer = try TextMeasurer.bundledDefault()
    func evaluator() -> BarEvaluator {
      BarEvaluator(
        scenario: scenario, resolver: resolver, phrases: phrases, measurer: measurer,
        geometry: DeviceCatalog.defaultSet[1].geometry(.portrait), design: .classic, isRightToLeft: false,
        metrics: .standard)
    }
    let events = NavigationSimulator(scenario: scenario).simulate(try #require(scenario.flows.first))
    var pushed = evaluator()
    var found = 0
    for event in events {
      let context = event.state.topContext
      if let top = context.stack.lastFound {
        #expect(top == scenario.screens[context.top ?? ""])
        found += 1
      }
      var byID = context
      byID.stack = ScreenStack(Array(context.stack))
      #expect(byID.stack.lastFound == nil)
      var fresh = evaluator()
      #expect(pushed.evaluate(context)?.bar == fresh.evaluate(byID)?.bar, "\(Array(context.stack))")
    }
    // Every push of the flow kept its screen.
    #expect(found == scenario.flows[0].steps.count)
  }
}
