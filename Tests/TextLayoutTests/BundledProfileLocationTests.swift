import Diagnostics
import Foundation
import Testing

@testable import TextLayout

/// The bundled profile is looked for beside the executable before `Bundle.module` is asked
/// (``FontProfile/bundledDefault()``): found there, it is the file `Bundle.module` finds.
@Suite("Finding the bundled profile")
struct BundledProfileLocationTests {
  @Test func bundledProfileIsTheFileBundleModuleFinds() throws {
    let direct = try #require(
      BundledResources.path(of: "default.fontprofile", inFolder: "navaudit_TextLayout.resources"))
    let bundled = try #require(Bundle.module.url(forResource: "default", withExtension: "fontprofile"))
    #expect(
      URL(fileURLWithPath: direct).resolvingSymlinksInPath().path == bundled.resolvingSymlinksInPath().path)
    #expect(BundledResources.path(of: "default.fontprofile", inFolder: "no-such.resources") == nil)
    #expect(BundledResources.path(of: "", inFolder: "navaudit_TextLayout.resources") == nil)
  }
}
