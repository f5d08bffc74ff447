import Navigation
import TestSupport
import Testing
import Traits

@testable import AuditEngine

/// The merger, which works in numbers, against a plain string-keyed statement of the same
/// merge (what it did before it numbered everything), on random matrices and by hand.
@Suite("Finding merger")
struct FindingMergerTests {
  static let locales = ["fr", "en", "de", "ja", "ar"]
  // First seen out of sorted order, and one name canonically equal to another's spelling.
  static let devices = ["iPhone 16", "iPad Air", "iPhone SE", "Caf\u{E9} Pad", "Cafe\u{301} Pad"]
  static let flows = ["Start", "Détail", "Detail", "Zone"]
  static let messages = ["'Caf\u{E9}' is cut", "'Cafe\u{301}' is cut", "'Back' hides the title", "literal"]

  /// A run of `finding`s, each at its step.
  static func run(
    scenario: String, flow: String, locale: String, device: String, orientation: Orientation, findings: [[Finding]]
  ) -> AuditReport.Run {
    AuditReport.Run(
      scenario: scenario, flow: flow, locale: locale, device: device, orientation: orientation, ios: 26,
      steps: findings.enumerated().map { index, findings in
        AuditReport.StepResult(
          index: index, step: "push", source: "s.yaml:\(index + 1):1", stack: [], split: nil, tabBar: nil,
          hiddenBars: nil, bars: [], announcement: nil, focus: nil, findings: findings)
      })
  }

  /// Where a generated finding is found: its run and its step.
  struct Place {
    var scenario, flow, device, locale: String
    var orientation: Orientation
    var step: Int
  }

  /// A random matrix of runs: both scenarios, the flows, and the devices, orientations and
  /// locales given, each value left out one time in its `…LeftOut` (kept with no draw when
  /// nil); each run has `steps` steps of up to `findingsPerStep - 1` findings.
  struct RandomMatrix {
    var devices: [String], devicesLeftOut: UInt64
    var orientations: [Orientation], orientationsLeftOut: UInt64?
    var locales: [String], localesLeftOut: UInt64
    var steps: Int, findingsPerStep: UInt64

    /// The runs, each finding made by `finding` at its place.
    func runs(_ random: inout SplitMix64, finding: (inout SplitMix64, Place) -> Finding) -> [AuditReport.Run] {
      var runs: [AuditReport.Run] = []
      for scenario in ["a.yaml", "b.yaml"] {
        for flow in FindingMergerTests.flows where random.next() % 4 != 0 {
          for device in devices where random.next() % devicesLeftOut != 0 {
            for orientation in orientations where orientationsLeftOut.map({ random.next() % $0 != 0 }) ?? true {
              for locale in locales where random.next() % localesLeftOut != 0 {
                let findings = (0..<steps).map { step in
                  (0..<Int(random.next() % findingsPerStep)).map { _ in
                    finding(
                      &random,
                      Place(
                        scenario: scenario, flow: flow, device: device, locale: locale, orientation: orientation,
                        step: step))
                  }
                }
                runs.append(
                  FindingMergerTests.run(
                    scenario: scenario, flow: flow, locale: locale, device: device, orientation: orientation,
                    findings: findings))
              }
            }
          }
        }
      }
      return runs
    }
  }

  /// Runs of a random matrix: some combinations left out, findings that hold in some of
  /// them, some naming another locale, device, orientation or flow than their run's.
  static func randomRuns(seed: UInt64) -> [AuditReport.Run] {
    var random = SplitMix64(seed: seed)
    let matrix = RandomMatrix(
      devices: devices, devicesLeftOut: 3, orientations: [.landscape, .portrait], orientationsLeftOut: 5,
      locales: locales, localesLeftOut: 4, steps: 3, findingsPerStep: 4)
    return matrix.runs(&random) { random, place in
      var finding = Finding(
        rule: random.pick([.titleTruncated, .literalNotLocalized, .missingKey]), scenario: place.scenario,
        locale: place.locale, device: place.device, orientation: place.orientation, flow: place.flow,
        step: place.step, message: random.pick(messages), source: random.pick(["s.yaml:1:1", "s.yaml:2:1"]))
      switch random.next() % 12 {
      case 0: finding.locale = random.pick(locales)
      case 1: finding.device = random.pick(devices)
      case 2: finding.orientation = random.pick([.portrait, .landscape])
      case 3: finding.flow = random.pick(flows)
      case 4: finding.flow = nil
      case 5: finding.scenario = "other.yaml"
      default: break
      }
      return finding
    }
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func mergesAsTheStringKeyedStatementDoes(seed: UInt64) {
    let runs = Self.randomRuns(seed: seed)
    let merged = FindingMerger.merge(runs)
    #expect(merged == Reference.merge(runs))
    #expect(!merged.isEmpty)
  }

  /// Runs of a small random matrix — sometimes one locale, device or orientation in all —
  /// where most problems are seen once (a message of their own) and the rest a few times,
  /// in any order: the merger takes problems seen once a shorter way, and keeps the order.
  static func runsWithSingles(seed: UInt64) -> [AuditReport.Run] {
    var random = SplitMix64(seed: seed)
    let runLocales = Array(locales.prefix(1 + Int(random.next() % 3)))
    let runDevices = Array(devices.prefix(1 + Int(random.next() % 2)))
    let runOrientations = random.next() % 2 == 0 ? [Orientation.portrait] : [.portrait, .landscape]
    let matrix = RandomMatrix(
      devices: runDevices, devicesLeftOut: 5, orientations: runOrientations, orientationsLeftOut: nil,
      locales: runLocales, localesLeftOut: 5, steps: 4, findingsPerStep: 3)
    var unique = 0
    return matrix.runs(&random) { random, place in
      unique += 1
      var finding = Finding(
        rule: random.pick([.titleTruncated, .literalNotLocalized]), scenario: place.scenario, locale: place.locale,
        device: place.device, orientation: place.orientation, flow: place.flow, step: place.step,
        message: random.next() % 4 == 0 ? random.pick(messages) : "'Title \(unique)' is a literal",
        source: "s.yaml:\(1 + random.next() % 3):1")
      switch random.next() % 16 {
      case 0: finding.locale = random.pick(locales)
      case 1: finding.device = random.pick(devices)
      case 2: finding.orientation = .landscape
      case 3: finding.flow = random.pick(flows)
      default: break
      }
      return finding
    }
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func mergesProblemsSeenOnceAsTheStringKeyedStatementDoes(seed: UInt64) {
    let runs = Self.runsWithSingles(seed: seed)
    let merged = FindingMerger.merge(runs)
    #expect(merged == Reference.merge(runs))
  }

  @Test func aProblemSeenOnceIsScopedOnlyWhereMoreWasAudited() {
    // One locale and orientation, two devices, but flow "Two" only on the iPhone.
    var runs: [AuditReport.Run] = []
    for (flow, device) in [("One", "iPhone 16"), ("One", "iPad Air"), ("Two", "iPhone 16")] {
      let finding = Finding(
        rule: .literalNotLocalized, scenario: "a.yaml", locale: "en", device: device, orientation: .portrait,
        flow: flow, step: 1, message: "'\(flow) on \(device)' is a literal", source: "a.yaml:3:1")
      runs.append(
        Self.run(
          scenario: "a.yaml", flow: flow, locale: "en", device: device, orientation: .portrait,
          findings: [[], [finding]]))
    }
    let merged = FindingMerger.merge(runs)
    #expect(merged == Reference.merge(runs))
    #expect(merged.map(\.device) == ["iPhone 16", "iPad Air", nil])
    #expect(merged.allSatisfy { $0.locale == nil && $0.orientation == nil && $0.step == 1 })
    #expect(merged.map(\.flow) == ["One", "One", "Two"])
  }

  @Test func aProblemWithItsOwnTextIsTheSameProblem() {
    let finding = Finding(
      rule: .literalNotLocalized, scenario: "a.yaml", locale: "en", message: "'Caf\u{E9}' is a literal",
      source: "a.yaml:3:1")
    let problem = FindingMerger.Problem(
      rule: .literalNotLocalized, scenario: "a.yaml", message: "'Caf\u{E9}' is a literal", source: "a.yaml:3:1")
    let digest = FindingMerger.Problem.digest(of: finding)
    let copy = FindingMerger.Problem(of: finding, digest: digest)
    #expect(digest == problem.digest)
    #expect(copy == problem && copy.hashValue == problem.hashValue && copy.matches(finding))
    #expect(copy.message.string.utf8.elementsEqual(problem.message.string.utf8) && copy.source == problem.source)
    // The same problem spelled another way (canonically equal) has the same digest.
    var decomposed = finding
    decomposed.message = "'Cafe\u{301}' is a literal"
    #expect(FindingMerger.Problem.digest(of: decomposed) == digest && copy.matches(decomposed))
    for change in 0..<4 {
      var other = finding
      switch change {
      case 0: other.rule = .missingKey
      case 1: other.scenario = "b.yaml"
      case 2: other.message = "'Cafe' is a literal"
      default: other.source = "a.yaml:3:2"
      }
      #expect(!copy.matches(other))
    }
    // The digest reads the bytes canonical equivalence never changes (``ProblemDigest``),
    // of the rule, message and source's end: problems that differ there have different
    // digests; others (of another scenario too) are told apart by their text.
    for change in 0..<3 {
      var other = finding
      switch change {
      case 0: other.rule = .missingKey
      case 1: other.message = "'Caf\u{E9}' (2) is a literal"
      default: other.source = "a.yaml:3:2"
      }
      #expect(FindingMerger.Problem.digest(of: other) != digest)
    }
  }

  /// Merging with digests that collide (few values, or all equal), and with fewer digests
  /// than findings (the rest hashed by the merger), gives what the string-keyed merge gives:
  /// a problem is told from another by its text, the digest only says where to look.
  /// (Equal problems must have equal digests, however few bits they keep.)
  @Test(arguments: 0..<20 as Range<UInt64>)
  func mergesWhateverTheDigests(seed: UInt64) {
    let runs = seed % 2 == 0 ? Self.randomRuns(seed: seed) : Self.runsWithSingles(seed: seed)
    let expected = Reference.merge(runs)
    // Digests that say little, the same for equal problems: as the merger's own or not.
    for spoil in [{ (_: Int) in 0 }, { $0 % 3 }, { $0 & ~0xFF }] {
      var merger = FindingMerger()
      for run in runs { merger.add(run, digests: FindingMerger.digests(of: run).map(spoil)) }
      #expect(merger.findings() == expected)
    }
    var merger = FindingMerger()
    for (index, run) in runs.enumerated() {
      var digests = FindingMerger.digests(of: run)
      digests.removeLast(digests.count * (index % 3) / 2)
      merger.add(run, digests: digests)
    }
    #expect(merger.findings() == expected)
  }

  /// The digest interner numbers values as the dictionary-backed interner does, and makes
  /// each once, whether the digests are all distinct, few or all the same.
  @Test(arguments: 0..<12 as Range<UInt64>)
  func digestInternerNumbersAsTheInternerDoes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var interner = Interner<Int>()
    var digested = DigestInterner<Int>()
    let modulus = [1, 7, 1 << 62][Int(seed % 3)]
    for _ in 0..<2000 {
      let value = Int(random.next() % 700)
      let new = interner.values.count
      var made = 0
      let number = digested.number(
        digest: value % modulus, matches: { $0 == value },
        make: {
          made += 1
          return value
        })
      #expect(number == interner.number(value))
      #expect(made == (number == new ? 1 : 0))
    }
    #expect(digested.values == interner.values && digested.values.count > 600)
  }

  @Test func factorsLocalesThenDevicesThenOrientations() {
    // de and fr on two devices in both orientations, at two places; en everywhere is clean.
    var runs: [AuditReport.Run] = []
    for orientation in [Orientation.portrait, .landscape] {
      for device in ["iPhone 16", "iPad Air"] {
        for locale in ["fr", "en", "de"] {
          for flow in ["One", "Two"] {
            let finding = Finding(
              rule: .titleTruncated, scenario: "a.yaml", locale: locale, device: device, orientation: orientation,
              flow: flow, step: 0, message: "cut", source: "a.yaml:1:1")
            runs.append(
              Self.run(
                scenario: "a.yaml", flow: flow, locale: locale, device: device, orientation: orientation,
                findings: [locale == "en" ? [] : [finding]]))
          }
        }
      }
    }
    // iPhone SE only in portrait, and only fr is cut there.
    runs.append(
      Self.run(
        scenario: "a.yaml", flow: "One", locale: "fr", device: "iPhone SE", orientation: .portrait,
        findings: [
          [
            Finding(
              rule: .titleTruncated, scenario: "a.yaml", locale: "fr", device: "iPhone SE", orientation: .portrait,
              flow: "One", step: 0, message: "cut", source: "a.yaml:1:1")
          ]
        ]))
    let merged = FindingMerger.merge(runs)
    #expect(merged == Reference.merge(runs))
    let both = merged.filter { $0.devices != nil }
    #expect(both.count == 1)
    #expect(both.first?.locales == ["de", "fr"])
    #expect(both.first?.devices == ["iPad Air", "iPhone 16"])
    #expect(both.first?.orientation == nil && both.first?.orientations == nil)
    #expect(both.first?.occurrences == [.init(flow: "One", step: 0), .init(flow: "Two", step: 0)])
    let small = merged.filter { $0.device == "iPhone SE" }
    #expect(small.count == 1)
    #expect(small.first?.locale == "fr" && small.first?.orientation == .portrait)
    #expect(small.first?.flow == "One" && small.first?.occurrences == nil)
  }

  /// The merge stated with strings, grouping as first seen: the meaning the merger keeps.
  enum Reference {
    struct Problem: Hashable {
      var rule: RuleID
      var scenario, message, source: String
    }

    struct Instance: Hashable {
      var problem: Problem
      var locale, device: String
      var orientation: Orientation
      var flow: String
      var step: Int
    }

    /// A group's key: the problem and whichever parts are not yet factored or already lists.
    struct Key: Hashable {
      var problem: Problem
      var locales: [String] = []
      var device = ""
      var devices: [String] = []
      var orientation: Orientation?
      var orientations: [Orientation] = []
      var flow = ""
      var step = 0
    }

    static func grouped<Element, Value: Equatable>(
      _ elements: [Element], key: (Element) -> Key, value: (Element) -> Value
    ) -> [(key: Key, values: [Value])] {
      var index: [Key: Int] = [:]
      var groups: [(key: Key, values: [Value])] = []
      for element in elements {
        let groupKey = key(element)
        let item = value(element)
        if let position = index[groupKey] {
          if !groups[position].values.contains(item) { groups[position].values.append(item) }
        } else {
          index[groupKey] = groups.count
          groups.append((groupKey, [item]))
        }
      }
      return groups
    }

    static func merge(_ runs: [AuditReport.Run]) -> [Finding] {
      var instances: [Instance] = []
      var seen: Set<Instance> = []
      var locales: [String: Set<String>] = [:]
      var orientations: [String: Set<Orientation>] = [:]
      var flowDevices: [String: [String: Set<String>]] = [:]
      for run in runs {
        locales[run.scenario, default: []].insert(run.locale)
        orientations[run.scenario, default: []].insert(run.orientation)
        flowDevices[run.scenario, default: [:]][run.flow, default: []].insert(run.device)
        for finding in run.steps.flatMap(\.findings) {
          let instance = Instance(
            problem: Problem(
              rule: finding.rule, scenario: finding.scenario, message: finding.message, source: finding.source),
            locale: finding.locale ?? run.locale, device: finding.device ?? run.device,
            orientation: finding.orientation ?? run.orientation, flow: finding.flow ?? run.flow,
            step: finding.step ?? 0)
          if seen.insert(instance).inserted { instances.append(instance) }
        }
      }
      let byLocale = grouped(
        instances,
        key: {
          Key(problem: $0.problem, device: $0.device, orientation: $0.orientation, flow: $0.flow, step: $0.step)
        }, value: \.locale)
      let byDevice = grouped(
        byLocale,
        key: {
          var key = $0.key
          key.locales = $0.values.sorted()
          key.device = ""
          return key
        }, value: \.key.device)
      let byOrientation = grouped(
        byDevice,
        key: {
          var key = $0.key
          key.devices = $0.values.sorted()
          key.orientation = nil
          return key
        }, value: { $0.key.orientation ?? .portrait })
      let byPlace = grouped(
        byOrientation,
        key: {
          var key = $0.key
          key.orientations = $0.values.sorted()
          key.flow = ""
          key.step = 0
          return key
        }, value: { Finding.Occurrence(flow: $0.key.flow, step: $0.key.step) })
      return byPlace.map { group in
        let key = group.key
        var finding = Finding(
          rule: key.problem.rule, scenario: key.problem.scenario, locale: nil, message: key.problem.message,
          source: key.problem.source)
        if Set(key.locales) != locales[key.problem.scenario] {
          if key.locales.count == 1 { finding.locale = key.locales[0] } else { finding.locales = key.locales }
        }
        let flowDevices = Set(group.values.map(\.flow)).reduce(into: Set<String>()) {
          $0.formUnion(flowDevices[key.problem.scenario]?[$1] ?? [])
        }
        if Set(key.devices) != flowDevices {
          if key.devices.count == 1 { finding.device = key.devices[0] } else { finding.devices = key.devices }
        }
        if Set(key.orientations) != orientations[key.problem.scenario] {
          if key.orientations.count == 1 {
            finding.orientation = key.orientations[0]
          } else {
            finding.orientations = key.orientations
          }
        }
        finding.flow = group.values[0].flow
        finding.step = group.values[0].step
        if group.values.count > 1 { finding.occurrences = group.values }
        return finding
      }
    }
  }
}
