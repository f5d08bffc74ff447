// libFuzzer target `fuzz-scenario`: scenario files (YAML or JSON), read as ScenarioLoader reads them:
// UTF-8 decoding, then ScenarioLoader.parse (Yams, the parser and the validator).
// Built and run by Fuzz/run; see README, "Fuzzing".
import Foundation
import FuzzSupport
import Navigation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_scenario_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzz(_ bytes: [UInt8]) {
  guard let text = String(data: Data(bytes), encoding: .utf8) else { return }
  _ = try? ScenarioLoader.parse(text, path: "app.navaudit.yaml")
}
