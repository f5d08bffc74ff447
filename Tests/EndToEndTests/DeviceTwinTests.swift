import Announcements
import Diagnostics
import Foundation
import Navigation
import TestSupport
import Testing
import TextLayout
import Traits
import UnicodeSupport

@testable import AuditEngine

/// Devices that differ only in name (iPhone 14 Pro, 15 and 16) are evaluated once a flow and
/// their runs copied under each name (``RunPlan/twins(of:)``): the report is the one that
/// evaluating every device on its own gives.
@Suite("Device twins")
struct DeviceTwinTests {
  static func device(_ name: String) throws -> DeviceProfile {
    try #require(DeviceCatalog.device(named: name))
  }

  /// The catalog's devices of the same size, insets and size classes are twins of the first.
  @Test func devicesOfOneGeometryAreTwinsOfTheFirst() throws {
    let names = [
      "iPhone 14 Pro", "iPhone 15", "iPhone SE (2nd generation)", "iPhone 16", "iPhone 8", "iPhone SE (1st generation)",
      "iPhone X", "iPhone 12 mini", "iPad Air 13-inch", "iPad Pro 12.9-inch", "iPad Pro 11-inch",
    ]
    let twins = RunPlan.twins(of: try names.map(Self.device))
    #expect(twins == [nil, 0, nil, 0, 2, nil, nil, nil, nil, 8, nil])
  }

  /// A device that differs from another in any property the evaluation reads is not its twin.
  @Test func aDeviceDifferingInOneGeometricPropertyIsNoTwin() throws {
    let base = try Self.device("iPhone 16")
    func variant(
      idiom: DeviceIdiom? = nil, width: Double? = nil, height: Double? = nil, portrait: EdgeInsets? = nil,
      landscape: EdgeInsets? = nil, sizeClass: SizeClass? = nil
    ) -> DeviceProfile {
      DeviceProfile(
        name: "Variant", aliases: ["Other"], idiom: idiom ?? base.idiom, portraitWidth: width ?? base.portraitWidth,
        portraitHeight: height ?? base.portraitHeight, portraitInsets: portrait ?? base.portraitInsets,
        landscapeInsets: landscape ?? base.landscapeInsets, landscapeSizeClass: sizeClass ?? base.landscapeSizeClass,
        evidence: "[TEST]")
    }
    // Only the names and the evidence differ: a twin.
    #expect(RunPlan.twins(of: [base, variant()]) == [nil, 0])
    let variants = [
      variant(idiom: .pad), variant(width: base.portraitWidth + 0.5), variant(height: base.portraitHeight - 1),
      variant(portrait: EdgeInsets(top: 60, bottom: 34)),
      variant(landscape: EdgeInsets(leading: 59, bottom: 20, trailing: 59)), variant(sizeClass: .regular),
    ]
    for device in variants {
      #expect(RunPlan.twins(of: [base, device]) == [nil, nil], "\(device)")
    }
  }

  /// Every stored property of a device profile is either in its evaluation key or one of the
  /// names: a property added to ``DeviceProfile`` fails here until the key is checked for it.
  @Test func theEvaluationKeyCoversEveryStoredProperty() throws {
    let labels = Mirror(reflecting: try Self.device("iPhone 16")).children.compactMap(\.label)
    #expect(
      labels == [
        "name", "aliases", "idiom", "portraitWidth", "portraitHeight", "portraitInsets", "landscapeInsets",
        "landscapeSizeClass", "evidence",
      ])
    let device = try Self.device("iPhone 15")
    let key = device.evaluationKey
    #expect(key.name.isEmpty && key.aliases.isEmpty && key.evidence.isEmpty)
    #expect(key.geometry(.portrait) == device.geometry(.portrait))
    #expect(key.geometry(.landscape) == device.geometry(.landscape))
  }

  static let devices = [
    "iPhone SE (2nd generation)", "iPhone 14 Pro", "iPhone 8", "iPhone 15", "iPhone 16", "iPhone SE (1st generation)",
    "iPad Air 13-inch", "iPad Pro 12.9-inch",
  ]

  static func configuration(_ sample: String, devices: [String], jobs: Int? = nil) -> AuditConfiguration {
    AuditConfiguration(
      paths: ["Samples/\(sample)"], workingDirectory: RepositoryPaths.root.path, locales: .only(["en", "de", "fi"]),
      devices: .only(devices), orientations: [.portrait, .landscape], iosVersions: [.ios18, .ios26], jobs: jobs)
  }

  /// Differential: the runs of twins audited together are the runs of each device audited
  /// alone, in report order, down to findings that name the device ("on iPhone 16
  /// (portrait)") and the split views of Notes; the width budgets are the same too.
  @Test(arguments: ["Notes", "Mail", "Settings"])
  func twinsAuditedTogetherGiveEachDevicesOwnRuns(sample: String) async throws {
    let together = try await Auditor(configuration: Self.configuration(sample, devices: Self.devices)).run()
    // A flow pinned to a device (`device:`) runs on it whatever the list: only the runs of
    // the audited device are compared.
    for device in Self.devices {
      let alone = try await Auditor(configuration: Self.configuration(sample, devices: [device], jobs: 1)).run()
      let runs = alone.runs.filter { $0.device == device }
      #expect(!runs.isEmpty)
      #expect(together.runs.filter { $0.device == device } == runs, "\(sample) on \(device)")
    }
    // Evaluated one unit at a time (`--jobs 1`), the same report, merged findings and all.
    let serial = try await Auditor(configuration: Self.configuration(sample, devices: Self.devices, jobs: 1)).run()
    #expect(serial == together)
  }

  /// Every run of a twin is a copy, those whose findings name the device too (Mail's titles
  /// are truncated "on iPhone SE (2nd generation) (portrait)" and the like). Each unit gives
  /// what it gives with no twins at all, runs and budget samples, in every locale and for
  /// budgets.
  @Test(arguments: ["Mail", "Notes"])
  func everyRunOfATwinIsACopy(sample: String) async throws {
    let configuration = Self.configuration(sample, devices: Self.devices)
    let scenarios = try Auditor(configuration: configuration).loadScenarios()
    let loaded = try #require(scenarios.first)
    var errors = InputErrors()
    let inputs = try RunPlan.inputs(
      of: loaded.scenario, folder: loaded.folder, configuration: configuration, recordingInto: &errors)
    try errors.check()
    let plan = RunPlan(scenario: loaded.scenario, inputs: inputs, configuration: configuration)
    let systemStrings = try SystemStrings()
    let measurer = TextMeasurer(profile: try FontProfile.resolve(path: nil))
    var copied = 0
    var namingTheDevice = 0
    for unit in plan.units(metrics: MetricsProfile()) {
      let result = try unit.evaluate(measurer: measurer, systemStrings: systemStrings)
      let runsPerCell = plan.locales.count
      for (index, run) in result.runs.enumerated() {
        let cell = unit.cells[index / runsPerCell]
        #expect(run.device == cell.device.name)
        guard let twin = cell.twin else {
          #expect(result.copiedFrom[index] == nil)
          continue
        }
        let original = result.runs[twin * runsPerCell + index % runsPerCell]
        #expect(result.copiedFrom[index] != nil)
        #expect(run == WorkUnit.renamed(original, device: cell.device.name))
        copied += 1
        let names = run.steps.contains { $0.findings.contains { $0.messageParts.device == cell.device.name } }
        if names { namingTheDevice += 1 }
      }
      // The same unit with no twins: every cell evaluated.
      let plain = WorkUnit(
        plan: unit.plan, flow: unit.flow,
        cells: unit.cells.map { cell in
          var cell = cell
          cell.twin = nil
          return cell
        })
      for developmentOnly in [false, true] {
        let twinned =
          developmentOnly
          ? try unit.evaluate(measurer: measurer, systemStrings: systemStrings, developmentOnly: true) : result
        let expected = try plain.evaluate(
          measurer: measurer, systemStrings: systemStrings, developmentOnly: developmentOnly)
        #expect(twinned.runs == expected.runs)
        #expect(twinned.samples.map(Self.fields) == expected.samples.map(Self.fields))
      }
    }
    #expect(copied > 0)
    if sample == "Mail" { #expect(namingTheDevice > 0) }
  }

  /// Differential: twins whose findings name them, in titles and back titles that hold the
  /// devices' names and the words around a name, give the runs each device gives alone,
  /// and the merged findings of the runs as the merger hashes them itself.
  @Test func userTextNamingADeviceIsCopiedExactly() async throws {
    let twins = ["iPhone 14 Pro", "iPhone 15", "iPhone 16"]
    let long = "and a long tail of words that no iPhone bar has room for"
    let harness = ScenarioHarness(
      tables: ["en": "\"x\" = \"x\";", "de": "\"x\" = \"y\";"],
      yaml: """
        screens:
          a: { title: "Mail on iPhone 15 (portrait) \(long)" }
          b:
            title: "on iPhone 16 (portrait) on iPhone 14 Pro \(long)"
            backBarButtonItem: { title: "Back on iPhone 16 (landscape) \(long)" }
          c: { title: "iPhone 15' is cut to 'x' on iPhone 16 \(long)" }
        flows:
          - name: f
            root: { navigation: [a] }
            steps:
              - push: b
              - push: c
              - pop
              - push: c
        """)
    let orientations: [Orientation] = [.portrait, .landscape]
    let together = try await harness.run(locales: ["en", "de"], devices: twins, orientations: orientations)
    var named = 0
    for device in twins {
      let alone = try await harness.run(locales: ["en", "de"], devices: [device], orientations: orientations)
      #expect(!alone.runs.isEmpty)
      #expect(together.runs.filter { $0.device == device } == alone.runs, "\(device)")
      for run in alone.runs {
        named += run.steps.reduce(0) { $0 + $1.findings.filter { $0.messageParts.device == device }.count }
      }
    }
    #expect(named > 0)
    // The digests reused for copies give the findings fresh digests give.
    let merged = FindingMerger.merge(together.runs)
    #expect(Finding.sorted(together.findings.filter { $0.flow != nil }) == Finding.sorted(merged))
  }

  /// Differential on random runs: a run renamed to a twin is the run made on the twin, its
  /// steps' findings in report order, messages naming the device or holding names in the
  /// user's text; the digests copied for it are the ones computed afresh.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func aRenamedRunIsTheRunMadeOnTheTwin(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let devices = ["iPhone 14 Pro", "iPhone 15", "iPhone 16"]
    let pieces = [
      "iPhone 1", "iPhone 15", "iPhone 16", "4 Pro", "' is cut to '", "' on ", " (portrait)", "t", "\u{E9}",
    ]
    func text() -> String { (0..<Int(random.next() % 4)).map { _ in random.pick(pieces) }.joined() }
    for _ in 0..<50 {
      // Each step's findings as (rule, message pieces or text, line), for any device.
      let steps = (0..<Int(random.next() % 4)).map { _ in
        (0..<Int(random.next() % 5)).map { _ in
          (
            rule: random.pick([RuleID.titleTruncated, .backTitleTruncated, .missingKey]), head: text(), tail: text(),
            placed: random.next() % 3 != 0, line: Int(random.next() % 3) + 1
          )
        }
      }
      func run(on device: String) -> AuditReport.Run {
        AuditReport.Run(
          scenario: "s.yaml", flow: "f", locale: "en", device: device, orientation: .portrait, ios: 18,
          steps: steps.enumerated().map { index, made in
            var findings = made.map { made in
              Finding(
                rule: made.rule, scenario: "s.yaml", locale: "en", device: device, orientation: .portrait, flow: "f",
                step: index,
                message: made.placed ? .placed(made.head, device: device, made.tail) : Finding.Message(made.head),
                source: Finding.Source(SourceLocation(path: "s.yaml", line: made.line, column: 1)))
            }
            Finding.sort(&findings)
            return AuditReport.StepResult(
              index: index, step: "push: x", source: "s.yaml:1:1", stack: ScreenStack(), bars: [], findings: findings)
          })
      }
      let from = random.pick(devices)
      let to = random.pick(devices)
      let renamed = WorkUnit.renamed(run(on: from), device: to)
      #expect(renamed == run(on: to))
      let digests = FindingMerger.digests(of: run(on: from))
      #expect(FindingMerger.digests(of: renamed, copying: digests) == FindingMerger.digests(of: renamed))
    }
  }

  /// What a budget reads of a bar sample.
  static func fields(_ sample: BarSample) -> String {
    "\(sample.flow) \(sample.step) \(sample.stepText) \(sample.location) \(sample.device) \(sample.device.aliases) "
      + "\(sample.device.evidence) \(sample.orientation) \(sample.ios) \(sample.probe.input) \(sample.probe.title as Any) "
      + "\(sample.probe.back as Any) \(sample.probe.leading) \(sample.probe.trailing)"
  }
}

/// A unit looks up each locale's phrases, resolver and bar cache once (``UnitLookups``): what
/// it finds is what the plan gives for the locale, the development language included when it
/// is not audited, and UIKit's texts of a locale the app has no localization for.
@Suite("Unit lookups")
struct UnitLookupsTests {
  @Test func eachSlotGivesWhatThePlanGivesForItsLocale() throws {
    let configuration = AuditConfiguration(
      paths: ["Samples/Mail"], workingDirectory: RepositoryPaths.root.path, locales: .only(["de", "da", "fi"]),
      devices: .only(["iPhone 16", "iPad Pro 11-inch"]))
    let loaded = try #require(try Auditor(configuration: configuration).loadScenarios().first)
    var errors = InputErrors()
    let inputs = try RunPlan.inputs(
      of: loaded.scenario, folder: loaded.folder, configuration: configuration, recordingInto: &errors)
    try errors.check()
    let plan = RunPlan(scenario: loaded.scenario, inputs: inputs, configuration: configuration)
    let systemStrings = try SystemStrings()
    let lookups = UnitLookups(plan: plan, systemStrings: systemStrings)
    #expect(lookups.locales.map(\.tag) == plan.locales.map(\.tag) + ["en"])
    #expect(lookups.developmentSlot == plan.locales.count)
    #expect(!plan.unlocalizedLocales.isEmpty)
    for (slot, locale) in lookups.locales.enumerated() {
      // Asked twice: the second answer is the first one kept.
      for _ in 0..<2 {
        #expect(try lookups.phrases(slot) == plan.phrases(for: locale, systemStrings: systemStrings))
        for idiom in [DeviceIdiom.phone, .pad] {
          #expect(lookups.resolver(slot, idiom: idiom) === plan.resolvers.resolver(for: locale, idiom: idiom))
        }
      }
      let phone = lookups.bars(slot, idiom: .phone, ios: .ios18, capacity: 4)
      #expect(lookups.bars(slot, idiom: .phone, ios: .ios18, capacity: 4) === phone)
      #expect(lookups.bars(slot, idiom: .pad, ios: .ios18, capacity: 4) !== phone)
      #expect(lookups.bars(slot, idiom: .phone, ios: .ios26, capacity: 4) !== phone)
      #expect(phone.isRightToLeft == locale.isRightToLeft)
    }
    #expect(
      lookups.bars(0, idiom: .phone, ios: .ios18, capacity: 4)
        !== lookups.bars(1, idiom: .phone, ios: .ios18, capacity: 4))
  }
}
