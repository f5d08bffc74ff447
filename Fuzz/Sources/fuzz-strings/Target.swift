// libFuzzer target `fuzz-strings`: .strings files in every encoding, through StringTable(stringsFileContents:)
// (byte-order marks, UTF-16 without one, UTF-32, XML and binary property lists).
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

@_cdecl("fuzz_strings_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

private let folder = (try? LocaleFolder(folderName: "de.lproj")) ?? .base

func fuzz(_ bytes: [UInt8]) {
  guard
    let table = try? StringTable(
      stringsFileContents: Data(bytes), path: "de.lproj/Localizable.strings", name: "Localizable",
      folder: folder)
  else { return }
  _ = table.entries.count + table.diagnostics.count
}
