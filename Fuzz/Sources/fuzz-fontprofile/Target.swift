// libFuzzer target `fuzz-fontprofile`: font profiles, read as FontProfile.load reads them: UTF-8
// decoding, then FontProfile(parsing:); a profile that parses is serialized again.
// Built and run by Fuzz/run; see README, "Fuzzing".
import Foundation
import FuzzSupport
import TextLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_fontprofile_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzz(_ bytes: [UInt8]) {
  guard let text = String(data: Data(bytes), encoding: .utf8),
    let profile = try? FontProfile(parsing: text, path: "app.fontprofile")
  else { return }
  _ = profile.serialized()
}
