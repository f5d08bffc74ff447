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
  /// Whether each scenario flow shows a split view on a phone (``phoneEvents``).
  let phoneShowsSplit: [Bool]
  /// The app's own fonts, loaded from its font files; `nil` when it ships none.
  var appFonts: (any AppFontMeasuring)?

  /// Plans the runs of one scenario whose inputs were checked (``inputs(of:folder:configuration:recordingInto:)``).
  ///
  /// The flows are simulated on up to `configuration.jobs` threads (``simulateOnPhone(_:workers:alongside:)``).
  init(scenario: Scenario, inputs: Inputs, configuration: AuditConfiguration) {
    self.scenario = scenario
    developmentLanguage = inputs.developmentLanguage
    store = inputs.store
    locales = inputs.locales
    devices = inputs.devices
    orientations = configuration.orientations ?? [.portrait]
    iosVersions = configuration.iosVersions ?? scenario.ios ?? [.standard]
    // Texts naming tables that do not exist are looked for while other threads simulate.
    var unknownTables: [Finding] = []
    let simulation = Self.simulateOnPhone(scenario, workers: configuration.jobs) {
      unknownTables = Self.unknownTableFindings(scenario, store: inputs.store)
    }
    phoneEvents = simulation.events
    phoneShowsSplit = simulation.showsSplit
    let unused = simulation.unused
    unusedScreenFlows = unused.compactMap { id in
      guard let root = scenario.standaloneRoot(for: id), let screen = scenario.screens[id] else { return nil }
      return Flow(name: "screen '\(id)' (in no flow)", device: nil, root: root, steps: [], location: screen.location)
    }
    var findings =
      store.diagnostics.map { Finding($0, scenario: scenario.path) }
      + unknownTables
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
  static func unknownTableFindings(_ scenario: Scenario, store: StringStore) -> [Finding] {
    // Most scenarios name no missing table: one visit of each screen's keys, in storage
    // order, with no list built and no literal copied, says so before any is looked up by id.
    // Each screen is read where the dictionary keeps it: a copy would retain it.
    let screens = scenario.screens.values
    let namesMissingTable = screens.indices.contains { index in
      var names = false
      screens[index].forEachLocalizedKey { key in
        if !names, !store.hasTable(named: key.table) { names = true }
      }
      return names
    }
    guard namesMissingTable else { return [] }
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

  /// The units of work: one per flow, each with every device × orientation × design and
  /// every locale.
  func units(metrics: MetricsProfile) -> [WorkUnit] {
    let simulator = NavigationSimulator(scenario: scenario)
    var units: [WorkUnit] = []
    // The bar constants of each design, looked up once for every flow.
    let designs = iosVersions.map { ($0, metrics.metrics(for: $0)) }
    let flowCount = scenario.flows.count
    // Devices the evaluation cannot tell apart are evaluated once a flow (``twins(of:)``).
    let deviceTwins = devices.count > 1 ? Self.twins(of: devices) : []
    for index in 0..<(flowCount + unusedScreenFlows.count) {
      let flow = index < flowCount ? scenario.flows[index] : unusedScreenFlows[index - flowCount]
      // Split views collapse and pick display modes by size class and orientation: a flow
      // that shows one is simulated once per distinct environment. Nothing else depends
      // on the environment, so any other flow is simulated once, for every device.
      let phone = index < phoneEvents.count ? phoneEvents[index] : simulator.simulate(flow, environment: .phone)
      let showsSplit =
        index < phoneShowsSplit.count
        ? phoneShowsSplit[index] : phone.contains { event in event.state.contexts.contains { $0.split != nil } }
      // Each environment's events and their number in the unit (``WorkUnit/Cell/simulation``).
      var eventsByEnvironment: [SimulationEnvironment: (events: [SimulationEvent], number: Int)] =
        showsSplit ? [.phone: (phone, 0)] : [:]
      let pinned = flow.device.flatMap { DeviceCatalog.device(named: $0) }
      let flowDevices = pinned.map { [$0] } ?? devices
      let twins = pinned == nil ? deviceTwins : []
      var cells: [WorkUnit.Cell] = []
      cells.reserveCapacity(flowDevices.count * orientations.count * designs.count)
      for (deviceIndex, device) in flowDevices.enumerated() {
        // The twin's cell of the same orientation and design: cells are device by device.
        let twinCells = deviceIndex < twins.count ? twins[deviceIndex].map { $0 * orientations.count } : nil
        for (orientationIndex, orientation) in orientations.enumerated() {
          var events = phone
          var simulation = 0
          if showsSplit {
            let environment = Self.environment(device, orientation)
            let simulated =
              eventsByEnvironment[environment]
              ?? (simulator.simulate(flow, environment: environment), eventsByEnvironment.count)
            eventsByEnvironment[environment] = simulated
            (events, simulation) = simulated
          }
          for (designIndex, (ios, barMetrics)) in designs.enumerated() {
            let twin = twinCells.map { ($0 + orientationIndex) * designs.count + designIndex }
            cells.append(
              WorkUnit.Cell(
                events: events, device: device, orientation: orientation, ios: ios, metrics: barMetrics, twin: twin,
                simulation: simulation))
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
