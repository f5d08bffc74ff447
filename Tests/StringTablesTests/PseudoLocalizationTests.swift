import Diagnostics
import Foundation
import StringTables
import Testing
import UnicodeSupport

@Suite("Pseudo-localization")
struct PseudoLocalizationTests {
  @Test func accentedTextIsAndroidStyleAndAboutFortyPercentLonger() {
    #expect(PseudoLocale.accented.transform("Settings") == "[Šéţţîñĝš one two]")
    #expect(PseudoLocale.accented.transform("") == "")
  }

  @Test func doubleRepeatsEveryWordButNotPlaceholders() {
    #expect(PseudoLocale.double.transform("Add Entry") == "Add Add Entry Entry")
    #expect(PseudoLocale.double.transform("%lld files") == "%lld files files")
    #expect(PseudoLocale.double.transform("%1$@ of %2$@") == "%1$@ of of %2$@")
  }

  @Test func placeholdersSurviveEveryStyle() {
    for style in PseudoLocale.allCases {
      let text = style.transform("%1$@ has %2$lld items (100%%) %#@files@")
      for placeholder in ["%1$@", "%2$lld", "%%", "%#@files@"] {
        #expect(text.contains(placeholder), "\(style): \(text)")
      }
    }
    #expect(PseudoLocale.accented.transform("%@ items").hasPrefix("[%@ îţéɱš"))
  }

  @Test func boundedAndRightToLeft() {
    #expect(PseudoLocale.bounded.transform("Inbox") == "[Inbox]")
    #expect(PseudoLocale.rtl.transform("Inbox") == "Inbox")
    #expect(PseudoLocale.rtl.locale.isRightToLeft)
    #expect(PseudoLocale.allCases.map(\.tag) == ["en-XA", "en-XD", "en-XB", "ar-XB"])
    #expect(PseudoLocale(tag: "en-XD") == .double)
  }

  @Test func pseudoTablesHoldEveryDevelopmentKeyAndPluralFormsSurvive() throws {
    let location = SourceLocation(path: "en.lproj/Localizable.strings", line: 1, column: 1)
    let english = try LocaleIdentifier(validating: "en")
    let tables = [
      StringTable(
        name: "Localizable", folder: .base, path: "Base.lproj/Localizable.strings", format: .strings,
        entries: [StringEntry(key: "title", value: .text("Inbox"), location: location)]),
      StringTable(
        name: "Localizable", folder: .locale(english), path: "en.lproj/Localizable.stringsdict",
        format: .stringsDictionary,
        entries: [
          StringEntry(
            key: "count", value: .plural([.one: .text("%lld message"), .other: .text("%lld messages")]),
            location: location)
        ]),
    ]
    let store = StringStore(tables: tables, developmentLanguage: english).addingPseudoLocales(PseudoLocale.allCases)
    #expect(store.resolve(key: "title", locale: PseudoLocale.bounded.locale)?.text == "[Inbox]")
    #expect(store.resolve(key: "title", locale: PseudoLocale.bounded.locale)?.isFallback == false)
    let one = store.resolve(key: "count", locale: PseudoLocale.double.locale, arguments: [.int(1)])
    let many = store.resolve(key: "count", locale: PseudoLocale.double.locale, arguments: [.int(3)])
    #expect(one?.text == "1 message message")
    #expect(many?.text == "3 messages messages")
    #expect(store.diagnostics.isEmpty)
  }
}
