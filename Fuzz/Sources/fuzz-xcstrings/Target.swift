// libFuzzer target `fuzz-xcstrings`: String Catalogs (.xcstrings JSON), through StringCatalog(contents:).
// Built and run by Fuzz/run; see README, "Fuzzing".
import Foundation
import FuzzSupport
import StringTables

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_xcstrings_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzz(_ bytes: [UInt8]) {
  guard
    let catalog = try? StringCatalog(
      contents: Data(bytes), path: "mul.lproj/Localizable.xcstrings", name: "Localizable")
  else { return }
  _ = catalog.tables.count + catalog.diagnostics.count + catalog.languages.count
}
