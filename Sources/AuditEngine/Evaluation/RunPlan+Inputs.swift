import Diagnostics
import Foundation
import Navigation
import StringTables
import TextLayout
import UnicodeSupport

extension RunPlan {
  /// The values of a scenario its runs depend on, each checked: its development language,
  /// tables, locales and devices.
  struct Inputs {
    let developmentLanguage: LocaleIdentifier
    let store: StringStore
    let locales: [LocaleIdentifier]
    let devices: [DeviceProfile]
  }

  /// Checks the values of `scenario` its runs depend on, recording every mistake in
  /// `errors`: a bad value does not stop the next one from being checked (a bad development
  /// language still lets the tables load, in English), so that one run reports them all.
  ///
  /// - Throws: ``AuditError`` for a command-line locale or device that does not exist: the
  ///   same for every scenario, so it is reported once, as a usage error.
  static func inputs(
    of scenario: Scenario, folder: URL, configuration: AuditConfiguration, recordingInto errors: inout InputErrors
  ) throws(AuditError) -> Inputs {
    let developmentLanguage = scenario.validatedDevelopmentLanguage(recordingInto: &errors)
    let tablePaths = scenario.checkedTablePaths(inFolder: folder.path, recordingInto: &errors)
    var store = StringStore(tables: [], developmentLanguage: developmentLanguage, diagnostics: [])
    do {
      store = try StringStore.load(
        paths: tablePaths, baseDirectory: configuration.workingDirectory, developmentLanguage: developmentLanguage)
    } catch {
      errors.append(error)
    }
    var locales = try locales(
      configuration.locales, scenario: scenario, store: store, developmentLanguage: developmentLanguage,
      recordingInto: &errors)
    if !configuration.pseudoLocales.isEmpty {
      store = store.addingPseudoLocales(configuration.pseudoLocales)
      locales = (locales + configuration.pseudoLocales.map(\.locale)).uniqueSorted()
    }
    let devices = try devices(configuration.devices, scenario: scenario, recordingInto: &errors)
    for flow in scenario.flows {
      guard let name = flow.device, DeviceCatalog.device(named: name) == nil else { continue }
      errors.append(
        ScenarioError(
          "flow '\(flow.name)': \(DeviceCatalogError.unknownDevice(name, suggestion: DeviceCatalog.suggestion(for: name)))",
          at: flow.location))
    }
    return Inputs(developmentLanguage: developmentLanguage, store: store, locales: locales, devices: devices)
  }

  /// The locales to audit. A command-line locale that does not exist throws; each bad
  /// locale of the scenario is recorded in `errors`.
  private static func locales(
    _ selection: AuditConfiguration.Selection, scenario: Scenario, store: StringStore,
    developmentLanguage: LocaleIdentifier,
    recordingInto errors: inout InputErrors
  ) throws(AuditError) -> [LocaleIdentifier] {
    let found = Set(store.locales + [developmentLanguage])
    switch selection {
    case .all:
      return found.sorted()
    case .only(let list):
      guard !list.isEmpty else { throw AuditError.usage("\(LocaleError.unknownLanguage("", suggestion: nil))") }
      return try list.map { code throws(AuditError) in
        do {
          return try LocaleIdentifier(validating: code)
        } catch {
          throw AuditError.usage("\(error)")
        }
      }.uniqueSorted()
    case .scenarioDefault:
      guard let list = scenario.locales else { return found.sorted() }
      guard !list.isEmpty else {
        errors.append(
          ScenarioError(
            "locales: \(LocaleError.unknownLanguage("", suggestion: nil))", at: scenario.location(ofField: "locales")))
        return []
      }
      return list.enumerated().compactMap { index, code in
        do {
          return try LocaleIdentifier(validating: code)
        } catch {
          errors.append(ScenarioError("locales: \(error)", at: scenario.location(ofField: "locales", index: index)))
          return nil
        }
      }.uniqueSorted()
    }
  }

  /// The devices to audit. A command-line device that does not exist throws; each bad
  /// device of the scenario is recorded in `errors`.
  private static func devices(
    _ selection: AuditConfiguration.Selection, scenario: Scenario, recordingInto errors: inout InputErrors
  ) throws(AuditError) -> [DeviceProfile] {
    switch selection {
    case .all:
      return DeviceCatalog.all
    case .only(let names):
      guard !names.isEmpty else {
        throw AuditError.usage("no devices given (expected names such as 'iPhone 16', or 'all')")
      }
      return try names.map { name throws(AuditError) in
        do {
          return try DeviceCatalog.named(name)
        } catch {
          throw AuditError.usage("\(error)")
        }
      }
    case .scenarioDefault:
      guard let names = scenario.devices else { return DeviceCatalog.defaultSet }
      return names.enumerated().compactMap { index, name in
        do {
          return try DeviceCatalog.named(name)
        } catch {
          errors.append(ScenarioError("devices: \(error)", at: scenario.location(ofField: "devices", index: index)))
          return nil
        }
      }
    }
  }
}

extension Array where Element == LocaleIdentifier {
  /// The locales without repeats, sorted.
  fileprivate func uniqueSorted() -> [LocaleIdentifier] {
    Array(Set(self)).sorted()
  }
}
