import Announcements
import Diagnostics
import Foundation
import Navigation
import StringTables
import TextLayout
import UnicodeSupport

/// One scenario's run dimensions: its tables, locales, devices, orientations and designs.
struct RunPlan {
  let scenario: Scenario
  let store: StringStore
  let developmentLanguage: LocaleIdentifier
  let locales: [LocaleIdentifier]
  let devices: [DeviceProfile]
  let orientations: [TextLayout.Orientation]
  let iosVersions: [Int]
  let tableFindings: [Finding]
  let resolvers: ResolverPool

  init(scenario: Scenario, folder: URL, configuration: AuditConfiguration) throws {
    self.scenario = scenario
    let topLocation = SourceLocation(path: scenario.path, line: 1, column: 1)
    do {
      developmentLanguage = try LocaleIdentifier(canonicalizing: scenario.developmentLanguage)
    } catch {
      throw ScenarioError("invalid developmentLanguage '\(scenario.developmentLanguage)'", at: topLocation)
    }
    let tablePaths = scenario.tablePaths(inFolder: folder.path)
    store = try StringStore.load(paths: tablePaths, baseDirectory: configuration.workingDirectory, developmentLanguage: developmentLanguage)
    locales = try Self.locales(configuration.locales, scenario: scenario, store: store, developmentLanguage: developmentLanguage)
    devices = try Self.devices(configuration.devices, scenario: scenario)
    orientations = (configuration.orientations ?? ["portrait"]).compactMap(TextLayout.Orientation.init(rawValue:))
    iosVersions = configuration.iosVersions ?? scenario.ios ?? [18]
    tableFindings = store.diagnostics.map { Finding($0, scenario: scenario.path) }
    resolvers = ResolverPool(store: store, developmentLanguage: developmentLanguage)
  }

  /// The units of work: one per flow × device × orientation × design, each with every locale.
  func units(systemStrings: SystemStrings) -> [WorkUnit] {
    let simulator = NavigationSimulator(scenario: scenario)
    var units: [WorkUnit] = []
    for flow in scenario.flows {
      // Split views collapse and pick display modes by size class and orientation: the
      // flow is simulated once per distinct environment.
      var eventsByEnvironment: [SimulationEnvironment: [SimulationEvent]] = [:]
      let flowDevices = flow.device.flatMap { DeviceCatalog.device(named: $0) }.map { [$0] } ?? devices
      var first = true
      for device in flowDevices {
        for orientation in orientations {
          let environment = Self.environment(device, orientation)
          let events = eventsByEnvironment[environment] ?? simulator.simulate(flow, environment: environment)
          eventsByEnvironment[environment] = events
          for ios in iosVersions {
            units.append(WorkUnit(
              plan: self, flow: flow, events: events, device: device, orientation: orientation, ios: ios, isFirstOfFlow: first))
            first = false
          }
        }
      }
    }
    return units
  }

  /// The simulation environment of `device` starting in `orientation`.
  static func environment(_ device: DeviceProfile, _ orientation: TextLayout.Orientation) -> SimulationEnvironment {
    func sizeClass(_ orientation: TextLayout.Orientation) -> Navigation.SizeClass {
      device.geometry(orientation).horizontalSizeClass == .regular ? .regular : .compact
    }
    return SimulationEnvironment(
      portraitSizeClass: sizeClass(.portrait), landscapeSizeClass: sizeClass(.landscape),
      orientation: orientation == .landscape ? .landscape : .portrait)
  }

  private static func locales(_ selection: AuditConfiguration.Selection, scenario: Scenario, store: StringStore, developmentLanguage: LocaleIdentifier) throws -> [LocaleIdentifier] {
    let found = Set(store.locales + [developmentLanguage])
    var raw: [String]
    switch selection {
    case .all: return found.sorted()
    case .only(let list): raw = list
    case .scenarioDefault:
      guard let list = scenario.locales else { return found.sorted() }
      raw = list
    }
    var result: [LocaleIdentifier] = []
    for code in raw {
      do {
        result.append(try LocaleIdentifier(canonicalizing: code))
      } catch {
        throw AuditError.usage("invalid locale '\(code)'")
      }
    }
    return Array(Set(result)).sorted()
  }

  private static func devices(_ selection: AuditConfiguration.Selection, scenario: Scenario) throws -> [DeviceProfile] {
    let names: [String]
    switch selection {
    case .all: return DeviceCatalog.all
    case .only(let list): names = list
    case .scenarioDefault:
      guard let list = scenario.devices else { return DeviceCatalog.defaultSet }
      names = list
    }
    var result: [DeviceProfile] = []
    for name in names {
      do {
        result.append(try DeviceCatalog.named(name))
      } catch {
        throw AuditError.usage("\(error)")
      }
    }
    return result
  }
}
