/// The phrases every spoken description reads, by role and punctuation, looked up once per
/// locale: an ``Announcer`` speaks every bar of every run.
struct SpeechWords: Hashable, Sendable {
  var heading, backButton, button, image, link, searchField, tab, selected, dimmed: String
  var pause, stop: String
  /// Whether ``stop`` ends with a space: sentences are then joined with one.
  var stopEndsWithSpace: Bool
  /// ``stop`` without the white space it ends with, and that white space.
  var stopHead, stopTail: String
  /// The characters that end a sentence already (a label's "…" or "."), segmented once.
  var pauseCharacters: [Character]
  /// Whether each ASCII character is one of ``pauseCharacters``, worked out once: most
  /// sentences end in ASCII, and comparing characters normalizes both.
  var asciiPauses: [Bool]
  /// The lowercased back words a back button's label is dropped for.
  var genericBack: [String]
  /// The most scalars a label can have and still lowercase to a back word.
  ///
  /// Lowercasing maps a scalar to one or more, and a label equal to a back word has the
  /// scalars of its canonical decomposition: an ASCII word's own, else at most four a
  /// scalar (the longest canonical decomposition).
  var genericBackScalars: Int

  init(_ value: (PhraseKey) -> String) {
    heading = value(.roleHeading)
    backButton = value(.roleBackButton)
    button = value(.roleButton)
    image = value(.roleImage)
    link = value(.roleLink)
    searchField = value(.roleSearchField)
    tab = value(.roleTab)
    selected = value(.roleSelected)
    dimmed = value(.roleDimmed)
    pause = value(.punctuationPause)
    stop = value(.punctuationStop)
    stopEndsWithSpace = stop.hasSuffix(" ")
    let scalars = stop.unicodeScalars
    var headEnd = scalars.endIndex
    while headEnd > scalars.startIndex, Announcer.isWhitespace(scalars[scalars.index(before: headEnd)]) {
      headEnd = scalars.index(before: headEnd)
    }
    stopHead = String(scalars[..<headEnd])
    stopTail = String(scalars[headEnd...])
    pauseCharacters = Array(value(.punctuationPauseCharacters))
    asciiPauses = Announcer.asciiPauses(pauseCharacters)
    genericBack = [value(.voiceOverBack).lowercased(), value(.backTitle).lowercased()]
    genericBackScalars =
      genericBack.map { word in
        word.unicodeScalars.count * (word.utf8.allSatisfy { $0 < 0x80 } ? 1 : 4)
      }.max() ?? 0
  }
}
