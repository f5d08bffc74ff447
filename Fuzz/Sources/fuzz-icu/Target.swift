// libFuzzer target `fuzz-icu`: ICU resource bundle sources (.txt): the checks navaudit itself runs before
// genrb compiles them (is it a bundle, does it decode as UTF-8) and the search for each key's
// line that locates entries afterwards. genrb itself is ICU's parser and is not fuzzed here.
// Input: the source text; the key searched is the first word of each of its first lines.
// Built and run by Fuzz/run; see README, "Fuzzing".
@testable import StringTables
import FuzzSupport

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
  guard let locator = try? ResourceBundleTables.sourceText(bytes, path: "Strings/de.txt") else { return }
  // Keys as genrb would report them: words starting lines 2 to 9 (bounded, as real bundles
  // hold one key per entry).
  var keys: [String] = ["", "title", "\"quoted key\""]
  for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropFirst().prefix(8) {
    let word = line.drop { $0 == 0x20 || $0 == 0x09 }.prefix { $0 > 0x20 && $0 != UInt8(ascii: "{") }
    keys.append(String(decoding: word, as: UTF8.self))
  }
  for key in keys { _ = ResourceBundleTables.keyLocation(key, in: locator) }
}
