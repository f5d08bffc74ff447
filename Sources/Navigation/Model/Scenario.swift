public import Diagnostics
public import Traits

/// A scenario file: an app's screens and the flows through them (spec v1).
public struct Scenario: Hashable, Sendable {
  /// The file the scenario was read from, relative to the input root.
  public var path: String
  public var format: Int
  public var app: String
  /// `CFBundleDevelopmentRegion`: the language tables fall back to.
  public var developmentLanguage: String
  /// Folders or files with the app's string tables: absolute, or relative to the scenario
  /// file (see ``tablePaths(inFolder:)``).
  public var strings: [String]
  public var locales: [String]?
  public var devices: [String]?
  /// The iOS versions whose bars to audit (17, 18, 26).
  public var ios: [IOSVersion]?
  /// Screens by id, in the order written.
  public var screens: [String: Screen]
  public var screenOrder: [String]
  public var flows: [Flow]
  /// Whether the screens' `unwindActions` list every implementation (extension; default
  /// true). An imported storyboard leaves them to code: its unwinds are then not judged.
  public var unwindActionsDeclared: Bool = true
  /// `UINavigationBar.appearance()` (extension): the fonts every navigation bar of the app
  /// starts from.
  public var navigationBar = NavigationBarStyle()
  /// Folders or font files (`.ttf`, `.otf`, `.ttc`) with the fonts the app ships, relative
  /// to the scenario file (extension): the families its bar fonts name are measured in them.
  public var fonts: [String] = []
  /// Where top-level values are written: `locales`, and each element as `locales[1]`; for
  /// errors found after loading (an unknown locale or device), located at the value.
  public var fieldLocations: [String: SourceLocation] = [:]

  /// The location of a top-level value, or element `index` of a list, else the file's start.
  public func location(ofField field: String, index: Int? = nil) -> SourceLocation {
    index.flatMap { fieldLocations["\(field)[\($0)]"] } ?? fieldLocations[field]
      ?? SourceLocation(path: path, line: 1, column: 1)
  }

  public init(
    path: String, format: Int, app: String, developmentLanguage: String, strings: [String], locales: [String]?,
    devices: [String]?, ios: [IOSVersion]?, screens: [String: Screen], screenOrder: [String], flows: [Flow]
  ) {
    self.path = path
    self.format = format
    self.app = app
    self.developmentLanguage = developmentLanguage
    self.strings = strings
    self.locales = locales
    self.devices = devices
    self.ios = ios
    self.screens = screens
    self.screenOrder = screenOrder
    self.flows = flows
  }
}

/// A flow: a root container and the steps run from it.
public struct Flow: Hashable, Sendable {
  public var name: String
  /// Restricts the flow to one device.
  public var device: String?
  public var root: Container
  public var steps: [Step]
  public var location: SourceLocation

  public init(name: String, device: String?, root: Container, steps: [Step], location: SourceLocation) {
    self.name = name
    self.device = device
    self.root = root
    self.steps = steps
    self.location = location
  }
}
