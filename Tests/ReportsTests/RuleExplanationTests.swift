import AuditEngine
import Reports
import Testing

@Suite("Rule explanations")
struct RuleExplanationTests {
  @Test(arguments: RuleID.allCases)
  func everyRuleIsExplained(rule: RuleID) {
    #expect(!rule.meaning.isEmpty)
    #expect(!rule.voiceOverImpact.isEmpty)
    #expect(!rule.remedy.isEmpty)
    #expect(rule.name.first?.isUppercase == true)
    #expect(!rule.name.contains("-"))
    let text = RuleExplanationText.plain(rule, width: 80)
    #expect(text.hasPrefix("\(rule.rawValue) (\(rule.severity.rawValue)): "))
    #expect(text.contains("Why it matters to VoiceOver users:"))
    #expect(
      text.split(separator: "\n").allSatisfy { $0.count <= 80 || !$0.contains(" ") || $0.hasPrefix(rule.rawValue) })
  }

  @Test func namesAreUpperCamelCase() {
    #expect(RuleID.backTitleGeneric.name == "BackTitleGeneric")
    #expect(RuleID.imageButtonUnlabeled.name == "ImageButtonUnlabeled")
  }
}
