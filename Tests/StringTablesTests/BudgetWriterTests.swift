import Diagnostics
import Foundation
import StringTables
import Testing
import UnicodeSupport

@Suite("Width budgets written for translators")
struct BudgetWriterTests {
  static let xliff = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <!-- <trans-unit id="abc.title"> in a comment is never touched -->
          <trans-unit id="abc.title" xml:space="preserve">
            <source>Settings</source>
            <target>Einstellungen für alles</target>
            <note>Class = "UINavigationItem"; title = "Settings";</note>
          </trans-unit>
          <trans-unit id='other' maxwidth="5" size-unit="char">
            <source>Other</source>
          </trans-unit>
        </body>
      </file>
      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="abc.title">
            <source>Not a bar text</source>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  @Test func maxwidthIsWrittenOnMatchingUnitsOnlyAndEverythingElseIsKept() throws {
    let widths = ["Main": ["abc.title": 150, "other": 80]]
    let result = try XLIFFBudgetWriter.write(Data(Self.xliff.utf8), path: "de.xliff", maxWidths: widths)
    #expect(result.unitsWithBudget == 2)
    let expected = Self.xliff
      .replacingOccurrences(
        of: "<trans-unit id=\"abc.title\" xml:space=\"preserve\">",
        with: "<trans-unit id=\"abc.title\" xml:space=\"preserve\" maxwidth=\"150\" size-unit=\"point\">"
      )
      .replacingOccurrences(
        of: "<trans-unit id='other' maxwidth=\"5\" size-unit=\"char\">",
        with: "<trans-unit id='other' maxwidth=\"80\" size-unit=\"point\">")
    #expect(result.text == expected)
    // Read back: the translation now carries its budget.
    let document = try XLIFFDocument(contents: Data(result.text.utf8), path: "de.xliff")
    let main = document.tables().tables.first { $0.name == "Main" }
    #expect(main?.entry(forKey: "abc.title")?.maxWidth == 150)
    #expect(document.files[1].units[0].maxWidth == nil)
    // Writing again replaces the budget instead of adding another.
    let again = try XLIFFBudgetWriter.write(
      Data(result.text.utf8), path: "de.xliff", maxWidths: ["Main": ["abc.title": 120, "other": 80]])
    #expect(again.text == expected.replacingOccurrences(of: "maxwidth=\"150\"", with: "maxwidth=\"120\""))
  }

  @Test func malformedXLIFFIsRefusedWithItsLocation() {
    #expect(throws: (any Error).self) {
      try XLIFFBudgetWriter.write(Data("<xliff><file".utf8), path: "bad.xliff", maxWidths: [:])
    }
  }

  @Test func catalogCommentsGetTheBudgetOnceInXcodeLayout() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Inbox" : {
            "comment" : "Mailbox title",
            "extractionState" : "manual",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Posteingang"
                }
              }
            }
          },
          "Other" : {
            "shouldTranslate" : false
          }
        },
        "version" : "1.0"
      }

      """
    let widths = ["Localizable": ["Inbox": 142, "Missing": 10]]
    let result = try CatalogBudgetWriter.write(Data(catalog.utf8), path: "Localizable.xcstrings", maxWidths: widths)
    #expect(result.keysWithBudget == 1)
    #expect(
      result.text
        == catalog.replacingOccurrences(
          of: "\"Mailbox title\"", with: "\"Mailbox title Width budget: 142 pt (navaudit).\""))
    let again = try CatalogBudgetWriter.write(
      Data(result.text.utf8), path: "Localizable.xcstrings", maxWidths: ["Localizable": ["Inbox": 100]])
    #expect(again.text.contains("\"Mailbox title Width budget: 100 pt (navaudit).\""))
    #expect(!again.text.contains("142"))
    #expect(CatalogBudgetComment.budget(in: "Mailbox title Width budget: 100 pt (navaudit).") == 100)
  }
}
