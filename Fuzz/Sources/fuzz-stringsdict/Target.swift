// libFuzzer target `fuzz-stringsdict`: .stringsdict property lists, through
// StringTable(stringsDictionaryContents:).
// Built and run by Fuzz/run; see README, "Fuzzing".
import Foundation
import FuzzSupport
import StringTables
import UnicodeSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_stringsdict_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

private let folder = (try? LocaleFolder(folderName: "ru.lproj")) ?? .base

func fuzz(_ bytes: [UInt8]) {
  guard
    let table = try? StringTable(
      stringsDictionaryContents: Data(bytes), path: "ru.lproj/Localizable.stringsdict",
      name: "Localizable", folder: folder)
  else { return }
  _ = table.entries.count + table.diagnostics.count
}
