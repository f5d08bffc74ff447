import Testing
import TextLayout
import Traits

@Suite("Device catalog")
struct DeviceCatalogTests {
  /// Every portrait size of facts §2.6.
  static let factSizes: [(Double, Double)] = [
    (320, 568), (375, 667), (414, 736), (375, 812), (414, 896), (390, 844), (428, 926), (393, 852), (430, 932),
    (402, 874), (440, 956), (420, 912), (768, 1024), (810, 1080), (834, 1112), (834, 1194), (1024, 1366),
    (744, 1133), (820, 1180), (834, 1210), (1032, 1376),
  ]

  static let marketingNames = [
    "iPhone SE (1st generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 8 Plus", "iPhone X", "iPhone 11",
    "iPhone 11 Pro Max", "iPhone 12 mini", "iPhone 13", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 15",
    "iPhone 15 Pro Max", "iPhone 16", "iPhone 16e", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17",
    "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPad mini (5th generation)", "iPad mini (6th generation)",
    "iPad (9th generation)", "iPad (10th generation)", "iPad Air 10.5-inch", "iPad Air 11-inch", "iPad Air 13-inch",
    "iPad Pro 11-inch", "iPad Pro 11-inch (M4)", "iPad Pro 12.9-inch", "iPad Pro 13-inch (M4)",
  ]

  @Test func everyFactSizeIsPresent() {
    for (width, height) in Self.factSizes {
      #expect(
        DeviceCatalog.all.contains { $0.portraitWidth == width && $0.portraitHeight == height },
        "\(width) × \(height)")
    }
  }

  @Test(arguments: marketingNames)
  func marketingNamesResolve(name: String) throws {
    let device = try DeviceCatalog.named(name)
    #expect(device.name == name)
    #expect(!device.evidence.isEmpty)
  }

  @Test func namesAreUnique() {
    let names = DeviceCatalog.all.flatMap { [$0.name] + $0.aliases }.map { $0.lowercased() }
    #expect(Set(names).count == names.count)
  }

  @Test func landscapeSwapsWidthAndHeight() throws {
    for device in DeviceCatalog.all {
      let portrait = device.geometry(.portrait)
      let landscape = device.geometry(.landscape)
      #expect(landscape.width == portrait.height && landscape.height == portrait.width, "\(device)")
      #expect(portrait.safeArea.leading == 0 && portrait.safeArea.trailing == 0)
      #expect(landscape.safeArea.leading == landscape.safeArea.trailing)
    }
  }

  struct GeometryCase: Sendable, CustomTestStringConvertible {
    let device: String
    let orientation: Orientation
    let sizeClass: SizeClass
    let margin: Double
    let barHeight: Double
    let sideInset: Double
    var testDescription: String { "\(device) \(orientation)" }
  }

  @Test(arguments: [
    GeometryCase(
      device: "iPhone SE (3rd generation)", orientation: .portrait, sizeClass: .compact, margin: 16, barHeight: 44,
      sideInset: 0),
    GeometryCase(
      device: "iPhone SE (3rd generation)", orientation: .landscape, sizeClass: .compact, margin: 16, barHeight: 32,
      sideInset: 0),
    GeometryCase(
      device: "iPhone 8 Plus", orientation: .landscape, sizeClass: .regular, margin: 20, barHeight: 32, sideInset: 0),
    GeometryCase(
      device: "iPhone X", orientation: .landscape, sizeClass: .compact, margin: 16, barHeight: 32, sideInset: 44),
    GeometryCase(
      device: "iPhone 13", orientation: .landscape, sizeClass: .compact, margin: 16, barHeight: 32, sideInset: 47),
    GeometryCase(
      device: "iPhone 16", orientation: .landscape, sizeClass: .compact, margin: 16, barHeight: 32, sideInset: 59),
    GeometryCase(
      device: "iPhone 16 Pro Max", orientation: .landscape, sizeClass: .regular, margin: 20, barHeight: 32,
      sideInset: 62),
    GeometryCase(
      device: "iPhone 16 Pro Max", orientation: .portrait, sizeClass: .compact, margin: 16, barHeight: 44, sideInset: 0),
    GeometryCase(
      device: "iPad Pro 11-inch", orientation: .portrait, sizeClass: .regular, margin: 20, barHeight: 50, sideInset: 0),
    GeometryCase(
      device: "iPad mini (6th generation)", orientation: .landscape, sizeClass: .regular, margin: 20, barHeight: 50,
      sideInset: 0),
  ])
  func geometryFollowsIdiomAndOrientation(_ expected: GeometryCase) throws {
    let geometry = try DeviceCatalog.named(expected.device).geometry(expected.orientation)
    #expect(geometry.horizontalSizeClass == expected.sizeClass)
    #expect(geometry.layoutMargin == expected.margin)
    #expect(geometry.barHeight == expected.barHeight)
    #expect(geometry.safeArea.leading == expected.sideInset)
  }

  /// A model that shares its twin's geometry keeps its own name: nothing is substituted.
  @Test(arguments: [
    ("iphone se (3rd generation)", "iPhone SE (3rd generation)", "iPhone SE (3rd generation)"),
    ("  IPHONE   16  ", "iPhone 16", "iPhone 16"), ("iPhone XR", "iPhone XR", "iPhone 11"),
    ("iphone 12 pro", "iPhone 12 Pro", "iPhone 13"), ("iPhone 15 Pro", "iPhone 15 Pro", "iPhone 15"),
    ("iPad Pro 12.9-inch (6th generation)", "iPad Pro 12.9-inch (6th generation)", "iPad Pro 12.9-inch"),
  ])
  func lookupIgnoresCaseAndSpacingAndKeepsTheModelsName(query: String, name: String, twin: String) throws {
    let device = try DeviceCatalog.named(query)
    #expect(device.name == name)
    let reference = try DeviceCatalog.named(twin)
    #expect(device.portraitWidth == reference.portraitWidth)
    #expect(device.geometry(.landscape) == reference.geometry(.landscape))
  }

  @Test(arguments: [
    ("iPhone 16 Pro Maxx", "iPhone 16 Pro Max"), ("ipad pro 11 inch", "iPad Pro 11-inch"),
    ("iPhone SE 3rd generation", "iPhone SE (3rd generation)"),
    ("iPhone 17 Por", "iPhone 17 Pro"),
  ])
  func unknownNamesGetASuggestion(query: String, suggestion: String) {
    #expect(throws: DeviceCatalogError.unknownDevice(query, suggestion: suggestion)) { try DeviceCatalog.named(query) }
    #expect(
      DeviceCatalogError.unknownDevice(query, suggestion: suggestion).description
        == "unknown device '\(query)' (did you mean '\(suggestion)'?)")
  }

  @Test func farOffNamesGetNoSuggestion() {
    #expect(DeviceCatalog.suggestion(for: "Galaxy S24 Ultra") == nil)
    #expect(DeviceCatalogError.unknownDevice("Pixel", suggestion: nil).description == "unknown device 'Pixel'")
  }

  @Test func defaultSetSpansPhonesAndPads() {
    #expect(
      DeviceCatalog.defaultSet.map(\.name) == [
        "iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro Max", "iPad Pro 11-inch",
      ])
  }
}
