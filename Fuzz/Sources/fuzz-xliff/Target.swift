// libFuzzer target `fuzz-xliff`: XLIFF 1.2 exports, through XLIFFDocument(contents:) and its conversion
// into tables (stringsdict and variant units included).
// Built and run by Fuzz/run; see README, "Fuzzing".
import Foundation
import FuzzSupport
import StringTables

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_xliff_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzz(_ bytes: [UInt8]) {
  guard let document = try? XLIFFDocument(contents: Data(bytes), path: "de.xliff") else { return }
  let converted = document.tables(defaultTargetLanguage: nil)
  _ = converted.tables.count + converted.diagnostics.count
  _ = document.tables(defaultTargetLanguage: "de").tables.count
}
