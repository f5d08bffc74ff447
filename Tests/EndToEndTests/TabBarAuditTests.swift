import AuditEngine
import Reports
import Testing

/// Tab bars and hidden navigation bars through a whole audit: the JSON, the speech in de
/// and ja, and the findings.
@Suite("Tab bar audits")
struct TabBarAuditTests {
  static let tables = [
    "en":
      "\"tab.feed\" = \"Feed\"; \"tab.search\" = \"Search\"; \"tab.profile\" = \"Profile\"; \"feed\" = \"Feed\"; \"detail\" = \"Details\"; \"badge\" = \"3 new\";",
    "de":
      "\"tab.feed\" = \"Neuigkeiten\"; \"tab.search\" = \"Suche\"; \"feed\" = \"Neuigkeiten\"; \"detail\" = \"Details\"; \"badge\" = \"3 neu\";",
    "ja":
      "\"tab.feed\" = \"フィード\"; \"tab.search\" = \"検索\"; \"tab.profile\" = \"プロフィール\"; \"feed\" = \"フィード\"; \"detail\" = \"詳細\"; \"badge\" = \"3件\";",
  ]

  static func audit(root: String, _ steps: [String] = [], locales: [String] = ["en", "de", "ja"]) async throws
    -> AuditReport
  {
    let list = steps.isEmpty ? "    steps: []" : "    steps:\n" + steps.map { "      - \($0)" }.joined(separator: "\n")
    let yaml = """
      screens:
        feed: { title: { key: feed } }
        detail: { title: { key: detail }, hidesBottomBarWhenPushed: true }
        search: { tabBarItem: { title: { key: tab.search }, image: magnifyingglass } }
        feedNav: { navigation: [feed], tabBarItem: { title: { key: tab.feed }, image: house, badgeValue: { key: badge } } }
        profileNav: { navigation: [detail], tabBarItem: { title: { key: tab.profile }, image: person } }
        photos: { tabBarItem: { image: photo } }
        favorites: { tabBarItem: { systemItem: favorites } }
        hiddenNav: { navigation: [feed], navigationBarHidden: true, tabBarItem: { systemItem: more, accessibilityLabel: { key: tab.search } } }
      flows:
        - name: f
          root: \(root)
      \(list)
      """
    return try await ScenarioHarness(tables: tables, yaml: yaml).run(locales: locales)
  }

  static func step(_ report: AuditReport, _ index: Int, locale: String) throws -> AuditReport.StepResult {
    let run = try #require(report.run(locale))
    return try #require(run.steps.first { $0.index == index })
  }

  @Test func eachItemSpeaksItsLabelBadgeStateRoleAndPositionInTheLocalesWords() async throws {
    let report = try await Self.audit(root: "{ tabs: [feedNav, search, profileNav] }", ["selectTab: 1"])
    let start = try #require(try Self.step(report, 0, locale: "de").tabBar)
    #expect(start.selectedIndex == 0)
    #expect(start.hidden == false)
    #expect(start.items.map(\.label) == ["Neuigkeiten", "Suche", "Profile"])
    #expect(start.items.map(\.shown) == ["Neuigkeiten", "Suche", "Profile"])
    #expect(start.items.map(\.image) == ["house", "magnifyingglass", "person"])
    #expect(start.items.map(\.selected) == [true, false, false])
    #expect(start.items.map(\.position) == ["1 von 3", "2 von 3", "3 von 3"])
    #expect(start.items.map(\.badge) == ["3 neu", nil, nil])
    #expect(
      start.items.map(\.spoken) == [
        "Neuigkeiten, 3 neu, ausgewählt, Tab, 1 von 3.", "Suche, Tab, 2 von 3.", "Profile, Tab, 3 von 3.",
      ])
    let japanese = try #require(try Self.step(report, 1, locale: "ja").tabBar)
    #expect(japanese.selectedIndex == 1)
    #expect(japanese.items.map(\.spoken) == ["フィード、3件、タブ、3個中1個目。", "検索、選択済み、タブ、3個中2個目。", "プロフィール、タブ、3個中3個目。"])
    // The plain screen's tab has no navigation bar: the screen change reads the selected tab.
    let switched = try Self.step(report, 1, locale: "ja")
    #expect(switched.bars.isEmpty)
    #expect(switched.announcement?.text == "検索、選択済み、タブ、3個中2個目。")
    #expect(switched.announcement?.parts.map(\.language) == ["ja"])
    // The title missing in German falls back to English: a finding, and English speech.
    let missing = report.findings.filter { $0.rule == .missingTranslation && $0.locale == "de" }
    #expect(
      missing.map(\.message) == ["key 'tab.profile' has no 'de' value: 'Profile' from 'en' is shown and spoken in 'en'"]
    )
    #expect(missing.first?.source.hasSuffix("test.navaudit.yaml:10:60") == true)
  }

  @Test func anImageOnlyItemIsUnlabeledAndSystemItemsSpeakTheirLocalizedName() async throws {
    let report = try await Self.audit(root: "{ tabs: [photos, favorites, hiddenNav], selectedIndex: 1 }")
    let german = try #require(try Self.step(report, 0, locale: "de").tabBar)
    #expect(german.items.map(\.label) == ["", "Favoriten", "Suche"])
    #expect(german.items.map(\.shown) == ["", "Favoriten", "Mehr"])
    #expect(german.items.map(\.image) == ["photo", nil, nil])
    #expect(
      german.items.map(\.spoken) == ["Tab, 1 von 3.", "Favoriten, ausgewählt, Tab, 2 von 3.", "Suche, Tab, 3 von 3."])
    let japanese = try #require(try Self.step(report, 0, locale: "ja").tabBar)
    #expect(japanese.items.map(\.spoken) == ["タブ、3個中1個目。", "お気に入り、選択済み、タブ、3個中2個目。", "検索、タブ、3個中3個目。"])
    let unlabeled = report.findings.filter { $0.rule == .tabItemUnlabeled }
    #expect(unlabeled.count == 1)
    #expect(unlabeled.first?.severity == .warning)
    #expect(unlabeled.first?.source.hasSuffix("test.navaudit.yaml:11:25") == true)
    #expect(
      unlabeled.first?.message
        == "tab item 'photo' of 'photos' has no title or accessibilityLabel: VoiceOver reads no name")
  }

  @Test func hidesBottomBarWhenPushedHidesTheTabBarInTheReport() async throws {
    let report = try await Self.audit(root: "{ tabs: [feedNav, search] }", ["push: detail", "pop"], locales: ["en"])
    #expect(try Self.step(report, 0, locale: "en").tabBar?.hidden == false)
    #expect(try Self.step(report, 1, locale: "en").tabBar?.hidden == true)
    #expect(try Self.step(report, 1, locale: "en").announcement?.text == "Details, heading. Feed, back button.")
    #expect(try Self.step(report, 2, locale: "en").tabBar?.hidden == false)
    // Outside a tab bar controller no step has a tab bar.
    let plain = try await Self.audit(root: "{ navigation: [feed] }", ["push: detail"], locales: ["en"])
    #expect(plain.runs.allSatisfy { run in run.steps.allSatisfy { $0.tabBar == nil } })
  }

  @Test func aHiddenNavigationBarIsNotDrawnSpokenOrJudged() async throws {
    let report = try await Self.audit(
      root: "{ navigation: [feed], navigationBarHidden: true }",
      ["push: detail", "setNavigationBarHidden: false", "setNavigationBarHidden: true"])
    for locale in ["en", "de", "ja"] {
      let pushed = try Self.step(report, 1, locale: locale)
      #expect(pushed.bars.isEmpty)
      #expect(pushed.hiddenBars?.map(\.description) == ["main"])
      #expect(pushed.announcement?.text == "")
      #expect(pushed.announcement?.parts.isEmpty == true)
      let shown = try Self.step(report, 2, locale: locale)
      #expect(shown.hiddenBars == nil)
      #expect(shown.bars.map(\.column.description) == ["main"])
      // Showing the bar is no screen change.
      #expect(shown.announcement == nil)
      #expect(try Self.step(report, 3, locale: locale).hiddenBars?.map(\.description) == ["main"])
    }
    #expect(try Self.step(report, 2, locale: "de").bars.first?.back.shown == "Neuigkeiten")
    #expect(report.findings.filter { $0.rule.rawValue.hasPrefix("back-title") }.isEmpty)
    // In a tab, the hidden bar's screen change reads the selected tab instead.
    let tabs = try await Self.audit(root: "{ tabs: [feedNav, hiddenNav] }", ["selectTab: hiddenNav"], locales: ["de"])
    let selected = try Self.step(tabs, 1, locale: "de")
    #expect(selected.hiddenBars?.map(\.description) == ["main"])
    #expect(selected.announcement?.text == "Suche, ausgewählt, Tab, 2 von 2.")
  }

  @Test func textMarkdownAndHTMLShowTheTabBar() async throws {
    let report = try await Self.audit(
      root: "{ tabs: [feedNav, search, photos] }", ["push: detail", "selectTab: 2"], locales: ["de"])
    let line = "1 Neuigkeiten · 2 Suche · 3 (unlabeled); selected: 1 at 0, 3 at 2; hidden at 1"
    let text = try TextReportRenderer().render(report)
    #expect(text.contains("tab bar (de): " + line))
    let markdown = try MarkdownReportRenderer().render(report)
    #expect(markdown.contains("Tab bar (de): " + line))
    let html = try HTMLReportRenderer().render(report)
    #expect(
      html.contains(
        "<li class=\"tag o-full\" aria-current=\"page\" title=\"Neuigkeiten, 3 neu, ausgewählt, Tab, 1 von 3.\">Neuigkeiten ⁽3 neu⁾</li>"
      ))
    #expect(html.contains("aria-label=\"Tab bar (hidden)\""))
  }
}
