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
/// Everything is numbered as it comes in (a place is already numbers: its flow's and its
/// step), so merging groups, sorts and compares integers: a value's place in sorted order
/// is looked up (``Ranks``), never found by comparing strings, and a sorted list of values
/// is itself one number (``ListNumbers``).
struct FindingMerger {
  /// The top-level findings for `runs`: one per problem and scope, with its occurrences.
  static func merge(_ runs: [AuditReport.Run]) -> [Finding] {
    var merger = FindingMerger()
    for run in runs { merger.add(run) }
    return merger.findings()
  }

  private var universe = Universe()
  // Every string is interned once, so that grouping hashes small integers, not messages.
  // Problems are found by the digest a worker hashed them to (``digests(of:)``).
  private var problems = DigestInterner<Problem>()
  /// The scenario number of each problem.
  private var problemScenarios: [Int] = []
  private var scenarios = Interner<String>()
  private var locales = Interner<String>()
  private var devices = Interner<String>()
  private var orientations = Interner<Orientation>()
  private var flows = Interner<String>()
  /// Every occurrence, in the order first seen, each once.
  private var instances: [Scope] = []
  /// The occurrences of problems seen more than once, to tell a repeat from a new one. A
  /// problem's first occurrence is only put here when a second one comes: most problems
  /// are seen once, and are never hashed.
  private var seen: Set<Scope> = []
  /// Per problem: how many occurrences it has, and where its first is in `instances`.
  private var instanceCounts: [Int] = []
  private var firstInstances: [Int] = []
  /// Per problem: its finding as first seen (what it says and its first place), made while
  /// the runs are evaluated, so that a problem seen once only gets its scope at the end.
  private var firstFindings: [Finding?] = []

  /// Takes the findings of one run, in report order. Only what merging needs is kept
  /// (interned occurrences and what was audited), never the run: an audit can hand its
  /// runs over one at a time and let them go.
  mutating func add(_ run: AuditReport.Run) {
    add(run, digests: Self.digests(of: run))
  }

  /// Takes the findings of one run, the digests of whose problems are `digests`
  /// (``digests(of:)``; a finding past their end is hashed here).
  mutating func add(_ run: AuditReport.Run, digests: [Int]) {
    let scenario = scenarios.number(run.scenario)
    let runLocale = locales.number(run.locale)
    let runDevice = devices.number(run.device)
    let runOrientation = orientations.number(run.orientation)
    let runFlow = flows.number(run.flow)
    universe.add(scenario: scenario, locale: runLocale, device: runDevice, orientation: runOrientation, flow: runFlow)
    var next = 0
    for step in run.steps.indices {
      for finding in run.steps[step].findings {
        let digest = next < digests.count ? digests[next] : Problem.digest(of: finding)
        next += 1
        // A new problem keeps its finding's text as the finding keeps it (``Problem/init(of:digest:)``).
        let problem = problems.number(
          digest: digest, matches: { $0.matches(finding) }, make: { Problem(of: finding, digest: digest) })
        let isNew = problem == problemScenarios.count
        if isNew {
          problemScenarios.append(Self.number(finding.scenario, run.scenario, scenario, in: &scenarios))
        }
        // Most findings name their run's values: those are not hashed again.
        let orientation = finding.orientation.map { $0 == run.orientation ? runOrientation : orientations.number($0) }
        let instance = Scope(
          problem: problem, locale: Self.number(finding.locale, run.locale, runLocale, in: &locales),
          device: Self.number(finding.device, run.device, runDevice, in: &devices),
          orientation: orientation ?? runOrientation,
          place: Place(flow: Self.number(finding.flow, run.flow, runFlow, in: &flows), step: finding.step ?? 0))
        if isNew {
          instanceCounts.append(1)
          firstInstances.append(instances.count)
          instances.append(instance)
          firstFindings.append(firstFinding(problem, at: instance.place))
          continue
        }
        if instanceCounts[problem] == 1 { seen.insert(instances[firstInstances[problem]]) }
        if seen.insert(instance).inserted {
          instances.append(instance)
          instanceCounts[problem] += 1
        }
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

  /// The merged findings of every run added so far; the merger is left as if new.
  mutating func findings() -> [Finding] {
    var findings: [Finding] = []
    appendFindings(to: &findings)
    return findings
  }

  /// Appends the merged findings of every run added so far to `findings`, in the order of
  /// their first occurrences; the merger is left as if new.
  ///
  /// Each problem is merged on its own (every grouping key holds it): a problem seen once is
  /// one finding of one locale, device and orientation, and only needs its scope checked
  /// against what was audited; the others are factored together (``factor(_:_:order:into:)``).
  mutating func appendFindings(to findings: inout [Finding]) {
    // Each finding at the position in `instances` of its first occurrence.
    var merged = [Finding?](repeating: nil, count: instances.count)
    mergeSingles(into: &merged)
    mergeRepeated(into: &merged)
    for position in merged.indices {
      if let finding = merged[position].take() { findings.append(finding) }
    }
    // Its tables are freed beside the rest of the audit.
    var done = FindingMerger()
    swap(&self, &done)
    Disposal.releaseAtEnd(consume done)
  }

  /// The finding of each problem seen once, from the finding made when it was seen.
  ///
  /// A scope of one value is every value when that is the only one audited: the only
  /// locale and orientation of each scenario and the only device of each flow are looked up
  /// once, and again only when they change from one problem to the next.
  private mutating func mergeSingles(into merged: inout [Finding?]) {
    // The scenario and flow of the last lookup, and their only values (-1 for several).
    var scenario = -1
    var onlyLocale = -1
    var onlyOrientation = -1
    var flow = Universe.Flow(scenario: -1, flow: -1)
    var onlyDevice = -1
    for problem in instanceCounts.indices where instanceCounts[problem] == 1 {
      let position = firstInstances[problem]
      let scope = instances[position]
      let place = scope.place
      if problemScenarios[problem] != scenario {
        scenario = problemScenarios[problem]
        onlyLocale = Self.only(universe.locales[scenario])
        onlyOrientation = Self.only(universe.orientations[scenario])
      }
      if flow.scenario != scenario || flow.flow != place.flow {
        flow = Universe.Flow(scenario: scenario, flow: place.flow)
        onlyDevice = Self.only(universe.flowDevices[flow])
      }
      // Moved, not copied: a finding in the scope of everything audited is not even read.
      swap(&merged[position], &firstFindings[problem])
      if merged[position] == nil { merged[position] = firstFinding(problem, at: place) }
      if scope.locale != onlyLocale { merged[position]?.locale = locales[scope.locale] }
      if scope.device != onlyDevice { merged[position]?.device = devices[scope.device] }
      if scope.orientation != onlyOrientation { merged[position]?.orientation = orientations[scope.orientation] }
    }
  }

  /// The one value of `values`; -1 when there are several or none.
  private static func only(_ values: Set<Int>?) -> Int {
    guard let values, values.count == 1, let value = values.first else { return -1 }
    return value
  }

  /// The findings of the problems seen more than once: their occurrences factored by locale,
  /// device and orientation, then grouped by place.
  private func mergeRepeated(into merged: inout [Finding?]) {
    var scopes: [Scope] = []
    // Where each scope's first occurrence is in `instances`.
    var origins: [Int] = []
    for position in instances.indices where instanceCounts[instances[position].problem] > 1 {
      scopes.append(instances[position])
      origins.append(position)
    }
    guard !scopes.isEmpty else { return }
    var localeLists = ListNumbers()
    var deviceLists = ListNumbers()
    var orientationLists = ListNumbers()
    // Locales at each device, orientation and place; then devices for each locale list at
    // each orientation and place; then orientations for each locale and device list at each place.
    Self.factor(&scopes, &origins, .locale, order: Ranks(locales.values), into: &localeLists)
    Self.factor(&scopes, &origins, .device, order: Ranks(devices.values), into: &deviceLists)
    Self.factor(&scopes, &origins, .orientation, order: Ranks(orientations.values), into: &orientationLists)
    let byOrientation = scopes
    // The places of each problem and scope.
    let byPlace = FlatGroups(count: byOrientation.count) { byOrientation[$0].withoutPlace() }

    // Reused for every group: a list's numbers, and the flows of a group's places.
    var numbers: [Int] = []
    var groupFlows: [Int] = []
    for group in 0..<byPlace.count {
      let members = byPlace.members(group)
      let scope = byOrientation[members[members.startIndex]]
      let scenario = problemScenarios[scope.problem]
      let first = scope.place
      var finding = firstFindings[scope.problem] ?? firstFinding(scope.problem, at: first)

      localeLists.elements(scope.locale, into: &numbers)
      if !Self.isEvery(numbers, of: universe.locales[scenario]) {
        if numbers.count == 1 {
          finding.locale = locales[numbers[0]]
        } else {
          finding.locales = numbers.map { locales[$0] }
        }
      }

      groupFlows.removeAll(keepingCapacity: true)
      for member in members { groupFlows.append(byOrientation[member].place.flow) }
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

      finding.flow = flows[first.flow]
      finding.step = first.step
      if members.count > 1 {
        finding.occurrences = members.map { member in
          let place = byOrientation[member].place
          return Finding.Occurrence(flow: flows[place.flow], step: place.step)
        }
      }
      merged[origins[members[members.startIndex]]] = finding
    }
  }

  /// A problem's finding with no scope yet, at `place`.
  private func firstFinding(_ problem: Int, at place: Place) -> Finding {
    let problem = problems[problem]
    return Finding(
      rule: problem.rule, scenario: problem.scenario, message: problem.message, source: problem.source,
      flow: flows[place.flow], step: place.step)
  }

  /// Makes scopes that differ only in `dimension` one, whose `dimension` numbers the sorted
  /// list of theirs, in the order first seen; `origins` follow, each group keeping its first.
  private static func factor(
    _ scopes: inout [Scope], _ origins: inout [Int], _ dimension: Scope.Dimension, order: Ranks,
    into lists: inout ListNumbers
  ) {
    let groups = FlatGroups(count: scopes.count) { scopes[$0].without(dimension) }
    var factored: [Scope] = []
    factored.reserveCapacity(groups.count)
    var factoredOrigins: [Int] = []
    factoredOrigins.reserveCapacity(groups.count)
    var values: [Int] = []
    for group in 0..<groups.count {
      let members = groups.members(group)
      var scope = scopes[members[members.startIndex]]
      values.removeAll(keepingCapacity: true)
      for member in members { values.append(scopes[member][dimension]) }
      if values.count > 1 { order.sort(&values) }
      scope[dimension] = lists.number(values)
      factored.append(scope)
      factoredOrigins.append(origins[members[members.startIndex]])
    }
    scopes = factored
    origins = factoredOrigins
  }

  /// Whether `values` (each once) are every value of `all`.
  private static func isEvery(_ values: [Int], of all: Set<Int>?) -> Bool {
    guard let all, all.count == values.count else { return false }
    return values.allSatisfy { all.contains($0) }
  }

  /// What a finding says and where it is fixed: the same problem wherever it is seen.
  ///
  /// Kept as the finding it was first seen in (one reference: its rule, scenario, message
  /// and source are read from it), so that numbering a new problem copies and retains one
  /// reference, and the merger's list of problems is two words a problem. Hashed once, where
  /// it is made (``digest``): a problem is found by its digest, its texts are compared only
  /// when the digests are equal.
  struct Problem: Hashable, Sendable {
    /// The finding the problem was first seen in: only its rule, scenario, message and
    /// source are read.
    private let finding: Finding
    /// The digest of the four (``digest(rule:scenario:message:source:)``).
    let digest: Int

    var rule: RuleID { finding.rule }
    var scenario: String { finding.scenario }
    var message: Finding.Message { finding.messageParts }
    var source: Finding.Source { finding.sourceParts }

    init(rule: RuleID, scenario: String, message: String, source: String) {
      self.init(
        of: Finding(rule: rule, scenario: scenario, locale: nil, message: message, source: source),
        digest: Self.digest(rule: rule, scenario: scenario, message: message, source: source))
    }

    /// The problem of `finding`, whose digest is `digest`: the finding is kept as it is
    /// (its message and source as pieces that share the text the run holds), nothing copied.
    init(of finding: Finding, digest: Int) {
      self.finding = finding
      self.digest = digest
    }

    /// The digest of a problem: equal problems (equal strings, as `String` compares them)
    /// have equal digests (``ProblemDigest``: no text is normalized).
    static func digest(rule: RuleID, scenario: String, message: String, source: String) -> Int {
      digest(rule: rule, scenario: scenario, message: Finding.Message(message), source: Finding.Source(source))
    }

    /// The digest of a problem whose message and source are kept as pieces: the digest of
    /// the text they spell. The scenario is left out: a run's findings are of one scenario,
    /// and problems of several are told apart by their texts.
    static func digest(rule: RuleID, scenario: String, message: Finding.Message, source: Finding.Source) -> Int {
      var digest = ProblemDigest()
      digest.mix(rule.hashValue)
      message.digest(into: &digest)
      digest.mix(0)
      source.digest(into: &digest)
      return digest.finalized
    }

    /// The digest of the problem of `finding`.
    static func digest(of finding: Finding) -> Int {
      digest(
        rule: finding.rule, scenario: finding.scenario, message: finding.messageParts, source: finding.sourceParts)
    }

    /// Whether `finding` states this problem.
    func matches(_ other: Finding) -> Bool {
      finding.rule == other.rule && finding.sourceParts == other.sourceParts
        && finding.messageParts == other.messageParts && finding.scenario == other.scenario
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }

    static func == (lhs: Problem, rhs: Problem) -> Bool {
      lhs.digest == rhs.digest && lhs.rule == rhs.rule && lhs.scenario == rhs.scenario && lhs.message == rhs.message
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
