// libFuzzer target `fuzz-font`: font file bytes through ShapedFontFace.faces(inFontFile:path:)
// (HarfBuzz behind the CHarfBuzzShims C shim) and the faces through AppFontLibrary, checking
// what callers rely on: a file either is refused with a FontError naming it, or gives faces
// with usable names and metrics whose shaped widths are finite, non-negative and stable.
// Built and run by Fuzz/run; see README, "Fuzzing".
import Foundation
import FuzzSupport
import Traits
import UnicodeSupport

@testable import TextLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzz(fuzzBytes(data, size))
  return 0
}

@_cdecl("fuzz_font_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}

private let path = "Fonts/App.ttf"

/// The texts every face shapes: Latin with kerning pairs and a ligature, Arabic (joining),
/// CJK, emoji (measured by the fallback), empty, scripts changing at every character (a run
/// each), and a 5,000-character title (shaped in pieces of 4 KiB).
private let texts: [String] = [
  "Back", "AVAWAY fi ffl Settings", "الإعدادات", "設定を変更", "👋🏽 Back ❤️", "",
  String(repeating: "Wi ت設👍", count: 20), String(repeating: "Back Settings ", count: 357) + "設👍",
]

/// Shaping all the texts costs about a millisecond per face under the sanitizer; a collection
/// of 256 faces shapes the short ones only, which keeps an input well under the 1 s timeout.
private let facesShapingEverything = 4

func fuzz(_ bytes: [UInt8]) {
  let faces: [ShapedFontFace]
  do {
    faces = try ShapedFontFace.faces(inFontFile: bytes, path: path)
  } catch {
    check(error.description.contains(path), "an error that does not name the file: \(error.description)")
    return
  }
  check(!faces.isEmpty, "no error and no face")
  check(faces.count <= ShapedFontFace.maximumFacesPerFile, "\(faces.count) faces")
  let again = (try? ShapedFontFace.faces(inFontFile: bytes, path: path)) ?? []
  check(again.count == faces.count, "opened again: \(again.count) faces instead of \(faces.count)")
  for (index, face) in faces.enumerated() {
    checkMetrics(face, index: index)
    if index < again.count {
      check(describe(again[index]) == describe(face), "face \(index) read differently the second time")
    }
    let shaped = index < facesShapingEverything ? texts : Array(texts.prefix(2))
    for text in shaped { checkShape(face, text: text) }
    if index < again.count, let text = shaped.first {
      check(again[index].shape(text) == face.shape(text), "face \(index) shaped '\(text)' differently when reopened")
    }
  }
  checkLibrary(faces)
}

/// Names, classes and units per em as a caller sees them.
private func checkMetrics(_ face: ShapedFontFace, index: Int) {
  check(face.faceIndex == index, "face \(index) has index \(face.faceIndex)")
  for name in [face.familyName, face.legacyFamilyName, face.styleName, face.fullName, face.postScriptName] {
    check(name.utf8.count <= 1 << 16, "a name of \(name.utf8.count) bytes")
    check(String(validating: Array(name.utf8), as: UTF8.self) == name, "a name that is not valid UTF-8")
  }
  check(
    !face.familyName.isEmpty || face.legacyFamilyName.isEmpty,
    "an empty family name beside the legacy family '\(face.legacyFamilyName)'")
  check((1...1000).contains(face.weightClass), "weight class \(face.weightClass)")
  check((1...9).contains(face.widthClass), "width class \(face.widthClass)")
  check(face.unitsPerEm > 0, "units per em \(face.unitsPerEm)")
}

/// One shaped text: the missing characters are the text's own, in order, and the empty text is empty.
private func checkShape(_ face: ShapedFontFace, text: String) {
  let result = face.shape(text)
  check(result.glyphCount >= 0, "\(result.glyphCount) glyphs")
  check(result.advance >= 0, "advance \(result.advance) of '\(text.prefix(40))'")
  if text.isEmpty {
    check(result == ShapedText(advance: 0, missing: [], glyphCount: 0), "the empty text shaped as \(result)")
    return
  }
  // Missing characters are listed once per occurrence, in the text's order: a subsequence.
  var scalars = text.unicodeScalars.makeIterator()
  for missing in result.missing {
    var found = false
    while let scalar = scalars.next() {
      if scalar == missing {
        found = true
        break
      }
    }
    check(found, "missing U+\(String(missing.value, radix: 16)) is not (in order) in '\(text.prefix(40))'")
  }
}

/// The library's measurements: finite, non-negative widths; missing code points sorted, unique
/// and from the text; a face found by its own PostScript name.
private func checkLibrary(_ faces: [ShapedFontFace]) {
  let library = AppFontLibrary(faces: faces.map { AppFontFace($0, file: "App.ttf") }, shaped: faces)
  let measured = min(faces.count, facesShapingEverything)
  for index in 0..<measured {
    for text in texts {
      let codePoints = Set(text.unicodeScalars.map(\.value))
      for role in text == "Back" ? [FaceRole.regular, .bold] : [.regular] {
        let (width, missing) = library.emMeasurement(of: text, faceIndex: index, role: role)
        check(width.isFinite && width >= 0, "width \(width) em of '\(text.prefix(40))' in face \(index)")
        check(zip(missing, missing.dropFirst()).allSatisfy { $0 < $1 }, "missing code points not sorted and unique")
        check(missing.allSatisfy(codePoints.contains), "a missing code point not in '\(text.prefix(40))'")
        if text.isEmpty { check(width == 0 && missing.isEmpty, "the empty text measured \(width) em") }
      }
    }
    let postScriptName = faces[index].postScriptName
    guard !postScriptName.isEmpty, let found = library.faceIndex(family: postScriptName, weight: .bold) else {
      continue
    }
    check(
      faces[found].postScriptName.lowercased() == postScriptName.lowercased(),
      "'\(postScriptName)' found face \(found), '\(faces[found].postScriptName)'")
    if let measurement = library.measurement(of: "Back", family: postScriptName, weight: .regular, pointSize: 17) {
      check(measurement.width.isFinite && measurement.width >= 0, "width \(measurement.width) pt of 'Back'")
      check(measurement.face == "App.ttf#\(found)", "measured in '\(measurement.face)' instead of face \(found)")
    }
  }
}

private func describe(_ face: ShapedFontFace) -> [String] {
  [
    face.familyName, face.legacyFamilyName, face.styleName, face.fullName, face.postScriptName,
    "\(face.unitsPerEm) \(face.weightClass) \(face.widthClass) \(face.isItalic)",
  ]
}
