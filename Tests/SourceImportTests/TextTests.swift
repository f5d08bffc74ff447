import Diagnostics
import Navigation
import SourceImport
import Testing

@Suite("SwiftUI texts as Xcode extracts them")
struct TextTests {
  /// The title key of a screen whose body is `Text("").navigationTitle(<title>)`.
  static func title(_ title: String, properties: String = "") throws -> (TextReference?, [String]) {
    let result = Source.read(
      """
      struct Screen: View {
        \(properties)
        var body: some View {
          Text("").navigationTitle(\(title))
        }
      }
      """)
    return (result.scenario.screens["Screen"]?.navigationTitle, result.unresolved)
  }

  @Test func aStringLiteralIsALocalizedStringKey() throws {
    let (title, _) = try Self.title(#""Sign up""#)
    #expect(title?.key?.key == "Sign up")
    #expect(title?.key?.table == "Localizable")
    #expect(title?.key?.defaultValue == "Sign up", "SwiftUI shows the key when no table has it")
  }

  @Test func interpolationsBecomeFormatSpecifiers() throws {
    #expect(try Self.title(#""Hello \(name)""#).0?.key?.key == "Hello %@")
    #expect(try Self.title(#""\(count) birds""#, properties: "var count: Int").0?.key?.key == "%lld birds")
    #expect(try Self.title(#""\(birds.count) birds, 100%""#).0?.key?.key == "%lld birds, 100%%")
    #expect(try Self.title(#""\(3) birds""#).0?.key?.key == "%lld birds")
    #expect(try Self.title(#""Price \(price, specifier: "%.2f")""#).0?.key?.key == "Price %.2f")
    #expect(try Self.title(#""Hello \(name)""#).0?.key?.arguments == [.string("name")])
  }

  @Test func everyLocalizedFormIsAKey() throws {
    #expect(try Self.title(#"Text("Orders", tableName: "Shop")"#).0?.key?.table == "Shop")
    #expect(try Self.title(#"String(localized: "Orders")"#).0?.key?.key == "Orders")
    #expect(try Self.title(#"NSLocalizedString("Orders", tableName: "Shop", comment: "")"#).0?.key?.table == "Shop")
    #expect(try Self.title(#"LocalizedStringResource("Orders")"#).0?.key?.key == "Orders")
    #expect(try Self.title(#"Text(NSLocalizedString("Orders", comment: ""))"#).0?.key?.key == "Orders")
    #expect(try Self.title(#""Say \"hi\"""#).0?.key?.key == #"Say "hi""#)
  }

  @Test func verbatimTextIsALiteral() throws {
    #expect(try Self.title(#"Text(verbatim: "Orders")"#).0?.literal == "Orders")
  }

  @Test func aTitleFromAPropertyIsUnresolvedAtTheModifier() throws {
    let (title, unresolved) = try Self.title("account.displayName")
    #expect(title == nil)
    #expect(unresolved == ["4:14 the title 'account.displayName' is only known at run time"])
  }
}
