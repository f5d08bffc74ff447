import Testing
import UnicodeSupport

@testable import Announcements

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

/// The shortcuts the announcer takes for speed answer what the Unicode properties and the
/// full comparison answer.
@Suite("Announcer shortcuts")
struct AnnouncerShortcutTests {
  /// White space is answered from ranges for most scalars: every scalar agrees with
  /// Unicode's White_Space property.
  @Test func whiteSpaceAgreesWithTheProperty() {
    var disagreeing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if Announcer.isWhitespace(scalar) != scalar.properties.isWhitespace { disagreeing.append(value) }
    }
    #expect(disagreeing.isEmpty)
  }

  @Test func trimmingKeepsInnerSpaceAndDropsOuterSpaceOfAnyScript() {
    #expect(Announcer.trimmed("\u{3000}設定\u{3000}") == "設定")
    #expect(Announcer.trimmed("\u{A0}Réglages du compte\u{2009}") == "Réglages du compte")
    #expect(Announcer.trimmed("درجة الحرارة") == "درجة الحرارة")
    #expect(Announcer.trimmed(" \u{85}") == "")
  }

  /// A back button labelled "Back" in any case or normalization drops its label; a longer
  /// label never does.
  @Test func aBackLabelIsDroppedInAnyCaseAndForm() throws {
    let english = try AnnouncerTests.announcer("en")
    for label in ["BACK", "back", " Back "] {
      #expect(
        english.describe(SpokenElement(label: .init(label, language: "en"), role: .backButton)).text == "Back button.")
    }
    #expect(
      english.describe(SpokenElement(label: .init("Backup", language: "en"), role: .backButton)).text
        == "Backup, back button.")
    let german = try AnnouncerTests.announcer("de")
    let back = german.phrases.backTitle
    let decomposed = String(String.UnicodeScalarView(back.decomposedScalars))
    let described = german.describe(
      SpokenElement(label: .init(decomposed.uppercased(), language: "de"), role: .backButton))
    #expect(described.parts.isEmpty)
  }
}

extension String {
  /// The scalars with "ü" and its like written as a base letter and a combining mark.
  fileprivate var decomposedScalars: [Unicode.Scalar] {
    unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
      switch scalar {
      case "ü": ["u", "\u{308}"]
      case "Ü": ["U", "\u{308}"]
      default: [scalar]
      }
    }
  }
}

extension AnnouncerShortcutTests {
  /// A description ends without its stop's space, and a hint still follows the stop with it.
  @Test func descriptionsEndWithoutTheStopsSpace() throws {
    let english = try AnnouncerTests.announcer("en")
    let element = SpokenElement(
      label: .init("Filter", language: "en"), role: .button, hint: .init("Shows unread mail", language: "en"))
    #expect(english.describe(element).text == "Filter, button. Shows unread mail.")
    let chinese = try AnnouncerTests.announcer("zh-Hans")
    #expect(!chinese.describe(SpokenElement(label: .init("设置", language: "zh"), role: .heading)).text.hasSuffix(" "))
  }
}

extension AnnouncerShortcutTests {
  /// A text's last character is read from its last byte when that byte and the one before
  /// are ASCII (and not CR LF): the answer is the last character's, in every locale.
  @Test func aSentenceEndsWithAPauseAsItsLastCharacterSays() throws {
    let texts = [
      "", ".", "a", "Done.", "After 30 days.", "Wait…", "設定。", "一般、", "x\u{301}.", "\u{600}.", "\r\n", "a\r\n",
      ".\n", "a.\u{301}", "Réglages.", "Ende!", "?", "؟", "Fin ?",
    ]
    for locale in ["en", "ja", "ar", "fr"] {
      let characters = try AnnouncerTests.announcer(locale).phrases.words.pauseCharacters
      for text in texts + characters.map({ "Title" + String($0) }) {
        let expected = text.last.map { characters.contains($0) } ?? false
        #expect(Announcer.endsWithPause(text, characters: characters) == expected, "\(locale) \(text.debugDescription)")
      }
    }
  }

  /// Every white space scalar starts and ends with a byte the end-byte checks let through,
  /// so that a text they turn away has no white space to trim at that end.
  @Test func whiteSpaceEndBytesAreLetThrough() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), Announcer.isWhitespace(scalar) else { continue }
      let bytes = Array(String(scalar).utf8)
      #expect(Announcer.mayStartWhitespace(bytes[0], bytes.count > 1 ? bytes[1] : nil), "\(value)")
      #expect(
        Announcer.mayEndWhitespace(bytes[bytes.count - 1], bytes.count > 1 ? bytes[bytes.count - 2] : nil), "\(value)")
    }
    // "ト" (E3 83 88) and "ة" (D8 A9) start and end with bytes white space has, not both.
    #expect(!Announcer.mayStartWhitespace(0xE3, 0x83) && !Announcer.mayEndWhitespace(0x88, 0x83))
    #expect(!Announcer.mayEndWhitespace(0xA9, 0xD8) && !Announcer.mayStartWhitespace(0xE3 + 1, 0x80))
  }

  /// Trimming from the two end bytes agrees with trimming scalar by scalar.
  @Test func asciiEndsAreTrimmedAsScalarsAre() {
    let wide = [
      "設定", "\u{3000}設定", "設定\u{3000}", "\u{A0}é", "é\u{85}", "\u{2028}x\u{205F}", "ア\u{202F}", "x\u{1680}", "トト",
      "درجة الحرارة", "\u{2009}ト", "ة\u{2009}", "\u{C2}\u{C2}",
    ]
    for text in ["Title", " Title", "Title ", "\tA\n", "a", " ", "é", "Aé", "éA", "A\u{3000}"] + wide {
      let scalars = Array(text.unicodeScalars)
      let first = scalars.firstIndex { !Announcer.isWhitespace($0) }
      let last = scalars.lastIndex { !Announcer.isWhitespace($0) }
      let expected = first.flatMap { first in last.map { String(String.UnicodeScalarView(scalars[first...$0])) } } ?? ""
      #expect(Announcer.trimmed(text) == expected, "\(text.debugDescription)")
    }
  }
}
