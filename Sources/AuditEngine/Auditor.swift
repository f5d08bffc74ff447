import Announcements
public import Diagnostics
import Foundation
import Navigation
import StoryboardImport
import StringTables
import Synchronization
public import TextLayout
import UnicodeSupport

/// Runs an audit: loads scenarios and tables, simulates every flow, and evaluates every
/// locale × device × orientation × iOS design.
///
/// The library never prints or exits. Bad input throws ``InputErrors`` holding every
/// mistake of every input, as a compiler reports them: a bad scenario file does not stop
/// the others from being read and checked. A command-line value that does not exist throws
/// ``AuditError``. Findings are data in the returned report. The report is the same for
/// any number of threads: work is split per flow and device and reassembled in order.
public struct Auditor: Sendable {
  public let configuration: AuditConfiguration
  /// Loads an app's font files (absolute paths) for measuring, what they lack measured
  /// with `fallback` (the system font's profile); errors are located at the file.
  public typealias FontLoader =
    @Sendable (_ files: [String], _ workingDirectory: String, _ fallback: FontProfile) throws -> any AppFontMeasuring
  /// How font files are loaded: the font library, or a stand-in in tests.
  let fontLoader: FontLoader

  public init(configuration: AuditConfiguration, fontLoader: @escaping FontLoader = Auditor.fontLibrary) {
    self.configuration = configuration
    self.fontLoader = fontLoader
  }

  /// Called with (units done, units in all) as work finishes, from any thread.
  public typealias ProgressHandler = @Sendable (_ done: Int, _ total: Int) -> Void

  /// Runs the audit and returns the report.
  ///
  /// - Parameter progress: told how many units of work (flow × device × orientation ×
  ///   design, each for every locale) are done; for progress displays only.
  public func run(progress: ProgressHandler? = nil) async throws -> AuditReport {
    var runs: [AuditReport.Run] = []
    let summary = try await run(progress: progress) { runs.append($0) }
    return AuditReport(runs: runs, findings: summary.findings)
  }

  /// Runs the audit, handing each run to `deliver` as soon as it and every run before it
  /// are evaluated, and returns what needs every run: the findings.
  ///
  /// The runs arrive in the order of ``AuditReport/runs`` (the same for any number of
  /// threads), on the calling thread. Only a few units' runs are alive at once — workers
  /// wait while `deliver` catches up — so a caller that writes each run out and lets it go
  /// audits any matrix in flat memory. An error of `deliver` stops the audit and is rethrown.
  public func run(
    progress: ProgressHandler? = nil, deliver: (AuditReport.Run) throws -> Void
  ) async throws -> AuditSummary {
    // The profiles do not depend on the scenarios: they are read while the scenarios load.
    let profile = ProfilePrefetch(configuration: configuration)
    var errors = InputErrors()
    let scenarios = loadScenarios(recordingInto: &errors)
    return try stream(consume scenarios, errors: errors, profile: profile, progress: progress, deliver: deliver)
  }

  /// Loads every scenario the configuration's paths name: scenario files as written, and
  /// each app's storyboards imported with generated flows.
  ///
  /// - Throws: ``InputErrors`` with the errors of every input that cannot be loaded.
  public func loadScenarios() throws(InputErrors) -> [LoadedScenario] {
    var errors = InputErrors()
    let loaded = loadScenarios(recordingInto: &errors)
    try errors.check()
    return loaded
  }

  /// The scenarios that load, some only in part; every error is recorded in `errors`.
  private func loadScenarios(recordingInto errors: inout InputErrors) -> [LoadedScenario] {
    let workingDirectory = configuration.workingDirectory
    var loaded: [LoadedScenario] = []
    for input in ScenarioDiscovery.inputs(
      configuration.paths, workingDirectory: workingDirectory, recordingInto: &errors)
    {
      switch input {
      case .scenario(let url, let displayPath):
        // A scenario with mistakes is kept as far as it could be read, so that its tables,
        // locales and devices are checked in the same run.
        if let scenario = ScenarioLoader.load(contentsOf: url, displayPath: displayPath, recordingInto: &errors) {
          loaded.append(LoadedScenario(scenario: scenario, folder: url.deletingLastPathComponent()))
        }
      case .storyboards(let app, let searchRoot):
        do {
          loaded.append(try LoadedScenario.importing(app, searchRoot: searchRoot, configuration: configuration))
        } catch {
          errors.append(error)
        }
      case .swiftSources(let folder, let searchRoot):
        do {
          loaded.append(
            try LoadedScenario.importing(swiftSources: folder, searchRoot: searchRoot, configuration: configuration))
        } catch {
          errors.append(error)
        }
      }
    }
    return loaded
  }

  /// Audits scenarios that are already loaded.
  public func run(_ scenarios: [LoadedScenario], progress: ProgressHandler? = nil) async throws -> AuditReport {
    var runs: [AuditReport.Run] = []
    let summary = try stream(scenarios, errors: InputErrors(), progress: progress) { runs.append($0) }
    return AuditReport(runs: runs, findings: summary.findings)
  }

  /// Audits scenarios that are already loaded, handing each run to `deliver` in report
  /// order as it is evaluated (``run(progress:deliver:)``).
  public func run(
    _ scenarios: [LoadedScenario], progress: ProgressHandler? = nil, deliver: (AuditReport.Run) throws -> Void
  ) async throws -> AuditSummary {
    try stream(scenarios, errors: InputErrors(), progress: progress, deliver: deliver)
  }

  /// How many units' results may be alive at once per worker: enough that a worker never
  /// waits for a slow unit before it, few enough that memory stays flat.
  static let windowPerWorker = 4

  /// Audits `scenarios` after checking each one, adding its mistakes to the `errors` of
  /// loading; throws them all together before any work is done. Runs go to `deliver` in
  /// unit order; only merged findings, budget samples of the current scenario and the
  /// steps' texts stay behind.
  private func stream(
    _ scenarios: consuming [LoadedScenario], errors loadErrors: InputErrors, profile: ProfilePrefetch? = nil,
    progress: ProgressHandler?, deliver: (AuditReport.Run) throws -> Void
  ) throws -> AuditSummary {
    let prepared = try prepare(scenarios, errors: loadErrors, profile: profile)
    // The plans hold the scenarios from here on: freed with them (``Disposal``).
    _ = consume scenarios
    var findings = prepared.findings
    var merger = FindingMerger()
    var runCount = 0
    // The development language's bars of the scenario being evaluated: units come
    // scenario by scenario, so each scenario's budgets are checked when its last unit is in.
    // The samples are kept as each unit's array, never copied into one.
    var pending: (plan: RunPlan, samples: [[BarSample]])?
    // The path of the scenario of `pending`.
    var pendingPath: String?
    func checkBudgets() {
      guard let (plan, samples) = pending else { return }
      // Translations wider than the budgets the development language's bars set, and than
      // the budgets their files state.
      let budgets = BudgetCalculator(plan: plan, measurer: prepared.measurer).budgets(samples)
      findings += BudgetCheck.findings(
        budgets: budgets, store: plan.store, locales: plan.locales, scenario: plan.scenario.path,
        measurer: prepared.measurer, appFonts: plan.appFonts)
      findings += BudgetCheck.statedFindings(
        store: plan.store, scenario: plan.scenario.path, measurer: prepared.measurer)
      pending = nil
      pendingPath = nil
      Disposal.release(plan)
      Disposal.release(samples)
    }
    let measurer = prepared.measurer
    let systemStrings = prepared.systemStrings
    let units = prepared.units
    // A worker evaluates a unit and hashes its findings' problems for the merger (a digest
    // each); the calling thread takes the units in order and only numbers and files them.
    // Units are handed over by number and read where the array keeps them: a copy of a unit
    // (with its plan's two dozen fields) would be made for the list and again by its worker.
    try OrderedParallelMap.forEach(
      Array(units.indices), workers: configuration.jobs, window: configuration.jobs * Self.windowPerWorker,
      progress: progress,
      { offset in
        let result = try units[offset].evaluate(measurer: measurer, systemStrings: systemStrings)
        // A run copied from a twin device's states its problems: their digests are reused,
        // but where a message names the device.
        var digests: [[Int]] = []
        digests.reserveCapacity(result.runs.count)
        for index in result.runs.indices {
          let original = index < result.copiedFrom.count ? result.copiedFrom[index] : nil
          digests.append(
            original.map { FindingMerger.digests(of: result.runs[index], copying: digests[$0]) }
              ?? FindingMerger.digests(of: result.runs[index]))
        }
        return (offset, result, digests)
      },
      consume: { (unit: consuming (offset: Int, result: WorkUnit.Result, digests: [[Int]])) in
        // The plan is compared by its scenario's path, read where the unit keeps it, and
        // copied only when a scenario starts: a copy (of `pending` too) retains its two
        // dozen fields, and there is one unit a flow.
        let path = prepared.units[unit.offset].plan.scenario.path
        if pendingPath == path {
          pending?.samples.append(unit.result.samples)
        } else {
          checkBudgets()
          pending = (prepared.units[unit.offset].plan, [unit.result.samples])
          pendingPath = path
        }
        // Runs are read in place, not copied out of the array.
        for index in unit.result.runs.indices {
          merger.add(unit.result.runs[index], digests: unit.digests[index])
          runCount += 1
          try deliver(unit.result.runs[index])
        }
        // The unit is freed beside the work, not here: thousands of steps, bars and
        // findings, allocated by the workers. Handed over whole, so that the last
        // reference is the disposal thread's.
        Disposal.release(unit)
      })
    checkBudgets()
    Disposal.releaseAtEnd(consume prepared)
    // Table and scenario findings are each one problem already; run findings are merged
    // across locales, devices, orientations and flows.
    findings = Array(Set(findings))
    merger.appendFindings(to: &findings)
    Finding.sort(&findings, workers: configuration.jobs)
    return AuditSummary(findings: findings, runCount: runCount)
  }

  /// The width budget of every key the bars of the configuration's scenarios show,
  /// computed from the development language's runs only.
  ///
  /// - Throws: ``InputErrors`` for inputs that cannot be used, ``AuditError`` for options.
  public func budgets() async throws -> BudgetReport {
    var errors = InputErrors()
    let scenarios = loadScenarios(recordingInto: &errors)
    let prepared = try prepare(scenarios, errors: errors)
    let results = try OrderedParallelMap.map(prepared.units, workers: configuration.jobs, progress: nil) { unit in
      try unit.evaluate(measurer: prepared.measurer, systemStrings: prepared.systemStrings, developmentOnly: true)
    }
    var budgets: [WidthBudget] = []
    for (plan, samples) in Self.samplesByPlan(prepared.units, results) {
      budgets += BudgetCalculator(plan: plan, measurer: prepared.measurer).budgets(samples)
    }
    return BudgetReport(budgets: budgets)
  }

  /// The development language's bars of each plan, in unit order.
  private static func samplesByPlan(
    _ units: [WorkUnit], _ results: [WorkUnit.Result]
  ) -> [(RunPlan, [[BarSample]])] {
    var grouped: [(RunPlan, [[BarSample]])] = []
    for (unit, result) in zip(units, results) {
      if let last = grouped.indices.last, grouped[last].0.scenario.path == unit.plan.scenario.path {
        grouped[last].1.append(result.samples)
      } else {
        grouped.append((unit.plan, [result.samples]))
      }
    }
    return grouped
  }

  /// What a run needs once its inputs are checked.
  private struct Prepared {
    var units: [WorkUnit]
    var findings: [Finding]
    var measurer: TextMeasurer
    var systemStrings: SystemStrings
  }

  /// Checks every scenario's inputs and plans its units; throws every error found.
  private func prepare(
    _ scenarios: [LoadedScenario], errors loadErrors: InputErrors, profile prefetched: ProfilePrefetch? = nil
  ) throws -> Prepared {
    var errors = loadErrors
    // The profiles and UIKit's texts are read, and the measurer built, while the scenarios
    // load; a caller that loaded them itself has them read now, the same way.
    let profiles = (prefetched ?? ProfilePrefetch(configuration: configuration)).profiles
    if let error = profiles.overlayError { errors.append(error) }
    let systemStrings = try profiles.systemStrings.get()
    let metrics = profiles.metrics
    if let error = profiles.metricsError { errors.append(error) }
    let measurer: TextMeasurer
    switch profiles.measurer {
    case .success(let built): measurer = built
    case .failure(let error):
      // Nothing can be measured without a profile: report it with what is known so far.
      errors.append(error)
      throw errors
    }
    var units: [WorkUnit] = []
    var findings: [Finding] = []
    var libraries: [[String]: any AppFontMeasuring] = [:]
    for loaded in scenarios {
      let inputs = try RunPlan.inputs(
        of: loaded.scenario, folder: loaded.folder, configuration: configuration, recordingInto: &errors)
      let fontFiles = AppFontFiles.files(for: loaded, configuration: configuration, recordingInto: &errors)
      if !fontFiles.isEmpty, libraries[fontFiles] == nil, errors.isEmpty {
        do {
          libraries[fontFiles] = try fontLoader(fontFiles, configuration.workingDirectory, measurer.profile)
        } catch let error as any LocatedError {
          errors.append(error)
        }
      }
      // Nothing is simulated once an error is known: the run stops before any work, and a
      // scenario with errors may name screens that do not exist.
      guard errors.isEmpty else { continue }
      var plan = RunPlan(scenario: loaded.scenario, inputs: inputs, configuration: configuration)
      plan.appFonts = libraries[fontFiles]
      findings += plan.tableFindings + loaded.issues.map { Finding($0, scenario: loaded.scenario.path) }
      // The first scenario's units are taken as they are, not copied one by one.
      let planned = plan.units(metrics: metrics)
      if units.isEmpty { units = planned } else { units += planned }
    }
    try errors.check()
    return Prepared(units: units, findings: findings, measurer: measurer, systemStrings: systemStrings)
  }
}

/// A problem with the options of a run (an unknown device or locale on the command line).
public enum AuditError: UsageError, Sendable, Hashable {
  case usage(String)

  public var description: String {
    switch self {
    case .usage(let message): message
    }
  }
}

/// What depends only on the options, read on a thread of its own while the scenarios load:
/// UIKit's texts (with a `--locales` overlay), the font and metrics profiles, and the text
/// measurer built from them. Reading them and building the measurer's tables is otherwise
/// time when one core waits.
private final class ProfilePrefetch: Sendable {
  /// What is read, with each error to report: the overlay's, UIKit's texts or theirs, the
  /// metrics profile (the default one when none is given or it cannot be read) and its
  /// error, and the measurer or the font profile's error.
  struct Profiles: Sendable {
    let overlayError: InputError?
    let systemStrings: Result<SystemStrings, SystemStringsError>
    let metrics: MetricsProfile
    let metricsError: MetricsProfileError?
    let measurer: Result<TextMeasurer, FontProfileError>
  }

  private let result = Mutex<Profiles?>(nil)
  private let read = DispatchGroup()

  init(configuration: AuditConfiguration) {
    DispatchQueue.global().async(group: read) { [self] in
      let profiles = Self.read(configuration)
      self.result.withLock { $0 = profiles }
    }
  }

  /// The profiles and the measurer, once read.
  var profiles: Profiles {
    read.wait()
    guard let profiles = result.withLock({ $0 }) else {
      preconditionFailure("the profiles are stored before the read leaves its group")
    }
    return profiles
  }

  private static func read(_ configuration: AuditConfiguration) -> Profiles {
    var overlay: BundleFolder?
    var overlayError: InputError?
    if let folder = configuration.localesDirectory {
      let resolved = ScenarioDiscovery.resolve(folder, in: configuration.workingDirectory).path
      do throws(InputError) {
        overlay = try LocaleOverlay.compile(folder: resolved)
      } catch {
        // Report the folder as the user wrote it, never as an absolute path.
        var location = error.location
        location.path = location.path.replacingOccurrences(of: resolved, with: folder)
        overlayError = InputError(
          error.message.replacingOccurrences(of: resolved, with: folder), at: location, notes: error.notes)
      }
    }
    let systemStrings = Result { () throws(SystemStringsError) in try SystemStrings(overlay: overlay) }
    var metrics = MetricsProfile()
    var metricsError: MetricsProfileError?
    if let path = configuration.metricsProfile {
      do throws(MetricsProfileError) {
        metrics = try MetricsProfile.load(contentsOfFile: path)
      } catch {
        metricsError = error
      }
    }
    let widthScales = metrics.widthScales
    let measurer = Result { () throws(FontProfileError) in
      TextMeasurer(profile: try FontProfile.resolve(path: configuration.fontProfile), widthScales: widthScales)
    }
    return Profiles(
      overlayError: overlayError, systemStrings: systemStrings, metrics: metrics, metricsError: metricsError,
      measurer: measurer)
  }
}
