import Foundation
public import UnicodeSupport

extension PseudoLocale {
  /// The pseudo text of one development-language string.
  ///
  /// Format specifiers (`%@`, `%1$lld`, `%%`), substitutions (`%#@files@`) and a String
  /// Catalog's `%arg` are kept exactly as written, so that the pseudo text formats with the
  /// same arguments; an empty string stays empty, as UIKit treats it specially.
  public func transform(_ text: String) -> String {
    guard !text.allSatisfy(\.isWhitespace) else { return text }
    let pieces = Self.pieces(of: text)
    switch self {
    case .accented:
      var letters = 0
      var result = ""
      for piece in pieces {
        guard case .text(let literal) = piece else {
          result += piece.written
          continue
        }
        for character in literal {
          if character.isLetter { letters += 1 }
          result += Self.accents[character].map(String.init) ?? String(character)
        }
      }
      // About 40 % more letters, in words, as Android's en-XA pads.
      let wanted = (letters * 2 + 4) / 5
      var padded = 0
      var words: [String] = []
      while padded < wanted {
        let word = Self.paddingWords[words.count % Self.paddingWords.count]
        words.append(word)
        padded += word.count
      }
      return "[" + ([result] + words).joined(separator: " ") + "]"
    case .double:
      // Words are runs without white space; a word holding a placeholder is kept once, so
      // that the arguments stay the same.
      var result = ""
      var word = ""
      var wordHasPlaceholder = false
      func flush() {
        guard !word.isEmpty else { return }
        result += wordHasPlaceholder ? word : word + " " + word
        word = ""
        wordHasPlaceholder = false
      }
      for piece in pieces {
        guard case .text(let literal) = piece else {
          word += piece.written
          wordHasPlaceholder = true
          continue
        }
        for character in literal {
          if character.isWhitespace {
            flush()
            result.append(character)
          } else {
            word.append(character)
          }
        }
      }
      flush()
      return result
    case .bounded:
      return "[" + text + "]"
    case .rtl:
      return text
    }
  }

  /// A piece of a format string: text to transform, or a placeholder kept as written.
  enum Piece: Equatable {
    case text(String)
    case placeholder(String)

    /// The piece as it is written in the format.
    var written: String {
      switch self {
      case .text(let text), .placeholder(let text): text
      }
    }
  }

  /// Splits `format` with the formatter's own tokenizer, and `%arg` of catalog plural cases.
  static func pieces(of format: String) -> [Piece] {
    var pieces: [Piece] = []
    let parts = format.components(separatedBy: "%arg")
    for (index, part) in parts.enumerated() {
      if index > 0 { pieces.append(.placeholder("%arg")) }
      for token in FormatToken.tokenize(part) {
        switch token {
        case .literal(let text):
          // A `%` of text was written `%%`: kept as written, like a specifier.
          for (position, part) in text.split(separator: "%", omittingEmptySubsequences: false).enumerated() {
            if position > 0 { pieces.append(.placeholder("%%")) }
            if !part.isEmpty { pieces.append(.text(String(part))) }
          }
        case .specifier(let specifier): pieces.append(.placeholder(specifier.text))
        case .substitution(_, _, let text): pieces.append(.placeholder(text))
        case .invalid(let text): pieces.append(.placeholder(text))
        }
      }
    }
    return pieces
  }

  /// The words that lengthen accented text, as Android's pseudolocale appends them.
  static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

  /// Android's en-XA accented forms of the ASCII letters.
  static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()
}

extension LocalizedValue {
  /// The value with every text (every plural, device and width case) in `style`.
  func pseudo(_ style: PseudoLocale) -> LocalizedValue {
    switch self {
    case .text(let text): .text(style.transform(text))
    case .plural(let cases): .plural(cases.mapValues { $0.pseudo(style) })
    case .device(let cases): .device(cases.mapValues { $0.pseudo(style) })
    case .width(let cases): .width(cases.mapValues { $0.pseudo(style) })
    }
  }
}
