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
  /// For each role with a word (in ``SpokenRole/wordIndex`` order), what follows a label
  /// spoken with nothing else: the pause, the role word and the stop it takes, or `nil`
  /// when that depends on the label (``roleSuffix(_:pause:stopHead:asciiPauses:)``).
  var roleSuffixes: [String?]

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
    let roleWords = [heading, backButton, button, image, link, searchField, tab]
    roleSuffixes = roleWords.map { [pause, stopHead, asciiPauses] in
      Self.roleSuffix($0, pause: pause, stopHead: stopHead, asciiPauses: asciiPauses)
    }
    genericBackScalars =
      genericBack.map { word in
        word.unicodeScalars.count * (word.utf8.allSatisfy { $0 < 0x80 } ? 1 : 4)
      }.max() ?? 0
  }

  /// What follows a label spoken with nothing but its role: `pause`, `word`, and the stop
  /// unless the word ends in a pause character. `nil` when a label could change that:
  /// when the last two bytes are ASCII (and not CR LF), the last character is the last
  /// byte's whatever comes before (``Announcer/endsWithPause(_:characters:asciiPauses:)``),
  /// and a suffix ending in white space would be trimmed into the label.
  static func roleSuffix(_ word: String, pause: String, stopHead: String, asciiPauses: [Bool]) -> String? {
    let spoken = pause + word
    let bytes = Array(spoken.utf8)
    guard bytes.count >= 2, let tail = bytes.last, tail < 0x80 else { return nil }
    let before = bytes[bytes.count - 2]
    guard before < 0x80, !(before == 0x0D && tail == 0x0A) else { return nil }
    let suffix = asciiPauses[Int(tail)] ? spoken : spoken + stopHead
    guard !suffix.isEmpty, !Announcer.mayHaveOuterWhitespace(suffix, startsTrimmed: true) else { return nil }
    return suffix
  }
}

extension SpokenRole {
  /// The role's place in ``SpeechWords/roleSuffixes``, `nil` for a role without a word.
  var wordIndex: Int? {
    switch self {
    case .heading: 0
    case .backButton: 1
    case .button: 2
    case .image: 3
    case .link: 4
    case .searchField: 5
    case .tab: 6
    case .text, .value, .hint: nil
    }
  }
}
