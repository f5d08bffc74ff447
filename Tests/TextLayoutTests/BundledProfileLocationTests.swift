import BundledResources
import Foundation
import Testing

@testable import TextLayout

/// The bundled profile is looked for beside the executable before `Bundle.module` is asked
/// (``FontProfile/bundledDefault()``): found there, it is the file `Bundle.module` finds.
@Suite("Finding the bundled profile")
struct BundledProfileLocationTests {
  @Test func bundledProfileIsTheFileBundleModuleFinds() throws {
    let folder = try #require(
      BundledResources.folder("navaudit_TextLayout.resources", holding: "default.fontprofile"))
    let bundled = try #require(Bundle.module.url(forResource: "default", withExtension: "fontprofile"))
    #expect(
      URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        == bundled.deletingLastPathComponent().resolvingSymlinksInPath().path)
    #expect(!folder.hasSuffix("/"))
    // A folder that is not there, or lacks the file, or a file that is a folder: not found.
    #expect(BundledResources.folder("no-such.resources", holding: "default.fontprofile") == nil)
    #expect(BundledResources.folder("navaudit_TextLayout.resources", holding: "no-such.fontprofile") == nil)
    #expect(BundledResources.folder("navaudit_TextLayout.resources", holding: "") == nil)
    #expect(BundledResources.folder("", holding: "navaudit_TextLayout.resources") == nil)
  }
}
