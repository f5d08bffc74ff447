import AuditEngine
import Foundation
import Testing
import Traits

/// One fixed, hand-built report that every renderer golden is made from.
///
/// Written as JSON (spec v1) so it does not depend on the engine: two flows, three locales
/// (one right to left), two devices, every back-button display, a cut title, an uncertain
/// decision, a prompt, image and text items, toolbars (one mirrored, one from a report
/// without toolbar frames), a focus step, findings of every severity including a
/// string-table finding, and hostile translations (`<script>`, quotes, `&`, `|`, a line
/// break and directional overrides).
enum ReportFixture {
  /// The hostile German title: markup, quotes, ampersand, pipe, a right-to-left override.
  static let hostile = "<script>alert(\"x\")</script> & 'Tür' | \u{202E}gnirts\u{202C}"

  static func report() throws -> AuditReport {
    try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8))
  }

  static func run(locale: String, device: String, steps: String) -> String {
    #"{"scenario":"App/app.navaudit.yaml","flow":"Drill | in","locale":"\#(locale)","device":"\#(device)","orientation":"portrait","ios":18,"steps":[\#(steps)]}"#
  }

  static func start(title: String, language: String, width: Double, rtl: Bool) -> String {
    #"{"index":0,"step":"start","source":"App/app.navaudit.yaml:20:5","stack":["a"],"bars":[{"column":"main","width":\#(width),"height":44,"rightToLeft":\#(rtl),"back":{"display":"none","shown":"","spoken":"","candidates":[]},"title":{"text":"\#(title)","shown":"\#(title)","truncated":false,"width":60,"frame":{"x":\#(width / 2 - 30),"width":60}},"left":[],"right":[{"label":"Edit","shown":"Edit","role":"button","frame":{"x":\#(rtl ? 8 : width - 56),"width":48}}],"toolbar":[]}],"announcement":{"text":"\#(title), heading.","parts":[{"text":"\#(title)","role":"heading","language":"\#(language)"}]},"findings":[]}"#
  }

  static let json = #"""
    {"format":1,"tool":{"name":"navaudit","version":"0.1.0"},"runs":[
    \#(run(locale: "ar", device: "iPhone SE (3rd generation)", steps: [
      start(title: "الإعدادات", language: "ar", width: 375, rtl: true),
      #"{"index":1,"step":"push: b","source":"App/app.navaudit.yaml:21:9","stack":["a","b"],"bars":[{"column":"main","width":375,"height":74,"rightToLeft":true,"back":{"display":"minimal","shown":"","spoken":"الإعدادات","candidates":["الإعدادات","رجوع",""],"available":12.5,"slack":12.5,"uncertain":true,"frame":{"x":348,"width":19},"accessibilityFrame":{"x":348,"width":27}},"title":{"text":"عام","shown":"عام","truncated":false,"width":22.1,"frame":{"x":176.4,"width":22.1}},"prompt":{"text":"اختر","shown":"اختر","truncated":false,"width":30},"left":[],"right":[{"label":"gearshape","shown":"","role":"button","frame":{"x":8,"width":44}}],"toolbar":[{"label":"تصفية","shown":"","role":"button","image":"line.3.horizontal.decrease.circle","frame":{"x":323,"width":44}}]}],"announcement":{"text":"عام، عنوان. الإعدادات، زر الرجوع.","parts":[{"text":"عام","role":"heading","language":"ar"},{"text":"الإعدادات","role":"back-button","language":"ar"}]},"findings":[{"rule":"missing-key","severity":"error","scenario":"App/app.navaudit.yaml","locale":"ar","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Drill | in","step":1,"message":"key 'b.title' is in no table","source":"App/app.navaudit.yaml:21:9"}]}"#,
      #"{"index":2,"step":"focus: back","source":"App/app.navaudit.yaml:22:9","stack":["a","b"],"bars":[{"column":"main","width":375,"height":74,"rightToLeft":true,"back":{"display":"minimal","shown":"","spoken":"الإعدادات","candidates":["الإعدادات","رجوع",""],"available":12.5,"slack":12.5,"uncertain":true,"frame":{"x":348,"width":19},"accessibilityFrame":{"x":348,"width":27}},"title":{"text":"عام","shown":"عام","truncated":false,"width":22.1,"frame":{"x":176.4,"width":22.1}},"prompt":{"text":"اختر","shown":"اختر","truncated":false,"width":30},"left":[],"right":[{"label":"gearshape","shown":"","role":"button","frame":{"x":8,"width":44}}],"toolbar":[]}],"focus":{"text":"الإعدادات، زر الرجوع.","parts":[{"text":"الإعدادات","role":"back-button","language":"ar"}]},"findings":[]}"#,
    ].joined(separator: ","))),
    \#(run(locale: "de", device: "iPhone SE (3rd generation)", steps: [
      start(title: "Einstellungen", language: "de", width: 375, rtl: false),
      #"{"index":1,"step":"push: b","source":"App/app.navaudit.yaml:21:9","stack":["a","b"],"bars":[{"column":"main","width":375,"height":44,"rightToLeft":false,"back":{"display":"generic","shown":"Zurück","spoken":"Einstellungen","candidates":["Einstellungen","Zurück",""],"available":70,"slack":13.1,"frame":{"x":8,"width":75.9},"textFrame":{"x":30.2,"width":53.6},"accessibilityFrame":{"x":0,"width":83.9}},"title":{"text":"<script>alert(\"x\")</script> & 'Tür' | \u202egnirts\u202c","shown":"<script>alert(\"x\")</script> & …","truncated":true,"width":320.5,"frame":{"x":99,"width":200}},"left":[],"right":[{"label":"Bearbeiten","shown":"Bearbeiten","role":"button","frame":{"x":279,"width":88}}],"toolbar":[{"label":"<b>Alle</b> & \"x\"","shown":"<b>Alle</b> & \"x\"","role":"button"},{"label":"Verfassen","shown":"","role":"button"}]}],"announcement":{"text":"<script>alert(\"x\")</script> & 'Tür' | \u202egnirts\u202c, Überschrift. Einstellungen, Zurück-Taste.","parts":[{"text":"<script>alert(\"x\")</script> & 'Tür' | \u202egnirts\u202c","role":"heading","language":"de"},{"text":"Einstellungen","role":"back-button","language":"de"}]},"findings":[{"rule":"back-title-generic","severity":"warning","scenario":"App/app.navaudit.yaml","locale":"de","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Drill | in","step":1,"message":"back button shows 'Zurück' instead of 'Einstellungen' on iPhone SE (3rd generation) (portrait); en shows the title in full","source":"App/app.navaudit.yaml:21:9"},{"rule":"title-truncated","severity":"warning","scenario":"App/app.navaudit.yaml","locale":"de","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Drill | in","step":1,"message":"title '<script>alert(\"x\")</script> & 'Tür' | \u202egnirts\u202c' is cut\nto '<script>alert(\"x\")</script> & …' on iPhone SE (3rd generation) (portrait)","source":"App/app.navaudit.yaml:21:9"}]}"#,
      #"{"index":2,"step":"focus: back","source":"App/app.navaudit.yaml:22:9","stack":["a","b"],"bars":[{"column":"main","width":375,"height":44,"rightToLeft":false,"back":{"display":"generic","shown":"Zurück","spoken":"Einstellungen","candidates":["Einstellungen","Zurück",""],"available":70,"slack":13.1,"frame":{"x":8,"width":75.9},"textFrame":{"x":30.2,"width":53.6},"accessibilityFrame":{"x":0,"width":83.9}},"title":{"text":"x","shown":"x","truncated":true,"width":320.5,"frame":{"x":99,"width":200}},"left":[],"right":[],"toolbar":[]}],"focus":{"text":"Einstellungen, Zurück-Taste.","parts":[{"text":"Einstellungen","role":"back-button","language":"de"}]},"findings":[]}"#,
    ].joined(separator: ","))),
    \#(run(locale: "en", device: "iPhone SE (3rd generation)", steps: [
      start(title: "Settings", language: "en", width: 375, rtl: false),
      #"{"index":1,"step":"push: b","source":"App/app.navaudit.yaml:21:9","stack":["a","b"],"bars":[{"column":"main","width":375,"height":44,"rightToLeft":false,"back":{"display":"full","shown":"Settings","spoken":"Settings","candidates":["Settings","Back",""],"available":98,"slack":2.5,"uncertain":true,"frame":{"x":8,"width":84.5},"textFrame":{"x":30.2,"width":62.2},"accessibilityFrame":{"x":0,"width":92.5}},"title":{"text":"General","shown":"General","truncated":false,"width":64,"frame":{"x":155.5,"width":64}},"left":[],"right":[{"label":"Edit","shown":"Edit","role":"button","frame":{"x":319,"width":48}}],"toolbar":[{"label":"Filter","shown":"","role":"button","image":"line.3.horizontal.decrease.circle","frame":{"x":8,"width":44}},{"label":"Select","shown":"Select","role":"button","frame":{"x":160.5,"width":54}},{"label":"Compose","shown":"","role":"button","frame":{"x":323,"width":44}}]}],"announcement":{"text":"General, heading. Settings, back button.","parts":[{"text":"General","role":"heading","language":"en"},{"text":"Settings","role":"back-button","language":"en"}]},"findings":[]}"#,
    ].joined(separator: ","))),
    \#(run(locale: "en", device: "iPad Pro 11-inch", steps: [
      start(title: "Settings", language: "en", width: 834, rtl: false),
      #"{"index":1,"step":"push: b","source":"App/app.navaudit.yaml:21:9","stack":["a","b"],"bars":[{"column":"main","width":834,"height":50,"rightToLeft":false,"back":{"display":"custom","shown":"All Settings","spoken":"All Settings","candidates":["All Settings"],"available":300,"slack":205,"frame":{"x":12,"width":114},"textFrame":{"x":34.2,"width":91.7},"accessibilityFrame":{"x":0,"width":126}},"title":{"text":"Logo","shown":"","truncated":false,"width":120,"view":true,"frame":{"x":357,"width":120}},"left":[{"label":"chevron.down","shown":"","role":"button","frame":{"x":134,"width":44}}],"right":[],"toolbar":[]}],"announcement":{"text":"Logo, heading. All Settings, back button.","parts":[{"text":"Logo","role":"heading","language":"en"},{"text":"All Settings","role":"back-button","language":"en"}]},"findings":[]}"#,
    ].joined(separator: ","))),
    {"scenario":"App/app.navaudit.yaml","flow":"Modal \"sheet\"","locale":"en","device":"iPhone SE (3rd generation)","orientation":"portrait","ios":18,"steps":[
    {"index":0,"step":"start","source":"App/app.navaudit.yaml:30:5","stack":["c"],"bars":[{"column":"main","width":375,"height":44,"rightToLeft":false,"back":{"display":"hidden","shown":"","spoken":"","candidates":[]},"title":{"text":"Compose","shown":"Compose","truncated":false,"width":70,"frame":{"x":152.5,"width":70}},"left":[{"label":"Cancel","shown":"Cancel","role":"button","frame":{"x":8,"width":70}}],"right":[],"toolbar":[]}],"announcement":{"text":"Compose, heading. Cancel, button.","parts":[{"text":"Compose","role":"heading","language":"en"},{"text":"Cancel","role":"button","language":"en"}]},"findings":[]},
    {"index":1,"step":"present: d","source":"App/app.navaudit.yaml:31:9","stack":["c"],"bars":[{"column":"main","width":375,"height":44,"rightToLeft":false,"back":{"display":"hidden","shown":"","spoken":"","candidates":[]},"title":{"text":"Compose","shown":"Compose","truncated":false,"width":70,"frame":{"x":152.5,"width":70}},"left":[{"label":"Cancel","shown":"Cancel","role":"button","frame":{"x":8,"width":70}}],"right":[],"toolbar":[]}],"findings":[{"rule":"step-not-simulated","severity":"info","scenario":"App/app.navaudit.yaml","locale":"en","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Modal \"sheet\"","step":1,"message":"'present' steps are not simulated yet","source":"App/app.navaudit.yaml:31:9"}]}
    ]}
    ],
    "findings":[
    {"rule":"back-title-generic","severity":"warning","scenario":"App/app.navaudit.yaml","locale":"de","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Drill | in","step":1,"message":"back button shows 'Zurück' instead of 'Einstellungen' on iPhone SE (3rd generation) (portrait); en shows the title in full","source":"App/app.navaudit.yaml:21:9"},
    {"rule":"duplicate-key","severity":"info","scenario":"App/app.navaudit.yaml","locale":"de","table":"Localizable","key":"a","message":"duplicate key 'a' with the same value (previous occurrence at App/Strings/de.lproj/Localizable.strings:3:1)","source":"App/Strings/de.lproj/Localizable.strings:9:1"},
    {"rule":"missing-key","severity":"error","scenario":"App/app.navaudit.yaml","locale":"ar","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Drill | in","step":1,"message":"key 'b.title' is in no table","source":"App/app.navaudit.yaml:21:9"},
    {"rule":"step-not-simulated","severity":"info","scenario":"App/app.navaudit.yaml","locale":"en","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Modal \"sheet\"","step":1,"message":"'present' steps are not simulated yet","source":"App/app.navaudit.yaml:31:9"},
    {"rule":"title-truncated","severity":"warning","scenario":"App/app.navaudit.yaml","locale":"de","device":"iPhone SE (3rd generation)","orientation":"portrait","flow":"Drill | in","step":1,"message":"title '<script>alert(\"x\")</script> & 'Tür' | \u202egnirts\u202c' is cut\nto '<script>alert(\"x\")</script> & …' on iPhone SE (3rd generation) (portrait)","source":"App/app.navaudit.yaml:21:9"}
    ]}
    """#
}

extension ReportFixture {
  /// The fixture plus the English iPhone SE run again on the iOS 26 bar, each run raising
  /// the same finding in its step: findings do not record the design, steps do.
  static func twoDesigns() throws -> AuditReport {
    var report = try report()
    let index = try #require(
      report.runs.firstIndex {
        $0.locale == "en" && $0.device == "iPhone SE (3rd generation)" && $0.flow == "Drill | in"
      })
    let finding = Finding(
      rule: .titleTruncated, scenario: "App/app.navaudit.yaml", locale: "en", device: "iPhone SE (3rd generation)",
      orientation: .portrait,
      flow: "Drill | in", step: 1, message: "title 'General' is cut", source: "App/app.navaudit.yaml:21:9")
    var copy = report.runs[index]
    copy.ios = 26
    copy.steps[1].findings = [finding]
    report.runs[index].steps[1].findings = [finding]
    report.runs.insert(copy, at: index + 1)
    report.findings.append(finding)
    report.findings.sort()
    return report
  }
}
