import Foundation
public import Traits
public import UnicodeSupport

/// What an audit covers and how: inputs and run dimensions.
public struct AuditConfiguration: Sendable, Hashable {
  /// A selection of values: the scenario's own, everything, or an explicit list.
  public enum Selection: Sendable, Hashable {
    case scenarioDefault
    case all
    case only([String])
  }

  /// Scenario files or folders, as the user typed them.
  public var paths: [String]
  /// The folder relative paths are resolved from, and reported relative to.
  public var workingDirectory: String
  public var locales: Selection
  public var devices: Selection
  public var orientations: [Orientation]?
  /// The iOS versions to audit; nil for the scenario's, else ``IOSVersion/standard``.
  public var iosVersions: [IOSVersion]?
  /// A folder of ICU bundles that overrides navaudit's own system strings.
  public var localesDirectory: String?
  /// A font profile file that replaces the embedded one.
  public var fontProfile: String?
  /// A metrics profile (from `navaudit calibrate`) whose constants replace the defaults.
  public var metricsProfile: String?
  /// A folder of the app's font files (or one font file), as typed (`--fonts`): the
  /// families its bar fonts name are measured in them.
  public var fonts: String?
  /// How many threads evaluate runs (the report is the same for any number).
  public var jobs: Int
  /// The longest segue path of the flows generated for storyboards.
  public var maxDepth: Int = 12
  /// The development language of imported storyboards, overriding their Xcode project's.
  public var developmentLanguage: String?
  /// String tables (folders or files, as typed) for apps imported from storyboards or Swift
  /// source, besides their app folder's: catalogs kept in a shared folder.
  public var extraStrings: [String] = []
  /// Pseudo locales to add, generated from the development language's text and audited on
  /// every device like the real locales.
  public var pseudoLocales: [PseudoLocale] = []

  public init(
    paths: [String], workingDirectory: String, locales: Selection = .scenarioDefault,
    devices: Selection = .scenarioDefault,
    orientations: [Orientation]? = nil, iosVersions: [IOSVersion]? = nil, localesDirectory: String? = nil,
    fontProfile: String? = nil,
    jobs: Int? = nil
  ) {
    self.jobs = OrderedParallelMap.threads(jobs)
    self.paths = paths
    self.workingDirectory = workingDirectory
    self.locales = locales
    self.devices = devices
    self.orientations = orientations
    self.iosVersions = iosVersions
    self.localesDirectory = localesDirectory
    self.fontProfile = fontProfile
  }
}
