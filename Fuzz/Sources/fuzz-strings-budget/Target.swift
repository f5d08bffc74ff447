// libFuzzer target `fuzz-strings-budget`: .strings files through StringsBudgetWriter.write (what
// `navaudit budgets --strings` runs), with budgets for some of the keys the .strings reader
// finds in the input, checking that writing budgets changes comments and nothing else.
// Built and run by Fuzz/run; see README, "Fuzzing".
import Foundation
import FuzzSupport
import StringTables
import TextFiles
import UnicodeSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_strings_budget_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

private let path = "de.lproj/Localizable.strings"
private let folder = (try? LocaleFolder(folderName: "de.lproj")) ?? .base

/// Budgets in points: the smallest, usual ones, and the widest an `Int` prints.
private let budgetValues = [0, 1, 88, 150, 999_999, Int.max]

func fuzz(_ bytes: [UInt8]) {
  let input = Data(bytes)
  let table: StringTable
  do {
    table = try read(input)
  } catch {
    // What the reader refuses, the writer refuses too, at a location in the file.
    do {
      _ = try StringsBudgetWriter.write(input, path: path, maxWidths: ["Localizable": ["k": 1]])
      check(false, "the writer accepted a file the reader refuses (\(error.description))")
    } catch {
      checkLocated(error)
    }
    return
  }
  let budgets = budgets(for: table, bytes: bytes)
  let written: StringsBudgetWriter.Result
  do {
    written = try StringsBudgetWriter.write(input, path: path, maxWidths: ["Localizable": budgets])
  } catch {
    // Property lists have no comments to write into, and every other refusal is located.
    checkLocated(error)
    check(
      table.format != .strings || error.kind == .encoding,
      "the writer refused a text .strings file the reader accepts: \(error.description)")
    return
  }
  check(table.format == .strings, "the writer accepted a \(table.format) file")

  // No budget for this table: the file comes back byte for byte.
  for noBudgets in [[:], ["Other": budgets], ["Localizable": [:]]] as [[String: [String: Int]]] {
    let unchanged = try? StringsBudgetWriter.write(input, path: path, maxWidths: noBudgets)
    check(unchanged?.bytes == bytes, "no budgets (\(noBudgets.keys.sorted())) changed the file")
    check(unchanged?.keysWithBudget == 0, "no budgets, yet \(unchanged?.keysWithBudget ?? -1) keys with one")
  }

  // The output reads back to the same entries; budgeted keys state their budget, others keep their comment.
  let output = Data(written.bytes)
  guard let reread = try? read(output) else {
    check(false, "the output does not read back:\n\(String(decoding: written.bytes, as: UTF8.self))")
    return
  }
  check(reread.format == .strings, "the output reads back as \(reread.format)")
  check(
    reread.entries.count == table.entries.count, "\(reread.entries.count) entries instead of \(table.entries.count)")
  var budgeted = 0
  for (before, after) in zip(table.entries, reread.entries) {
    check(before.key == after.key, "key '\(before.key)' became '\(after.key)'")
    check(before.value == after.value, "the value of key '\(before.key)' changed")
    if let points = budgets[before.key] {
      budgeted += 1
      check(
        CatalogBudgetComment.budget(in: after.comment) == Double(points),
        "key '\(before.key)' has the comment \(after.comment.debugDescription), not a budget of \(points) pt")
    } else {
      check(
        before.comment == after.comment,
        "the comment of key '\(before.key)' changed from \(before.comment.debugDescription) "
          + "to \(after.comment.debugDescription)")
    }
  }
  check(written.keysWithBudget == budgeted, "\(written.keysWithBudget) keys with a budget, \(budgeted) budgeted")

  // Encoding and byte order mark as the input had them.
  if let original = try? SourceTextDecoder.decode(bytes, path: path),
    let rewritten = try? SourceTextDecoder.decode(written.bytes, path: path)
  {
    check(rewritten.encoding == original.encoding, "\(original.encoding) became \(rewritten.encoding)")
    check(
      SourceTextEncoder.hasByteOrderMark(written.bytes, encoding: rewritten.encoding)
        == SourceTextEncoder.hasByteOrderMark(bytes, encoding: original.encoding),
      "the byte order mark was added or dropped")
  } else {
    check(false, "the input or the output does not decode")
  }

  // Writing again with the same budgets changes nothing.
  let again = try? StringsBudgetWriter.write(output, path: path, maxWidths: ["Localizable": budgets])
  check(
    again?.bytes == written.bytes,
    "writing twice is not writing once:\n\(String(decoding: written.bytes, as: UTF8.self))\n---\n"
      + String(decoding: again?.bytes ?? [], as: UTF8.self))
}

private func read(_ data: Data) throws(TextFileError) -> StringTable {
  try StringTable(stringsFileContents: data, path: path, name: "Localizable", folder: folder)
}

/// Budgets for about two thirds of the table's keys (which ones, and how wide, from the
/// input's bytes), and one for a key the file does not have.
private func budgets(for table: StringTable, bytes: [UInt8]) -> [String: Int] {
  let salt = bytes.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
  var budgets = ["navaudit.fuzz.absent": 150]
  for (index, key) in table.keys.enumerated() where (salt + index) % 3 != 0 {
    budgets[key] = budgetValues[(salt / 3 + index) % budgetValues.count]
  }
  return budgets
}

/// A refusal names the file and a line and column in it.
private func checkLocated(_ error: TextFileError) {
  check(error.location.path == path, "an error at '\(error.location.path)': \(error.description)")
  check(error.location.line >= 1 && error.location.column >= 1, "an error at line 0 or column 0: \(error.description)")
  check(!error.message.isEmpty, "an error without a message")
}
