public import Diagnostics

extension Finding {
  /// What a finding says, kept as the pieces it is written from until a report writes it.
  ///
  /// A scenario of literal titles has a finding per title, whose message is the title in a
  /// fixed sentence: kept as the title (a reference to the text the scenario already holds),
  /// it costs no string to make, copy, hash or free on its way to the report, and a report
  /// writes the sentence's pieces one after the other. A message that names the run's device
  /// ("… on iPhone 16 (portrait)") keeps the name apart (``placed(_:device:_:)``), so that a
  /// run copied to a twin device (``WorkUnit``) takes the twin's name by replacing it, however
  /// the user's text around it reads. Any other message is its text.
  /// Messages compare, hash and sort as the text they spell (``string``), however kept.
  public struct Message: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    private enum Form: Sendable {
      case text(String)
      /// ``RuleID/literalNotLocalized``'s message about this literal text.
      case literal(String)
      /// `head`, the device's name, then `tail`.
      case placed(head: String, device: String, tail: String)
    }

    private var form: Form

    /// A message of this text.
    public init(_ text: String) {
      form = .text(text)
    }

    public init(stringLiteral value: String) {
      form = .text(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
      form = .text(String(stringInterpolation: stringInterpolation))
    }

    /// The message of a literal text: `'text' is a literal, not a key: …`.
    public static func literal(_ text: String) -> Message {
      var message = Message("")
      message.form = .literal(text)
      return message
    }

    /// The message `head`, `device`, `tail`: one that names the run's device, which a copy of
    /// the run to a twin device replaces (``device``).
    public static func placed(_ head: String, device: String, _ tail: String) -> Message {
      var message = Message("")
      message.form = .placed(head: head, device: device, tail: tail)
      return message
    }

    /// The device's name the message holds apart (``placed(_:device:_:)``), `nil` for a
    /// message that keeps none; set on such a message only.
    public var device: String? {
      get {
        if case .placed(_, let device, _) = form { return device }
        return nil
      }
      set {
        guard case .placed(let head, _, let tail) = form, let newValue else { return }
        form = .placed(head: head, device: newValue, tail: tail)
      }
    }

    /// Where the device's name starts in the message's UTF-8 bytes, `nil` for a message that
    /// keeps none: with the text, it tells placed messages apart exactly when their pieces
    /// differ, whatever the device (``RunEvaluator/SeenFinding``).
    var deviceOffset: Int? {
      if case .placed(let head, _, _) = form { return head.utf8.count }
      return nil
    }

    /// What follows a literal's text in its message.
    static let literalTail = "' is a literal, not a key: every locale shows and speaks it as written"
    /// Its part of a digest, hashed once.
    private static let literalTailDigest = ProblemDigest.Segment(literalTail)

    /// The message's text, before, within and after the value it quotes: written one after
    /// the other, they are ``string``. Only `body` is user text: `head` and `tail` are
    /// navaudit's own words, without hidden scalars.
    public var parts: (head: String, body: String, tail: String) {
      switch form {
      case .text(let text): ("", text, "")
      case .literal(let text): ("'", text, Self.literalTail)
      // The head and tail hold user text: the whole is the body, as text kept alone is.
      case .placed: ("", string, "")
      }
    }

    /// The message's text.
    public var string: String {
      switch form {
      case .text(let text):
        return text
      case .literal(let text):
        // Written into one string of its size.
        var message = "'"
        message.reserveCapacity(1 + text.utf8.count + Self.literalTail.utf8.count)
        message += text
        message += Self.literalTail
        return message
      case .placed(let head, let device, let tail):
        var message = head
        message.reserveCapacity(head.utf8.count + device.utf8.count + tail.utf8.count)
        message += device
        message += tail
        return message
      }
    }

    public var description: String { string }

    /// Adds the message's text to a problem's digest, piece by piece.
    func digest(into digest: inout ProblemDigest) {
      switch form {
      case .text(let text):
        digest.add(text)
      case .literal(let text):
        digest.add(byte: UInt8(ascii: "'"))
        digest.add(text)
        digest.add(Self.literalTailDigest)
      case .placed(let head, let device, let tail):
        digest.add(head)
        digest.add(device)
        digest.add(tail)
      }
    }

    public static func == (lhs: Message, rhs: Message) -> Bool {
      switch (lhs.form, rhs.form) {
      case (.text(let left), .text(let right)): left == right
      // The same sentence around each: equal exactly when the texts are (the quote on either
      // side is a character no mark or composition crosses).
      case (.literal(let left), .literal(let right)): left == right
      // Equal pieces spell equal texts; texts split elsewhere may still be equal.
      case (.placed(let head, let device, let tail), .placed(let otherHead, let otherDevice, let otherTail))
      where head == otherHead && device == otherDevice && tail == otherTail:
        true
      default: lhs.string == rhs.string
      }
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(string)
    }
  }

  /// Where a finding is fixed, kept as the location it was found at until a report writes it
  /// (`path:line:col`): a run's findings share their scenario's path, and a report writes the
  /// path and numbers one after the other. A source read from a report is its text.
  /// Sources compare, hash and sort as the text they spell (``string``), however kept.
  public struct Source: Hashable, Sendable, CustomStringConvertible {
    private enum Form: Sendable {
      case text(String)
      case location(SourceLocation)
    }

    private var form: Form

    /// A source of this text.
    public init(_ text: String) {
      form = .text(text)
    }

    /// The source at `location`: `path:line:col`.
    public init(_ location: SourceLocation) {
      form = .location(location)
    }

    /// The location the source was made from, if it was.
    public var location: SourceLocation? {
      if case .location(let location) = form { return location }
      return nil
    }

    /// The source's text.
    public var string: String {
      switch form {
      case .text(let text): text
      case .location(let location): location.description
      }
    }

    public var description: String { string }

    /// Adds the end of the source's text to a problem's digest (``ProblemDigest/addSourceEnd(_:)``).
    func digest(into digest: inout ProblemDigest) {
      switch form {
      case .text(let text):
        digest.addSourceEnd(text)
      case .location(let location):
        // `:line:col`: the numbers hold no colon.
        digest.add(byte: UInt8(ascii: ":"))
        digest.add(location.line)
        digest.add(byte: UInt8(ascii: ":"))
        digest.add(location.column)
      }
    }

    public static func == (lhs: Source, rhs: Source) -> Bool {
      switch (lhs.form, rhs.form) {
      case (.text(let left), .text(let right)): left == right
      // `path:line:col` is read back from its end, and a colon is a character no mark or
      // composition crosses: the texts are equal exactly when the three are.
      case (.location(let left), .location(let right)):
        left.line == right.line && left.column == right.column && left.path == right.path
      default: lhs.string == rhs.string
      }
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(string)
    }
  }
}
