/// The bounds navaudit puts on scenario files, so a hostile scenario fails fast with a
/// location instead of exhausting memory.
///
/// Each bound is documented in the README's table of limits and tested at the bound and
/// one past it.
public enum ScenarioLimits {
  /// The largest scenario file, in bytes (8 MiB), checked before it is read.
  public static let maximumFileBytes = 8 << 20
  /// The longest scalar (a title, a key, an id), in UTF-8 bytes.
  public static let maximumScalarBytes = 4_096
  /// The most screens in one scenario (a generated scenario of every translated title of
  /// an app can hold tens of thousands).
  public static let maximumScreens = 100_000
  /// The most flows in one scenario.
  public static let maximumFlows = 10_000
  /// The most steps in one flow. Auditing a flow of pushes takes time and memory linear in
  /// its steps, as consecutive steps share their stacks (``ScreenStack``). What stays
  /// quadratic bounds it: the JSON report lists every step's whole stack (10,000 pushes
  /// write 50 million names), and a split view's columns are copied at each step.
  public static let maximumSteps = 10_000
  /// The deepest nesting of YAML collections, block and flow together (a scenario needs
  /// about 6). libyaml stops near 1,000 levels without a useful location; this lower bound
  /// is checked first (``YAMLDepthScanner``), at the collection that goes one level deeper.
  public static let maximumDepth = 256
  /// The most YAML nodes visited, aliases expanded (stops alias bombs).
  public static let maximumNodes = 2_000_000
}
