import FuzzSupport

// libFuzzer target `fuzz-icu`: ICU resource bundle sources (.txt): the checks navaudit itself runs before
// genrb compiles them (is it a bundle, does it decode as UTF-8) and the search for each key's
// line that locates entries afterwards, and the refusal of imports that leave the folder.
// genrb itself is ICU's parser and is not fuzzed here. Input: the source text.
// Built and run by Fuzz/run; see README, "Fuzzing".
@testable import StringTables

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_icu_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzz(_ bytes: [UInt8]) {
  _ = ResourceBundleTables.looksLikeBundle(bytes, name: "de")
  _ = ResourceBundleTables.looksLikeBundle(bytes, name: "root")
  guard let (text, locator) = try? ResourceBundleTables.sourceText(bytes, path: "Strings/de.txt") else { return }
  // The checks of imports, includes and aliases (paths resolve under a folder that does not
  // exist, so nothing outside is ever read), and the one-pass search for each key's line.
  _ = try? ResourceBundleSourceCheck.check(
    text, absolute: "/nonexistent-navaudit-fuzz/Strings/de.txt", locator: locator)
  _ = ResourceBundleTables.keyLocations(in: text, locator: locator)
}
