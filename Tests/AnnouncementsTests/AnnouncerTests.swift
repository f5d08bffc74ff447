import Announcements
import Testing
import UnicodeSupport

@Suite("Announcer")
struct AnnouncerTests {
  static func announcer(_ locale: String) throws -> Announcer {
    Announcer(phrases: try SystemStrings().phrases(for: LocaleIdentifier(canonicalizing: locale)))
  }

  @Test func screenChangeReadsTitleThenBackButtonInGerman() throws {
    let announcement = try Self.announcer("de").screenChange([
      SpokenElement(label: .init("Allgemein", language: "de"), role: .heading),
      SpokenElement(label: .init("Einstellungen", language: "de"), role: .backButton),
    ])
    #expect(announcement.text == "Allgemein, Überschrift. Einstellungen, Zurück-Taste.")
    #expect(
      announcement.parts == [
        AnnouncementPart(text: "Allgemein", role: .heading, language: "de"),
        AnnouncementPart(text: "Einstellungen", role: .backButton, language: "de"),
      ])
  }

  @Test func japaneseUsesItsOwnPunctuation() throws {
    let announcement = try Self.announcer("ja").screenChange([
      SpokenElement(label: .init("一般", language: "ja"), role: .heading),
      SpokenElement(label: .init("設定", language: "ja"), role: .backButton),
    ])
    #expect(announcement.text.hasPrefix("一般、"))
    #expect(!announcement.text.contains(". "))
  }

  @Test func backButtonLabelledBackDropsTheLabel() throws {
    let announcement = try Self.announcer("en").describe(
      SpokenElement(label: .init("Back", language: "en"), role: .backButton))
    #expect(announcement.text == "Back button.")
    #expect(announcement.parts.isEmpty)
  }

  @Test func focusDescriptionHasValueStatesAndHint() throws {
    let element = SpokenElement(
      label: .init("Filter", language: "en"), role: .button, value: .init("Unread", language: "en"),
      hint: .init("Shows only unread mail.", language: "en"), isSelected: true, isDimmed: true)
    let announcement = try Self.announcer("en").describe(element)
    #expect(announcement.text == "Filter, Unread, selected, dimmed, button. Shows only unread mail.")
    #expect(announcement.parts.map(\.role) == [.button, .value, .hint])
  }

  @Test func partsKeepTheLanguageOfTheirText() throws {
    let announcement = try Self.announcer("ja").screenChange([
      SpokenElement(label: .init("VoiceOver", language: "en"), role: .heading)
    ])
    #expect(announcement.parts.first?.language == "en")
  }
}
