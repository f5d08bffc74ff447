/// How a scenario is read: the shortcuts the loader takes for large files.
///
/// Each shortcut reads what the general reading reads (the same scenario, errors and node
/// budget); it is one value so that tests turn the shortcuts off, one or all, to compare
/// what each reads with the general reading.
struct ScenarioReading: Sendable, Equatable {
  /// When the composer hands the screens to a ``ScreenPrereader``.
  enum Ahead: Sendable {
    /// Never: the parser reads every screen.
    case never
    /// In batches of ``ScreenPrereader/batch``, and whenever the loader's thread would wait
    /// for libyaml.
    case whileWaiting
    /// As each screen is complete (tests: small files are read ahead too).
    case always
  }

  /// When the screens are read ahead.
  var ahead = Ahead.whileWaiting
  /// Whether a screen of one title (`{ title: Settings }`) and a step `push: screen` are
  /// read directly, without the general reading's list of fields and copies of nodes.
  var direct = true

  /// Every shortcut: what the loader does.
  static let shortcuts = ScenarioReading()
  /// No shortcut: the parser reads every screen and step field by field.
  static let general = ScenarioReading(ahead: .never, direct: false)
}
