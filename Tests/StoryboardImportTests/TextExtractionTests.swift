import Diagnostics
import Foundation
import InterfaceBuilder
import Navigation
import Testing

@Suite("Storyboard texts under ibtool's ObjectID.property keys")
struct TextExtractionTests {
  private func document() throws -> StoryboardDocument {
    let url = StoryboardFixture.fixture("Texts/Base.lproj/Profile.storyboard")
    let data = try Data(contentsOf: url)
    return try StoryboardDocument(contents: [UInt8](data), path: "Profile.storyboard", name: "Profile")
  }

  struct TextCase: Sendable, CustomTestStringConvertible {
    let key: String
    let className: String
    let value: String
    var testDescription: String { key }
  }

  @Test(arguments: [
    TextCase(key: "TbI-01-aaa.title", className: "UITabBarItem", value: "Me"),
    TextCase(key: "PrV-01-aaa.title", className: "UIViewController", value: "Profile Screen"),
    TextCase(key: "LbL-01-aaa.text", className: "UILabel", value: "Hello, traveller"),
    TextCase(key: "BtN-01-aaa.normalTitle", className: "UIButton", value: "Sign In"),
    TextCase(key: "BtN-01-aaa.highlightedTitle", className: "UIButton", value: "Signing In"),
    TextCase(key: "SeG-01-aaa.segmentTitles[0]", className: "UISegmentedControl", value: "Recent"),
    TextCase(key: "SeG-01-aaa.segmentTitles[1]", className: "UISegmentedControl", value: "Favourites"),
    TextCase(key: "ImG-01-aaa.accessibilityLabel", className: "UIImageView", value: "Avatar"),
    TextCase(key: "ImG-01-aaa.accessibilityHint", className: "UIImageView", value: "Opens your photo"),
    TextCase(key: "ShA-01-aaa.title", className: "UIBarButtonItem", value: "Share All"),
    TextCase(key: "NvI-01-aaa.title", className: "UINavigationItem", value: "Profile"),
    TextCase(key: "NvI-01-aaa.prompt", className: "UINavigationItem", value: "Signed in"),
    TextCase(key: "NvI-01-aaa.backButtonTitle", className: "UINavigationItem", value: "Me"),
    TextCase(key: "BbB-01-aaa.title", className: "UIBarButtonItem", value: "Back Home"),
    TextCase(key: "RtB-01-aaa.title", className: "UIBarButtonItem", value: "Edit Profile"),
    TextCase(key: "RtB-01-aaa.accessibilityLabel", className: "UIBarButtonItem", value: "Edit your profile"),
    TextCase(key: "CuV-02-aaa.accessibilityLabel", className: "UIButton", value: "Account menu"),
    TextCase(key: "TiV-02-aaa.accessibilityLabel", className: "UIView", value: "Sync status"),
  ])
  func eachLocalizableTextHasItsKeyBaseValueAndComment(_ testCase: TextCase) throws {
    let document = try document()
    let text = try #require(document.texts.first { $0.key == testCase.key })
    #expect(text.value == testCase.value)
    #expect(text.className == testCase.className)
    let property = String(testCase.key.drop { $0 != "." }.dropFirst())
    let objectID = String(testCase.key.prefix { $0 != "." })
    #expect(
      text.comment
        == "Class = \"\(testCase.className)\"; \(property) = \"\(testCase.value)\"; ObjectID = \"\(objectID)\";")
    #expect(document.text(objectID, property)?.value == testCase.value)
  }

  @Test func textsComeInDocumentOrderAndNothingElseIsExtracted() throws {
    let keys = try document().texts.map(\.key)
    #expect(
      keys == [
        "TbI-01-aaa.title", "PrV-01-aaa.title", "LbL-01-aaa.text", "BtN-01-aaa.normalTitle",
        "BtN-01-aaa.highlightedTitle", "SeG-01-aaa.segmentTitles[0]", "SeG-01-aaa.segmentTitles[1]",
        "ImG-01-aaa.accessibilityLabel", "ImG-01-aaa.accessibilityHint", "ShA-01-aaa.title",
        "NvI-01-aaa.title", "NvI-01-aaa.prompt", "NvI-01-aaa.backButtonTitle", "BbB-01-aaa.title",
        "RtB-01-aaa.title", "RtB-01-aaa.accessibilityLabel", "RtB-01-aaa.accessibilityHint",
        "LfA-02-aaa.accessibilityLabel", "LfB-02-aaa.title", "CuV-02-aaa.accessibilityLabel",
        "TiV-02-aaa.accessibilityLabel",
      ])
  }

  @Test func textsAreLocatedAtTheElementThatSetsThem() throws {
    let document = try document()
    let title = try #require(document.text("NvI-01-aaa", "title"))
    #expect(title.location.path == "Profile.storyboard")
    #expect(title.location.line == 66)
    #expect(title.location.column == 21)
  }

  @Test func theDocumentKeepsItsNameAndInitialViewController() throws {
    let document = try document()
    #expect(document.name == "Profile")
    #expect(document.initialViewController == "NvC-01-aaa")
    #expect(document.scenes.count == 3)
  }
}
