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
  private var locales = Interner<String>()
  private var devices = Interner<String>()
  private var places = Interner<Place>()
  private var instances: [Instance] = []
  private var seen: Set<Instance> = []

  /// Takes the findings of one run, in report order. Only what merging needs is kept
  /// (interned occurrences and what was audited), never the run: an audit can hand its
  /// runs over one at a time and let them go.
  mutating func add(_ run: AuditReport.Run) {
    universe.add(run)
    let runLocale = locales.number(run.locale)
    let runDevice = devices.number(run.device)
    for step in run.steps {
      for finding in step.findings {
        let problem = Problem(
          rule: finding.rule, scenario: finding.scenario, message: finding.message, source: finding.source)
        let instance = Instance(
          problem: problems.number(problem), locale: finding.locale.map { locales.number($0) } ?? runLocale,
          device: finding.device.map { devices.number($0) } ?? runDevice,
          orientation: finding.orientation ?? run.orientation,
          place: places.number(Place(flow: finding.flow ?? run.flow, step: finding.step ?? 0)))
        if seen.insert(instance).inserted { instances.append(instance) }
      }
    }
  }

  /// The merged findings of every run added so far.
  func findings() -> [Finding] {
    // Locales at each device, orientation and place.
    let byLocale = OrderedGroups(
      instances,
      key: { LocaleKey(problem: $0.problem, device: $0.device, orientation: $0.orientation, place: $0.place) },
      value: \.locale)
    // Devices for each locale set at each orientation and place.
    let byDevice = OrderedGroups(
      byLocale.groups,
      key: {
        DeviceKey(
          problem: $0.key.problem, locales: $0.values.sorted { locales[$0] < locales[$1] },
          orientation: $0.key.orientation, place: $0.key.place)
      }, value: \.key.device)
    // Orientations for each locale and device set at each place.
    let byOrientation = OrderedGroups(
      byDevice.groups,
      key: {
        OrientationKey(
          problem: $0.key.problem, locales: $0.key.locales, devices: $0.values.sorted { devices[$0] < devices[$1] },
          place: $0.key.place)
      }, value: \.key.orientation)
    // The places of each problem and scope.
    let byPlace = OrderedGroups(
      byOrientation.groups,
      key: {
        ScopeKey(
          problem: $0.key.problem, locales: $0.key.locales, devices: $0.key.devices, orientations: $0.values.sorted())
      }, value: \.key.place)

    return byPlace.groups.map { group in
      let problem = problems[group.key.problem]
      let groupPlaces = group.values.map { places[$0] }
      var finding = Finding(
        rule: problem.rule, scenario: problem.scenario, locale: nil, message: problem.message, source: problem.source)
      let groupLocales = group.key.locales.map { locales[$0] }
      if Set(groupLocales) != universe.locales[problem.scenario] {
        if groupLocales.count == 1 { finding.locale = groupLocales[0] } else { finding.locales = groupLocales }
      }
      let groupDevices = group.key.devices.map { devices[$0] }
      if Set(groupDevices) != universe.devices(problem.scenario, flows: groupPlaces.map(\.flow)) {
        if groupDevices.count == 1 { finding.device = groupDevices[0] } else { finding.devices = groupDevices }
      }
      let orientations = group.key.orientations
      if Set(orientations) != universe.orientations[problem.scenario] {
        if orientations.count == 1 {
          finding.orientation = orientations[0]
        } else {
          finding.orientations = orientations
        }
      }
      finding.flow = groupPlaces[0].flow
      finding.step = groupPlaces[0].step
      if groupPlaces.count > 1 {
        finding.occurrences = groupPlaces.map { Finding.Occurrence(flow: $0.flow, step: $0.step) }
      }
      return finding
    }
  }

  /// What a finding says and where it is fixed: the same problem wherever it is seen.
  struct Problem: Hashable, Sendable {
    var rule: RuleID
    var scenario: String
    var message: String
    var source: String
  }

  struct Place: Hashable, Sendable {
    var flow: String
    var step: Int
  }

  /// One occurrence of a problem, every part interned.
  private struct Instance: Hashable {
    var problem: Int
    var locale: Int
    var device: Int
    var orientation: Orientation
    var place: Int
  }

  private struct LocaleKey: Hashable { var problem: Int, device: Int, orientation: Orientation, place: Int }
  private struct DeviceKey: Hashable { var problem: Int, locales: [Int], orientation: Orientation, place: Int }
  private struct OrientationKey: Hashable { var problem: Int, locales: [Int], devices: [Int], place: Int }
  private struct ScopeKey: Hashable {
    var problem: Int, locales: [Int], devices: [Int], orientations: [Orientation]
  }

  /// What was audited: every scenario's locales and orientations, and each flow's devices.
  private struct Universe {
    var locales: [String: Set<String>] = [:]
    var orientations: [String: Set<Orientation>] = [:]
    var flowDevices: [String: [String: Set<String>]] = [:]

    mutating func add(_ run: AuditReport.Run) {
      locales[run.scenario, default: []].insert(run.locale)
      orientations[run.scenario, default: []].insert(run.orientation)
      flowDevices[run.scenario, default: [:]][run.flow, default: []].insert(run.device)
    }

    func devices(_ scenario: String, flows: [String]) -> Set<String> {
      Set(flows).reduce(into: Set<String>()) { $0.formUnion(flowDevices[scenario]?[$1] ?? []) }
    }
  }
}

/// Values grouped by key, keys and values each in first-seen order, without repeats.
private struct OrderedGroups<Key: Hashable, Value: Hashable> {
  private(set) var groups: [(key: Key, values: [Value])] = []

  init<Element>(_ elements: [Element], key: (Element) -> Key, value: (Element) -> Value) {
    var index: [Key: Int] = [:]
    index.reserveCapacity(elements.count)
    // One set for every group's values: a set per group was an allocation per finding.
    var seen: Set<Member> = []
    seen.reserveCapacity(elements.count)
    for element in elements {
      let groupKey = key(element)
      let item = value(element)
      if let position = index[groupKey] {
        if seen.insert(Member(group: position, value: item)).inserted { groups[position].values.append(item) }
      } else {
        index[groupKey] = groups.count
        seen.insert(Member(group: groups.count, value: item))
        groups.append((groupKey, [item]))
      }
    }
  }

  /// A value in the group at `group`.
  private struct Member: Hashable {
    var group: Int
    var value: Value
  }
}
