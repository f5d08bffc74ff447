import AuditEngine
import Navigation
import Testing
import Traits

/// Split view column bars, widths, buttons and speech per device, orientation and locale (seed 002, facts §2.7).
@Suite("Split view bars")
struct SplitViewBarTests {
  static let pad = "iPad Pro 11-inch"
  static let double = "style: doubleColumn, primary: folders, secondary: welcome"
  static let triple = "style: tripleColumn, primary: folders, supplementary: notes, secondary: welcome"
  static let tables = [
    "en": "\"folders\" = \"Folders\"; \"notes\" = \"Notes\"; \"welcome\" = \"Welcome\"; \"note\" = \"Note\";",
    "de": "\"folders\" = \"Ordner\"; \"notes\" = \"Notizen\"; \"welcome\" = \"Willkommen\"; \"note\" = \"Notiz\";",
    "ar": "\"folders\" = \"المجلدات\"; \"notes\" = \"الملاحظات\"; \"welcome\" = \"مرحبًا\"; \"note\" = \"ملاحظة\";",
  ]

  static func audit(
    root: String, _ steps: [String] = [], devices: [String] = [pad], orientations: [Orientation] = [.landscape],
    locales: [String] = ["en"]
  ) async throws -> AuditReport {
    let list = steps.isEmpty ? "    steps: []" : "    steps:\n" + steps.map { "      - \($0)" }.joined(separator: "\n")
    let yaml = """
      screens:
        folders: { title: { key: folders } }
        notes: { title: { key: notes } }
        welcome: { title: { key: welcome } }
        note: { title: { key: note } }
        home: { title: { key: folders } }
        inner: { split: { style: doubleColumn, primary: notes, secondary: note } }
      flows:
        - name: f
          root: \(root)
      \(list)
      """
    return try await ScenarioHarness(tables: tables, yaml: yaml).run(
      locales: locales, devices: devices, orientations: orientations)
  }

  /// Audits a flow whose root is a split view with `fields`.
  static func audit(
    split fields: String, _ steps: [String] = [], devices: [String] = [pad], orientations: [Orientation] = [.landscape],
    locales: [String] = ["en"]
  ) async throws -> AuditReport {
    try await audit(
      root: "{ split: { \(fields) } }", steps, devices: devices, orientations: orientations, locales: locales)
  }

  static func step(
    _ report: AuditReport, _ index: Int, orientation: String = "landscape", device: String = pad, locale: String = "en"
  ) throws -> AuditReport.StepResult {
    let run = try #require(
      report.runs.first { $0.locale == locale && $0.device == device && $0.orientation.rawValue == orientation })
    return try #require(run.steps.first { $0.index == index })
  }

  static func close(_ value: Double?, _ expected: Double) -> Bool { value.map { abs($0 - expected) < 0.01 } ?? false }

  // MARK: - Gesture and button support

  @Test func presentsWithGestureFalseRemovesTheSidebarButton() async throws {
    let withButton = try Self.step(try await Self.audit(split: Self.double), 0)
    #expect(withButton.splitBar("primary")?.system?.map(\.label) == ["Hide Sidebar"])
    let without = try await Self.audit(
      split: Self.double + ", presentsWithGesture: false", orientations: [.landscape, .portrait])
    for orientation in ["landscape", "portrait"] {
      let step = try Self.step(without, 0, orientation: orientation)
      #expect(!step.bars.isEmpty)
      #expect(step.bars.allSatisfy { $0.system == nil })
    }
  }

  @Test func theSidebarButtonIsASidebarIconWhenTiledAndAChevronOtherwise() async throws {
    let report = try await Self.audit(split: Self.double, ["push: note"], orientations: [.landscape, .portrait])
    // Tiled: the sidebar icon at the leading edge of the primary column, which it hides.
    let tiled = try #require(Self.step(report, 0).splitBar("primary")?.system?.first)
    #expect(tiled.label == "Hide Sidebar")
    #expect(tiled.role == "button")
    #expect(tiled.shown.isEmpty)
    #expect(tiled.image == "sidebar.left")
    #expect((tiled.frame?.x ?? .infinity) < 30)
    // Overlay: the back-chevron button in the secondary's bar reveals the sidebar; it comes
    // before the back button and takes its room.
    let portrait = try Self.step(report, 0, orientation: "portrait")
    #expect(portrait.split?.behavior == .overlay)
    #expect(portrait.splitBar("secondary")?.system?.map(\.label) == ["Show Sidebar"])
    #expect(portrait.splitBar("secondary")?.system?.first?.image == "chevron.backward")
    #expect(portrait.announcement?.text == "Welcome, heading. Show Sidebar, button.")
    let pushed = try #require(Self.step(report, 1, orientation: "portrait").splitBar("secondary"))
    let chevron = try #require(pushed.system?.first?.frame)
    let back = try #require(pushed.back.frame)
    #expect(chevron.width > 0)
    #expect(chevron.x + chevron.width <= back.x)
    #expect(pushed.back.spoken == "Welcome")
    // A tiled triple column whose primary is hidden shows the sidebar icon on the supplementary.
    let triple = try Self.step(try await Self.audit(split: Self.triple), 0)
    #expect(triple.splitBar("supplementary")?.system?.map(\.label) == ["Show Sidebar"])
  }

  @Test func showsSecondaryOnlyButtonTogglesSecondaryOnly() async throws {
    let report = try await Self.audit(
      split: Self.triple + ", preferredDisplayMode: twoBesideSecondary, showsSecondaryOnlyButton: true",
      ["displayMode: secondaryOnly", "displayMode: twoBesideSecondary"])
    let sidebars = try Self.step(report, 0)
    #expect(sidebars.splitBar("secondary")?.system?.map(\.label) == ["Enter Full Screen"])
    #expect(sidebars.splitBar("primary")?.system?.map(\.label) == ["Hide Sidebar"])
    let fullScreen = try Self.step(report, 1)
    #expect(fullScreen.split?.displayMode == .secondaryOnly)
    #expect(fullScreen.bars.map(\.column.description) == ["secondary"])
    #expect(fullScreen.splitBar("secondary")?.system?.map(\.label) == ["Show Sidebar", "Exit Full Screen"])
    #expect(try Self.step(report, 2).splitBar("secondary")?.system?.map(\.label) == ["Enter Full Screen"])
    // The button belongs to the triple column only.
    let double = try Self.step(try await Self.audit(split: Self.double + ", showsSecondaryOnlyButton: true"), 0)
    #expect(double.splitBar("secondary")?.system == nil)
  }

  // MARK: - Split behavior

  @Test func tileShowsTheSecondarySideBySide() async throws {
    let step = try Self.step(try await Self.audit(split: Self.double), 0)
    #expect(step.split?.behavior == .tile)
    #expect(step.split?.displayMode == .oneBesideSecondary)
    #expect(step.split?.collapsed == false)
    #expect(step.bars.map(\.column.description) == ["primary", "secondary"])
    #expect(step.bars.map(\.x) == [0, 320])
    #expect(step.bars.map(\.width) == [320, 874])
    #expect(step.bars.map { $0.stack.map(Array.init) } == [["folders"], ["welcome"]])
    #expect(step.bars.allSatisfy { $0.overlay == nil && $0.reachable == nil })
  }

  @Test func overlayPartlyCoversTheSecondary() async throws {
    let report = try await Self.audit(split: Self.double, ["showColumn: primary"], orientations: [.portrait])
    let step = try Self.step(report, 1, orientation: "portrait")
    #expect(step.split?.behavior == .overlay)
    #expect(step.split?.displayMode == .oneOverSecondary)
    #expect(step.split?.activeColumn.rawValue == "primary")
    let primary = try #require(step.splitBar("primary"))
    let secondary = try #require(step.splitBar("secondary"))
    #expect(primary.x == 0 && primary.width == 320)
    #expect(primary.overlay == true)
    #expect(secondary.x == 0 && secondary.width == 834)
    #expect(secondary.reachable == false)
    #expect(step.announcement?.text == "Folders, heading. Hide Sidebar, button.")
  }

  @Test func displacePushesTheSecondaryPartlyOffscreen() async throws {
    let report = try await Self.audit(
      split: Self.triple + ", preferredDisplayMode: twoBesideSecondary, preferredSplitBehavior: displace")
    let step = try Self.step(report, 0)
    #expect(step.split?.behavior == .displace)
    #expect(step.split?.displayMode == .twoDisplaceSecondary)
    #expect(step.bars.map(\.x) == [0, 320, 640])
    let secondary = try #require(step.splitBar("secondary"))
    // The secondary keeps its one-beside width (W − supplementary) and runs off the right edge.
    #expect(secondary.width == 874)
    #expect((secondary.x ?? 0) + secondary.width > 1194)
    #expect(secondary.reachable == false)
    #expect(step.bars.allSatisfy { $0.overlay == nil })
  }

  // MARK: - Column widths

  @Test func columnWidthFractionsAreHonoured() async throws {
    let fractions = try Self.step(
      try await Self.audit(
        split: Self.triple + ", preferredDisplayMode: twoBesideSecondary, "
          + "primaryColumnWidthFraction: 0.25, supplementaryColumnWidthFraction: 0.2"), 0)
    let widths = fractions.bars.map(\.width)
    #expect(widths.count == 3)
    #expect(
      Self.close(widths.first, 298.5) && Self.close(widths.dropFirst().first, 238.8) && Self.close(widths.last, 656.7))
    #expect(Self.close(fractions.splitBar("secondary")?.x, 537.3))
    // Widths in points win over the fractions.
    let points = try Self.step(
      try await Self.audit(
        split: Self.triple + ", preferredDisplayMode: twoBesideSecondary, "
          + "primaryColumnWidthFraction: 0.25, primaryColumnWidth: 280, supplementaryColumnWidth: 300"), 0)
    #expect(points.bars.map(\.width) == [280, 300, 614])
    #expect(points.bars.map(\.x) == [0, 280, 580])
  }

  @Test func automaticColumnWidthsUseTheDocumentedDefault() async throws {
    // iPad Pro 11-inch in landscape: 1194 pt; the sidebars take the 320 pt default.
    let step = try Self.step(try await Self.audit(split: Self.triple + ", preferredDisplayMode: twoBesideSecondary"), 0)
    #expect(step.split?.displayMode == .twoBesideSecondary)
    #expect(step.bars.map(\.column.description) == ["primary", "supplementary", "secondary"])
    #expect(step.bars.map(\.width) == [320, 320, 554])
    #expect(step.bars.map(\.x) == [0, 320, 640])
  }

  @Test func prefersLargeTitlesAppliesToEveryColumnsNavigationController() async throws {
    let large = try Self.step(try await Self.audit(split: Self.double + ", prefersLargeTitles: true"), 0)
    #expect(large.splitBar("primary")?.title.large == true)
    #expect(large.splitBar("secondary")?.title.large == true)
    let inline = try Self.step(try await Self.audit(split: Self.double), 0)
    #expect(inline.splitBar("primary")?.title.large == nil)
    // Collapsed on an iPhone, the one stack keeps the preference.
    let phone = try await Self.audit(
      split: Self.double + ", prefersLargeTitles: true", devices: ["iPhone SE (3rd generation)"],
      orientations: [.portrait])
    #expect(
      try Self.step(phone, 0, orientation: "portrait", device: "iPhone SE (3rd generation)").bars.first?.title.large
        == true)
  }

  @Test func onlyColumnsActuallyOnScreenGetABar() async throws {
    let report = try await Self.audit(split: Self.triple, orientations: [.landscape, .portrait])
    #expect(try Self.step(report, 0).bars.map(\.column.description) == ["supplementary", "secondary"])
    #expect(try Self.step(report, 0, orientation: "portrait").bars.map(\.column.description) == ["secondary"])
    // A column without a controller has nothing to draw; a classic plain screen has no bar.
    #expect(
      try Self.step(try await Self.audit(split: "style: doubleColumn, primary: folders"), 0).bars.map(
        \.column.description) == ["primary"])
    #expect(
      try Self.step(try await Self.audit(split: "style: unspecified, primary: folders, secondary: welcome"), 0).bars
        .isEmpty)
  }

  @Test func columnsAreMirroredInRightToLeftLocales() async throws {
    let step = try Self.step(try await Self.audit(split: Self.double, locales: ["ar"]), 0, locale: "ar")
    #expect(step.bars.map(\.column.description) == ["primary", "secondary"])
    #expect(step.bars.map(\.x) == [874, 0])
    #expect(step.bars.allSatisfy { $0.rightToLeft })
  }

  // MARK: - Devices and orientations

  @Test func iPhone16ProMaxCollapsesInPortraitAndExpandsInLandscape() async throws {
    let device = "iPhone 16 Pro Max"
    let report = try await Self.audit(split: Self.double, devices: [device], orientations: [.portrait, .landscape])
    let portrait = try Self.step(report, 0, orientation: "portrait", device: device)
    #expect(portrait.split?.collapsed == true)
    #expect(portrait.split?.displayMode == nil)
    #expect(portrait.stack == ["folders", "welcome"])
    #expect(portrait.bars.map(\.column.description) == ["primary"])
    #expect(portrait.bars.first?.width == 440)
    #expect(portrait.bars.first?.back.spoken == "Folders")
    let landscape = try Self.step(report, 0, device: device)
    #expect(landscape.split?.collapsed == false)
    #expect(landscape.split?.displayMode == .oneBesideSecondary)
    #expect(landscape.bars.map(\.column.description) == ["primary", "secondary"])
    #expect(landscape.bars.map(\.width) == [320, 636])
    #expect(landscape.bars.map(\.x) == [0, 320])
  }

  @Test func iPhoneSEShowsTheCompactColumnInBothOrientations() async throws {
    let device = "iPhone SE (3rd generation)"
    let report = try await Self.audit(
      split: Self.double + ", compact: home", ["sizeClass: regular"], devices: [device],
      orientations: [.portrait, .landscape])
    for (orientation, width) in [("portrait", 375.0), ("landscape", 667.0)] {
      let step = try Self.step(report, 0, orientation: orientation, device: device)
      #expect(step.split?.collapsed == true)
      #expect(step.split?.activeColumn.rawValue == "compact")
      #expect(step.bars.map(\.column.description) == ["compact"])
      #expect(step.bars.first?.width == width)
      #expect(step.bars.first?.system == nil)
      // A regular trait expands it: the compact column is no longer drawn.
      let expanded = try Self.step(report, 1, orientation: orientation, device: device)
      #expect(expanded.split?.collapsed == false)
      #expect(!expanded.bars.map(\.column.description).contains("compact"))
    }
  }

  @Test func germanSidebarButtonIsLocalizedAndSpoken() async throws {
    let report = try await Self.audit(
      split: Self.double, ["focus: system[0]"], orientations: [.landscape, .portrait], locales: ["de"])
    let landscape = try Self.step(report, 1, locale: "de")
    #expect(landscape.splitBar("primary")?.system?.map(\.label) == ["Seitenleiste ausblenden"])
    #expect(landscape.focus?.text == "Seitenleiste ausblenden, Taste.")
    #expect(landscape.focus?.parts.first?.language == "de")
    let portrait = try Self.step(report, 1, orientation: "portrait", locale: "de")
    #expect(portrait.splitBar("secondary")?.system?.map(\.label) == ["Seitenleiste einblenden"])
    #expect(portrait.focus?.text == "Seitenleiste einblenden, Taste.")
    let start = try Self.step(report, 0, orientation: "portrait", locale: "de")
    #expect(start.announcement?.text == "Willkommen, Überschrift. Seitenleiste einblenden, Taste.")
    #expect(!report.rules.contains("focus-target-missing"))
  }

  // MARK: - Refused and ignored steps

  @Test func refusedAndIgnoredSplitViewStepsAreFindings() async throws {
    let pushed = try await Self.audit(root: "{ navigation: [folders] }", ["push: inner"])
    #expect(pushed.rules.contains("step-refused"))
    #expect(try Self.step(pushed, 1).stack == ["folders"])
    let classic = try await Self.audit(
      split: "style: unspecified, primary: folders, secondary: welcome", ["showColumn: primary"])
    #expect(classic.rules.contains("step-ignored"))
    let hidden = try await Self.audit(split: Self.double, ["hideColumn: secondary"])
    #expect(hidden.rules.contains("step-refused"))
  }
}

extension AuditReport.StepResult {
  /// The bar of a split view column (`primary`, `supplementary`, `secondary`, `compact`).
  fileprivate func splitBar(_ column: String) -> BarResult? { bars.first { $0.column.description == column } }
}
