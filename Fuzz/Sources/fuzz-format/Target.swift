import FuzzSupport
// libFuzzer target `fuzz-format`: printf-style format strings, through StringFormatter with
// fixed argument lists (the input's length picks one of five, with or without Russian plural
// rules). Input: the format; after a NUL byte, optional texts for the substitution 'n' (its
// specifier, then its 'one' and 'other' cases, NUL-separated).
// Built and run by Fuzz/run; see README, "Fuzzing".
import StringTables
import UnicodeSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_format_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

private let argumentLists: [[FormatArgument]] = [
  [],
  [.int(3)],
  [.string("Mail"), .int(1), .double(2.5)],
  [.double(-0.0), .double(.infinity), .double(.nan), .int(Int.min), .int(Int.max)],
  [.string("٣"), .string(""), .string("12.5"), .int(0), .double(1e300), .int(-42)],
]
private let rules = (try? LocaleIdentifier(canonicalizing: "ru")).flatMap { try? PluralRules.forLocale($0) }

func fuzz(_ bytes: [UInt8]) {
  let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  guard let format = parts.first else { return }
  var substitutions: [String: Substitution] = [:]
  if parts.count > 1 {
    substitutions["n"] = Substitution(
      argumentNumber: nil, formatSpecifier: parts[1],
      plural: [.one: parts.count > 2 ? parts[2] : "%arg item", .other: parts.count > 3 ? parts[3] : "%arg items"])
    substitutions["m"] = Substitution(argumentNumber: 2, formatSpecifier: "d", plural: [.few: "%#@n@", .other: "%arg"])
  }
  // One call per input (the length picks the arguments and the rules), so that the fuzzer
  // spends its time on new formats rather than on the same one ten times.
  let arguments = argumentLists[bytes.count % argumentLists.count]
  let pluralRules = (bytes.count / argumentLists.count) % 2 == 0 ? nil : rules
  _ = StringFormatter(pluralRules: pluralRules, substitutions: substitutions).format(format, arguments)
}
