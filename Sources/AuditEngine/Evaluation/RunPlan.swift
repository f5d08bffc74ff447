import Announcements
import Diagnostics
import Foundation
import Navigation
import StringTables
import TextLayout
import Traits
import UnicodeSupport

/// One scenario's run dimensions: its tables, locales, devices, orientations and designs.
struct RunPlan {
  let scenario: Scenario
  let store: StringStore
  let developmentLanguage: LocaleIdentifier
  let locales: [LocaleIdentifier]
  let devices: [DeviceProfile]
  let orientations: [Orientation]
  let iosVersions: [IOSVersion]
  let tableFindings: [Finding]
  /// The audited locales the app has no localization for: UIKit's texts are then the
  /// development language's.
  let unlocalizedLocales: Set<LocaleIdentifier>
  let resolvers: ResolverPool
  /// One flow for each screen that no flow of the scenario shows, so its texts and items
  /// are checked too.
  let unusedScreenFlows: [Flow]
  /// Each scenario flow simulated on a phone, computed once: it finds the unused screens,
  /// and the units of phones in portrait reuse it.
  let phoneEvents: [[SimulationEvent]]
  /// The app's own fonts, loaded from its font files; `nil` when it ships none.
  var appFonts: (any AppFontMeasuring)?

  /// Plans the runs of one scenario whose inputs were checked (``inputs(of:folder:configuration:recordingInto:)``).
  init(scenario: Scenario, inputs: Inputs, configuration: AuditConfiguration) {
    self.scenario = scenario
    developmentLanguage = inputs.developmentLanguage
    store = inputs.store
    locales = inputs.locales
    devices = inputs.devices
    orientations = configuration.orientations ?? [.portrait]
    iosVersions = configuration.iosVersions ?? scenario.ios ?? [.standard]
    let simulator = NavigationSimulator(scenario: scenario)
    phoneEvents = scenario.flows.map { simulator.simulate($0, environment: .phone) }
    let unused = Self.unusedScreens(scenario, phoneEvents: phoneEvents)
    unusedScreenFlows = unused.compactMap { id in
      guard let root = scenario.standaloneRoot(for: id), let screen = scenario.screens[id] else { return nil }
      return Flow(name: "screen '\(id)' (in no flow)", device: nil, root: root, steps: [], location: screen.location)
    }
    var findings =
      store.diagnostics.map { Finding($0, scenario: scenario.path) }
      + Self.unknownTableFindings(scenario, store: store)
      + unused.map { id in
        Finding(
          table: .unusedScreen, scenario: scenario.path, locale: nil,
          message: "screen '\(id)' is in no flow; navaudit audits it on its own",
          source: (scenario.screens[id]?.location ?? SourceLocation(path: scenario.path, line: 1, column: 1))
            .description)
      }
    resolvers = ResolverPool(store: store, developmentLanguage: developmentLanguage)
    let unlocalized = locales.filter { !inputs.store.isLocalized(for: $0) }
    unlocalizedLocales = Set(unlocalized)
    findings += unlocalized.map { [developmentLanguage] locale in
      Finding(
        table: .appNotLocalized, scenario: scenario.path, locale: locale.tag,
        message:
          "the app has no localization for '\(locale.tag)': UIKit draws and names 'Back' and its system items in the development language ('\(developmentLanguage.tag)')",
        source: scenario.location(ofField: "strings").description)
    }
    tableFindings = findings
  }

  /// The phrases of `locale`, with UIKit's texts in the development language when the app
  /// has no localization for `locale` (as iOS runs such an app in its development language).
  func phrases(for locale: LocaleIdentifier, systemStrings: SystemStrings) throws -> AnnouncementPhrases {
    let phrases = try systemStrings.phrases(for: locale)
    guard unlocalizedLocales.contains(locale) else { return phrases }
    return phrases.withUIKitTexts(from: try systemStrings.phrases(for: developmentLanguage))
  }

  /// A finding for each text that names a table the scenario's strings do not have.
  private static func unknownTableFindings(_ scenario: Scenario, store: StringStore) -> [Finding] {
    let known = store.tableNames
    var seen: Set<SourceLocation> = []
    var findings: [Finding] = []
    for case .localized(let key) in scenario.textReferences
    where !store.hasTable(named: key.table) && seen.insert(key.location).inserted {
      let hint =
        Suggestion.closest(to: key.table, in: known).map { "; did you mean '\($0)'?" }
        ?? (known.isEmpty
          ? "; no tables were found" : " (tables: \(known.prefix(5).map { "'\($0)'" }.joined(separator: ", ")))")
      findings.append(
        Finding(
          table: .unknownTable, scenario: scenario.path, locale: nil,
          message: "key '\(key.key)' names table '\(key.table)', which the scenario's strings do not have\(hint)",
          source: key.location.description))
    }
    return findings
  }

  /// The screens no flow shows at any step (simulated on a phone), in screen order.
  ///
  /// A container counts as shown when a screen it holds is; stand-ins for scenes of other
  /// bundles are never audited on their own.
  static func unusedScreens(_ scenario: Scenario, phoneEvents: [[SimulationEvent]]) -> [String] {
    var shown: Set<String> = []
    // Consecutive steps share their stacks' nodes: only the screens a stack has above what
    // it shares with the previous step's are hashed, so that a flow of 10,000 pushes costs
    // 10,000 names, not 50 million. Each context's stack and each of its tabs' is followed.
    for flowEvents in phoneEvents {
      var previous: [[ScreenStack]] = []
      for event in flowEvents {
        for (index, context) in event.state.contexts.enumerated() {
          if let split = context.split { shown.formUnion(split.allScreens) }
          let tabs = context.tabs?.tabs ?? []
          for tab in tabs { shown.insert(tab.screen) }
          if index == previous.count { previous.append([]) }
          // Slot 0 is the context's stack, slot n its tab n - 1's; each replaces the
          // previous step's in place.
          for slot in 0...tabs.count {
            let stack = slot == 0 ? context.stack : tabs[slot - 1].stack
            if slot < previous[index].count {
              stack.forEachScreen(above: previous[index][slot]) { shown.insert($0) }
              previous[index][slot] = stack
            } else {
              stack.forEachScreen(above: ScreenStack()) { shown.insert($0) }
              previous[index].append(stack)
            }
          }
          if previous[index].count > tabs.count + 1 { previous[index].removeSubrange((tabs.count + 1)...) }
        }
      }
    }
    func held(_ id: String) -> [String] {
      switch scenario.screens[id]?.container {
      case .navigation(let spec): spec.stack
      case .split(let spec): [spec.primary, spec.supplementary, spec.secondary, spec.compact].compactMap { $0 }
      case .tabs(let spec): spec.items
      case .bar(let items, _): items
      case .screen(let child, _): [child]
      case nil: []
      }
    }
    // Most screens are shown: the set answers for them before their screen is looked up.
    return scenario.screenOrder.filter { id in
      guard !shown.contains(id), let screen = scenario.screens[id], screen.storyboardReference == nil else {
        return false
      }
      return !held(id).contains { shown.contains($0) || held($0).contains(where: shown.contains) }
    }
  }

  /// The units of work: one per flow, each with every device × orientation × design and
  /// every locale.
  func units(metrics: MetricsProfile) -> [WorkUnit] {
    let simulator = NavigationSimulator(scenario: scenario)
    var units: [WorkUnit] = []
    for (index, flow) in (scenario.flows + unusedScreenFlows).enumerated() {
      // Split views collapse and pick display modes by size class and orientation: a flow
      // that shows one is simulated once per distinct environment. Nothing else depends
      // on the environment, so any other flow is simulated once, for every device.
      let phone = index < phoneEvents.count ? phoneEvents[index] : simulator.simulate(flow, environment: .phone)
      let showsSplit = phone.contains { event in event.state.contexts.contains { $0.split != nil } }
      var eventsByEnvironment: [SimulationEnvironment: [SimulationEvent]] = [.phone: phone]
      let flowDevices = flow.device.flatMap { DeviceCatalog.device(named: $0) }.map { [$0] } ?? devices
      var cells: [WorkUnit.Cell] = []
      for device in flowDevices {
        for orientation in orientations {
          let environment = showsSplit ? Self.environment(device, orientation) : .phone
          let events = eventsByEnvironment[environment] ?? simulator.simulate(flow, environment: environment)
          eventsByEnvironment[environment] = events
          for ios in iosVersions {
            cells.append(
              WorkUnit.Cell(
                events: events, device: device, orientation: orientation, ios: ios, metrics: metrics.metrics(for: ios)))
          }
        }
      }
      units.append(WorkUnit(plan: self, flow: flow, cells: cells))
    }
    return units
  }

  /// The simulation environment of `device` starting in `orientation`.
  static func environment(_ device: DeviceProfile, _ orientation: Orientation) -> SimulationEnvironment {
    func sizeClass(_ orientation: Orientation) -> SizeClass {
      device.geometry(orientation).horizontalSizeClass
    }
    return SimulationEnvironment(
      portraitSizeClass: sizeClass(.portrait), landscapeSizeClass: sizeClass(.landscape),
      orientation: orientation == .landscape ? .landscape : .portrait)
  }
}
