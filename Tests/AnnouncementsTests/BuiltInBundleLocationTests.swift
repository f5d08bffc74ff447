import BundledResources
import Foundation
import Testing
import UnicodeSupport

@testable import Announcements

/// The built-in bundles are looked for beside the executable before `Bundle.module` is
/// asked (``SystemStrings/init(overlay:)``): found there, they are the folder it finds.
@Suite("Finding the built-in bundles")
struct BuiltInBundleLocationTests {
  @Test func builtInFolderIsTheOneBundleModuleFinds() throws {
    let strings = try SystemStrings()
    let root = try #require(Bundle.module.url(forResource: "root", withExtension: "res"))
    let folder = try #require(strings.folders.last)
    #expect(strings.folders.count == 1)
    #expect(!folder.hasSuffix("/"))
    #expect(
      URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        == root.deletingLastPathComponent().resolvingSymlinksInPath().path)
    #expect(try strings.phrases(for: LocaleIdentifier(canonicalizing: "en")).bundleLocale == "en")
    // Found beside the executable, the folder is the one the strings read, as it is named.
    #expect(folder == BundledResources.folder("navaudit_Announcements.resources", holding: "root.res"))
  }
}
