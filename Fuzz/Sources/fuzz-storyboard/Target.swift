import Foundation
import FuzzSupport

// libFuzzer target `fuzz-storyboard`: storyboards, through InterfaceBuilder's StoryboardDocument,
// then the parsed document through the StoryboardImport importer (scenes, segues, flows) and
// the storyboard's Base string table.
// Built and run by Fuzz/run; see README, "Fuzzing".
@testable import InterfaceBuilder
@testable import StoryboardImport
@testable import StringTables

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_storyboard_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

private let folder = "/navaudit-fuzz/App"
private let path = folder + "/Base.lproj/Main.storyboard"
private let app = StoryboardFiles.App(folder: folder, storyboards: [path], referenceOnly: [])

func fuzz(_ bytes: [UInt8]) {
  guard let document = try? StoryboardDocument(contents: bytes, path: "Base.lproj/Main.storyboard", name: "Main")
  else { return }
  _ = document.texts.count
  _ = try? StoryboardImporter.importApp(
    app, documents: [document], searchRoot: folder,
    options: StoryboardImporter.Options(maxDepth: 12, developmentLanguage: "en"), display: { $0 })
  _ = try? TableFileReader.storyboardTable(
    Data(bytes), url: URL(fileURLWithPath: path), name: "Main", relative: "Base.lproj/Main.storyboard")
}
