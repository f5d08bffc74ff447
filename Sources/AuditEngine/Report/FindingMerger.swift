import Traits

/// Merges the findings of many runs into one finding per problem, scoped to what it depends on.
///
/// A literal title is the same problem in 30 locales, 4 devices and 3 flows: reporting it
/// 120 times floods the report and, worse, labelling it with the first locale says it only
/// happens there. Findings with the same rule, scenario, message and source are one problem.
/// Its scope is found one dimension at a time — the locales it holds for at each device,
/// orientation and place, then the devices, then the orientations — so that a scope is only
/// ever claimed where every combination it names was seen; what does not factor stays as
/// separate findings. A dimension that covers everything audited is left out.
///
/// Everything is numbered as it comes in, so merging groups, sorts and compares integers: a
/// value's place in sorted order is looked up (``Ranks``), never found by comparing strings,
/// and a sorted list of values is itself one number (``ListNumbers``).
struct FindingMerger {
  /// The top-level findings for `runs`: one per problem and scope, with its occurrences.
  static func merge(_ runs: [AuditReport.Run]) -> [Finding] {
    var merger = FindingMerger()
    for run in runs { merger.add(run) }
    return merger.findings()
  }

  private var universe = Universe()
  // Every string is interned once, so that grouping hashes small integers, not messages.
  private var problems = Interner<Problem>()
  /// The scenario number of each problem.
  private var problemScenarios: [Int] = []
  private var scenarios = Interner<String>()
  private var locales = Interner<String>()
  private var devices = Interner<String>()
  private var orientations = Interner<Orientation>()
  private var flows = Interner<String>()
  private var places = Interner<Place>()
  /// Every occurrence, in the order first seen, each once.
  private var instances: [Scope] = []
  private var seen: Set<Scope> = []

  /// Takes the findings of one run, in report order. Only what merging needs is kept
  /// (interned occurrences and what was audited), never the run: an audit can hand its
  /// runs over one at a time and let them go.
  mutating func add(_ run: AuditReport.Run) {
    add(run, problems: Self.problems(of: run))
  }

  /// The problem of each finding of `run`, in order, each hashed: built on any thread (a
  /// worker, as the run is evaluated), so that ``add(_:problems:)``, which runs in report
  /// order on one thread, hashes integers instead of messages.
  static func problems(of run: AuditReport.Run) -> [Problem] {
    var problems: [Problem] = []
    // Steps are read in place: iterating `run.steps` would copy each step out.
    for step in run.steps.indices {
      for finding in run.steps[step].findings {
        problems.append(
          Problem(rule: finding.rule, scenario: finding.scenario, message: finding.message, source: finding.source))
      }
    }
    return problems
  }

  /// Takes the findings of one run, whose problems are `problems` (``problems(of:)``).
  mutating func add(_ run: AuditReport.Run, problems runProblems: [Problem]) {
    let scenario = scenarios.number(run.scenario)
    let runLocale = locales.number(run.locale)
    let runDevice = devices.number(run.device)
    let runOrientation = orientations.number(run.orientation)
    let runFlow = flows.number(run.flow)
    universe.add(scenario: scenario, locale: runLocale, device: runDevice, orientation: runOrientation, flow: runFlow)
    var next = runProblems.startIndex
    for step in run.steps.indices {
      for finding in run.steps[step].findings {
        let problem = problems.number(runProblems[next])
        next += 1
        if problem == problemScenarios.count {
          problemScenarios.append(Self.number(finding.scenario, run.scenario, scenario, in: &scenarios))
        }
        // Most findings name their run's values: those are not hashed again.
        let orientation = finding.orientation.map { $0 == run.orientation ? runOrientation : orientations.number($0) }
        let place = Place(flow: Self.number(finding.flow, run.flow, runFlow, in: &flows), step: finding.step ?? 0)
        let instance = Scope(
          problem: problem, locale: Self.number(finding.locale, run.locale, runLocale, in: &locales),
          device: Self.number(finding.device, run.device, runDevice, in: &devices),
          orientation: orientation ?? runOrientation, place: places.number(place))
        if seen.insert(instance).inserted { instances.append(instance) }
      }
    }
  }

  /// The number of a finding's `value`, or of its run's when it names none or the same.
  private static func number(
    _ value: String?, _ runValue: String, _ runNumber: Int, in interner: inout Interner<String>
  ) -> Int {
    guard let value, value != runValue else { return runNumber }
    return interner.number(value)
  }

  /// The merged findings of every run added so far.
  func findings() -> [Finding] {
    var findings: [Finding] = []
    appendFindings(to: &findings)
    return findings
  }

  /// Appends the merged findings of every run added so far to `findings`, in place.
  func appendFindings(to findings: inout [Finding]) {
    var localeLists = ListNumbers()
    var deviceLists = ListNumbers()
    var orientationLists = ListNumbers()
    // Locales at each device, orientation and place; then devices for each locale list at
    // each orientation and place; then orientations for each locale and device list at each place.
    let byLocale = Self.factor(instances, .locale, order: Ranks(locales.values), into: &localeLists)
    let byDevice = Self.factor(byLocale, .device, order: Ranks(devices.values), into: &deviceLists)
    let byOrientation = Self.factor(byDevice, .orientation, order: Ranks(orientations.values), into: &orientationLists)
    // The places of each problem and scope.
    let byPlace = FlatGroups(count: byOrientation.count) { byOrientation[$0].without(.place) }

    findings.reserveCapacity(findings.count + byPlace.count)
    // Reused for every group: a list's numbers, and the flows of a group's places.
    var numbers: [Int] = []
    var groupFlows: [Int] = []
    for group in 0..<byPlace.count {
      let members = byPlace.members(group)
      let scope = byOrientation[members[members.startIndex]]
      let problem = problems[scope.problem]
      let scenario = problemScenarios[scope.problem]
      var finding = Finding(
        rule: problem.rule, scenario: problem.scenario, locale: nil, message: problem.message, source: problem.source)

      localeLists.elements(scope.locale, into: &numbers)
      if !Self.isEvery(numbers, of: universe.locales[scenario]) {
        if numbers.count == 1 {
          finding.locale = locales[numbers[0]]
        } else {
          finding.locales = numbers.map { locales[$0] }
        }
      }

      groupFlows.removeAll(keepingCapacity: true)
      for member in members { groupFlows.append(places[byOrientation[member].place].flow) }
      deviceLists.elements(scope.device, into: &numbers)
      if !Self.isEvery(numbers, of: universe.devices(scenario, flows: groupFlows)) {
        if numbers.count == 1 {
          finding.device = devices[numbers[0]]
        } else {
          finding.devices = numbers.map { devices[$0] }
        }
      }

      orientationLists.elements(scope.orientation, into: &numbers)
      if !Self.isEvery(numbers, of: universe.orientations[scenario]) {
        if numbers.count == 1 {
          finding.orientation = orientations[numbers[0]]
        } else {
          finding.orientations = numbers.map { orientations[$0] }
        }
      }

      let first = places[scope.place]
      finding.flow = flows[first.flow]
      finding.step = first.step
      if members.count > 1 {
        finding.occurrences = members.map { member in
          let place = places[byOrientation[member].place]
          return Finding.Occurrence(flow: flows[place.flow], step: place.step)
        }
      }
      findings.append(finding)
    }
  }

  /// Scopes that differ only in `dimension` made one, whose `dimension` numbers the sorted
  /// list of theirs; in the order first seen.
  private static func factor(
    _ scopes: [Scope], _ dimension: Scope.Dimension, order: Ranks, into lists: inout ListNumbers
  ) -> [Scope] {
    let groups = FlatGroups(count: scopes.count) { scopes[$0].without(dimension) }
    var factored: [Scope] = []
    factored.reserveCapacity(groups.count)
    var values: [Int] = []
    for group in 0..<groups.count {
      let members = groups.members(group)
      var scope = scopes[members[members.startIndex]]
      values.removeAll(keepingCapacity: true)
      for member in members { values.append(scopes[member][dimension]) }
      if values.count > 1 { order.sort(&values) }
      scope[dimension] = lists.number(values)
      factored.append(scope)
    }
    return factored
  }

  /// Whether `values` (each once) are every value of `all`.
  private static func isEvery(_ values: [Int], of all: Set<Int>?) -> Bool {
    guard let all, all.count == values.count else { return false }
    return values.allSatisfy { all.contains($0) }
  }

  /// What a finding says and where it is fixed: the same problem wherever it is seen.
  ///
  /// Hashed once, where it is made: a problem is looked up by its hash, its strings are
  /// compared only when the hashes are equal.
  struct Problem: Hashable, Sendable {
    let rule: RuleID
    let scenario: String
    let message: String
    let source: String
    private let hash: Int

    init(rule: RuleID, scenario: String, message: String, source: String) {
      self.rule = rule
      self.scenario = scenario
      self.message = message
      self.source = source
      var hasher = Hasher()
      hasher.combine(rule)
      hasher.combine(scenario)
      hasher.combine(message)
      hasher.combine(source)
      hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }

    static func == (lhs: Problem, rhs: Problem) -> Bool {
      lhs.hash == rhs.hash && lhs.rule == rhs.rule && lhs.scenario == rhs.scenario && lhs.message == rhs.message
        && lhs.source == rhs.source
    }
  }

  /// A flow's number and a step in it.
  struct Place: Hashable, Sendable {
    var flow: Int
    var step: Int
  }

  /// What was audited, in numbers: every scenario's locales and orientations, and each flow's devices.
  private struct Universe {
    var locales: [Int: Set<Int>] = [:]
    var orientations: [Int: Set<Int>] = [:]
    var flowDevices: [Flow: Set<Int>] = [:]

    struct Flow: Hashable {
      var scenario: Int
      var flow: Int
    }

    mutating func add(scenario: Int, locale: Int, device: Int, orientation: Int, flow: Int) {
      locales[scenario, default: []].insert(locale)
      orientations[scenario, default: []].insert(orientation)
      flowDevices[Flow(scenario: scenario, flow: flow), default: []].insert(device)
    }

    /// Every device that ran any of `flows` (numbers, repeats allowed) of `scenario`.
    func devices(_ scenario: Int, flows: [Int]) -> Set<Int> {
      let first = flowDevices[Flow(scenario: scenario, flow: flows[0])] ?? []
      guard flows.contains(where: { $0 != flows[0] }) else { return first }
      return flows.reduce(into: first) { $0.formUnion(flowDevices[Flow(scenario: scenario, flow: $1)] ?? []) }
    }
  }
}
