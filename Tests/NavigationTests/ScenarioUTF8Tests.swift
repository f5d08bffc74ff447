import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Navigation

/// The loader checks a file's bytes as UTF-8 only when the file has an error
/// (``ScenarioLoader/load(utf8:displayPath:reading:recordingInto:)``), trusting libyaml to
/// refuse any byte that is not UTF-8. These tests hold it to the straightforward reading it
/// replaced, checking every file first: the same scenario and the same errors, for good
/// files, files with bad bytes anywhere (in a title, a key, a comment, after the document's
/// end, at its last byte), files with other errors too, small and large.
@Suite("Scenario UTF-8")
struct ScenarioUTF8Tests {
  /// Byte sequences that are not UTF-8: a byte no character starts with, a lone trailing
  /// byte, overlong forms, a surrogate, a scalar past U+10FFFF, a sequence cut short.
  static let badBytes: [[UInt8]] = [
    [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80],
    [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8], [0xC3],
    [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3, 0x28], [0xE2, 0x28, 0xA1],
  ]

  /// The loader before: the bytes checked first, then the text parsed.
  private static func reference(_ bytes: [UInt8]) -> (Scenario?, [String]) {
    var errors = InputErrors()
    let scenario: Scenario?
    if let text = String(validating: bytes, as: UTF8.self) {
      scenario = ScenarioLoader.parse(text, path: "s.yaml", reading: .shortcuts, recordingInto: &errors)
    } else {
      errors.append(
        ScenarioError("scenario file is not valid UTF-8", at: SourceLocation(path: "s.yaml", line: 1, column: 1)))
      scenario = nil
    }
    return (scenario, errors.found.map(\.description))
  }

  private static func compare(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var errors = InputErrors()
    let scenario = ScenarioLoader.load(utf8: bytes, displayPath: "s.yaml", recordingInto: &errors)
    let (expected, expectedErrors) = reference(bytes)
    let text = String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription
    #expect(scenario == expected, "\(text)", sourceLocation: sourceLocation)
    #expect(errors.found.map(\.description) == expectedErrors, "\(text)", sourceLocation: sourceLocation)
  }

  /// Good files read as before, and so do files with other mistakes (syntax, depth, fields,
  /// a control character that is UTF-8 all the same).
  @Test func goodBytesReadAsBefore() {
    var texts = ScreenPrereaderTests.texts
    texts += [
      "", "format: 1\n", "format: 1\nscreens:\n  caf\u{E9}: { title: \"R\u{E9}glages \u{1F600}\" }\n",
      "format: 1\nscreens: [a\n", "format: 1\nscreens:\n  a: { title: \u{1} }\n", "\u{FEFF}format: 1\n",
      String(repeating: "[", count: 300) + "\n", "format: 1\n...\n# trailing comment \u{E9}\n",
      "format: 1\n---\nformat: 2\n", "format: 1\nflows: *nowhere\n",
    ]
    for text in texts { Self.compare(Array(text.utf8)) }
  }

  /// Bad bytes at places chosen to reach every path: a file libyaml reads to its end, one
  /// it stops in before the bad bytes (a syntax error, a second document, nesting too deep),
  /// one composed on libyaml's thread (64 KiB or more).
  @Test func badBytesAnywhereAreRefusedAsBefore() {
    let large =
      "format: 1\nscreens:\n" + (0..<3_000).map { "  s\($0): { title: \"Screen \($0)\" }\n" }.joined()
      + "flows:\n  - name: f\n    root: { navigation: [s0] }\n    steps: [push: s1]\n"
    let texts = [
      "format: 1\nscreens:\n  a: { title: \"@\" }\n", "format: 1\n# @\nscreens:\n  a: {}\n", "format: 1\n...\n@\n",
      "format: 1\nscreens: [a\n@\n", "format: 1\n---\nb: @\n", String(repeating: "[", count: 300) + "@\n",
      "format: 1\nscreens:\n  @: {}\n", "@", "format: 1\nscreens: {}\n@",
      large.replacingOccurrences(of: "Screen 2999", with: "@"),
      large + "# @", large.replacingOccurrences(of: "Screen 7\"", with: "@\""), large + "flows: [\n@",
      // libyaml stops at the syntax error long before the bad bytes, which it never reads.
      "format: 1\nscreens: [a\n" + large + "@", "format: 1\n---\nb: 1\n" + large + "@",
    ]
    for text in texts {
      for bad in Self.badBytes {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        Self.compare(Array(parts.map { Array($0.utf8) }.joined(separator: bad)))
      }
    }
  }

  /// Random scenarios with bad bytes (or a character cut short) at a random place.
  @Test func randomBadBytesAreRefusedAsBefore() {
    var random = SplitMix64(seed: 77)
    let texts = ScreenPrereaderTests.texts.map { Array($0.utf8) }
    for round in 0..<400 {
      var bytes = random.pick(texts)
      if round % 5 == 4 {
        bytes.append(contentsOf: Array("  caf\u{E9}: { title: \"\u{1F600}\" }\n".utf8))
      }
      let position = random.next(below: bytes.count + 1)
      switch round % 3 {
      case 0: bytes.insert(contentsOf: random.pick(Self.badBytes), at: position)
      case 1: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
      default: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.next(below: 3)))
      }
      Self.compare(bytes)
    }
  }
}
