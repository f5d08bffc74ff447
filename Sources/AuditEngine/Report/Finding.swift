import SharedStorage
public import Traits

/// A problem the audit found, with a stable rule id, scoped to what it depends on.
///
/// Inside a run's steps a finding names the one locale, device, orientation, flow and step
/// it was seen in. In the report's top-level list the same problem seen in many runs is one
/// finding: `locale` is absent when it holds for every audited locale, `locales` lists them
/// when it holds for several, and the same goes for devices and orientations; `flow` and
/// `step` name the first place it was seen and `occurrences` every place, when there are
/// several. A string-table finding belongs to no flow, device or orientation.
public struct Finding: Hashable, Sendable, Codable, Comparable {
  /// The fields, shared by the copies of this finding that are not changed.
  ///
  /// A finding is a dozen strings and optionals, and after evaluation it is copied and moved
  /// on one thread: into the report's list, while it is sorted, into every renderer. Kept
  /// out of line (copy on write, as ``Navigation/Screen`` does), a copy or move retains one
  /// reference instead of every string.
  private var storage: SharedValue<Fields>

  public var rule: RuleID {
    get { storage.value.rule }
    _modify { yield &fields.rule }
  }
  public var severity: Severity {
    get { storage.value.severity }
    _modify { yield &fields.severity }
  }
  public var scenario: String {
    get { storage.value.scenario }
    _modify { yield &fields.scenario }
  }
  /// The one locale the finding holds for.
  public var locale: String? {
    get { storage.value.locale }
    _modify { yield &fields.locale }
  }
  /// The locales it holds for, when several but not all.
  public var locales: [String]? {
    get { storage.value.locales }
    _modify { yield &fields.locales }
  }
  public var device: String? {
    get { storage.value.device }
    _modify { yield &fields.device }
  }
  public var devices: [String]? {
    get { storage.value.devices }
    _modify { yield &fields.devices }
  }
  public var orientation: Orientation? {
    get { storage.value.orientation }
    _modify { yield &fields.orientation }
  }
  public var orientations: [Orientation]? {
    get { storage.value.orientations }
    _modify { yield &fields.orientations }
  }
  /// The flow it was first seen in.
  public var flow: String? {
    get { storage.value.flow }
    _modify { yield &fields.flow }
  }
  /// The step of `flow` it was first seen at (0 is the flow's root).
  public var step: Int? {
    get { storage.value.step }
    _modify { yield &fields.step }
  }
  /// Every flow and step it was seen at, when there are several.
  public var occurrences: [Occurrence]? {
    get { storage.value.occurrences }
    _modify { yield &fields.occurrences }
  }
  /// The string table a table finding is about (its name, without extension).
  public var table: String? {
    get { storage.value.table }
    _modify { yield &fields.table }
  }
  /// The key a table finding is about.
  public var key: String? {
    get { storage.value.key }
    _modify { yield &fields.key }
  }
  public var message: String {
    get { storage.value.message.string }
    set { fields.message = Message(newValue) }
  }
  /// The message as kept: the pieces a report writes one after the other (``Message``).
  public var messageParts: Message {
    get { storage.value.message }
    _modify { yield &fields.message }
  }
  /// `file:line:col` where the user fixes it: the scenario, storyboard or translation.
  public var source: String {
    get { storage.value.source.string }
    set { fields.source = Source(newValue) }
  }
  /// The source as kept: a location a report writes piece by piece, or text (``Source``).
  public var sourceParts: Source {
    get { storage.value.source }
    _modify { yield &fields.source }
  }

  /// A finding seen in one run, at one step.
  public init(
    rule: RuleID, scenario: String, locale: String, device: String, orientation: Orientation, flow: String, step: Int,
    message: String, source: String
  ) {
    self.init(
      rule: rule, scenario: scenario, locale: locale, device: device, orientation: orientation, flow: flow, step: step,
      message: Message(message), source: Source(source))
  }

  /// A finding seen in one run, at one step, its message and source kept as pieces.
  public init(
    rule: RuleID, scenario: String, locale: String, device: String, orientation: Orientation, flow: String, step: Int,
    message: Message, source: Source
  ) {
    // Made in place: fields made in a variable and then stored were copied.
    storage = SharedValue(
      Fields(
        rule: rule, severity: rule.severity, scenario: scenario, locale: locale, device: device,
        orientation: orientation,
        flow: flow, step: step, message: message, source: source))
  }

  /// A finding outside any flow: about a table (of one locale, or none) or the scenario.
  public init(rule: RuleID, scenario: String, locale: String?, message: String, source: String) {
    storage = SharedValue(
      Fields(
        rule: rule, severity: rule.severity, scenario: scenario, locale: locale, message: Message(message),
        source: Source(source)))
  }

  private enum CodingKeys: String, CodingKey {
    case rule, severity, scenario, locale, locales, device, devices, orientation, orientations, flow, step, occurrences,
      table, key
    case message, source
  }

  /// Reads a finding; the empty `locale`, `device`, `orientation` and `flow` of reports
  /// written before findings were scoped (used as baselines) read as absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func text(_ key: CodingKeys) throws -> String? {
      try container.decodeIfPresent(String.self, forKey: key).flatMap { $0.isEmpty ? nil : $0 }
    }
    // Read in the order of the keys, so that a report missing several says the first.
    let rule = try container.decode(RuleID.self, forKey: .rule)
    let severity = try container.decode(Severity.self, forKey: .severity)
    let scenario = try container.decode(String.self, forKey: .scenario)
    let locale = try text(.locale)
    var fields = Fields(
      rule: rule, severity: severity, scenario: scenario, locale: locale, message: "", source: Source(""))
    fields.locales = try container.decodeIfPresent([String].self, forKey: .locales)
    fields.device = try text(.device)
    fields.devices = try container.decodeIfPresent([String].self, forKey: .devices)
    fields.orientation = try text(.orientation).flatMap { name in
      guard let value = Orientation(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .orientation, in: container, debugDescription: "unknown orientation '\(name)'")
      }
      return value
    }
    fields.orientations = try container.decodeIfPresent([Orientation].self, forKey: .orientations)
    fields.flow = try text(.flow)
    fields.step = fields.flow == nil ? nil : try container.decodeIfPresent(Int.self, forKey: .step)
    fields.occurrences = try container.decodeIfPresent([Occurrence].self, forKey: .occurrences)
    fields.table = try container.decodeIfPresent(String.self, forKey: .table)
    fields.key = try container.decodeIfPresent(String.self, forKey: .key)
    fields.message = Message(try container.decode(String.self, forKey: .message))
    fields.source = Source(try container.decode(String.self, forKey: .source))
    storage = SharedValue(fields)
  }

  /// Writes the fields in order, an absent one not at all (as a synthesized encoder does).
  public func encode(to encoder: any Encoder) throws {
    let fields = storage.value
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fields.rule, forKey: .rule)
    try container.encode(fields.severity, forKey: .severity)
    try container.encode(fields.scenario, forKey: .scenario)
    try container.encodeIfPresent(fields.locale, forKey: .locale)
    try container.encodeIfPresent(fields.locales, forKey: .locales)
    try container.encodeIfPresent(fields.device, forKey: .device)
    try container.encodeIfPresent(fields.devices, forKey: .devices)
    try container.encodeIfPresent(fields.orientation, forKey: .orientation)
    try container.encodeIfPresent(fields.orientations, forKey: .orientations)
    try container.encodeIfPresent(fields.flow, forKey: .flow)
    try container.encodeIfPresent(fields.step, forKey: .step)
    try container.encodeIfPresent(fields.occurrences, forKey: .occurrences)
    try container.encodeIfPresent(fields.table, forKey: .table)
    try container.encodeIfPresent(fields.key, forKey: .key)
    try container.encode(fields.message.string, forKey: .message)
    try container.encode(fields.source.string, forKey: .source)
  }

  /// The fields to change: the storage is copied first when another finding shares it.
  private var fields: Fields {
    get { storage.value }
    _modify { yield &storage.value }
  }

  /// A finding of no locale, device or orientation yet, first seen at `step` of `flow`:
  /// what merging starts a problem's finding from, made in one piece.
  init(rule: RuleID, scenario: String, message: Message, source: Source, flow: String, step: Int) {
    storage = SharedValue(
      Fields(
        rule: rule, severity: rule.severity, scenario: scenario, locale: nil, flow: flow, step: step, message: message,
        source: source))
  }

  /// The stored fields of a finding.
  private struct Fields: Hashable, Sendable {
    var rule: RuleID
    var severity: Severity
    var scenario: String
    var locale: String?
    var locales: [String]? = nil
    var device: String? = nil
    var devices: [String]? = nil
    var orientation: Orientation? = nil
    var orientations: [Orientation]? = nil
    var flow: String? = nil
    var step: Int? = nil
    var occurrences: [Occurrence]? = nil
    var table: String? = nil
    var key: String? = nil
    var message: Message
    var source: Source
    // Made with the memberwise initializer, which is written where the fields are stored:
    // an initializer of its own made them in a call, and they were copied (every string
    // retained) and the copy destroyed as they were stored.
  }

  /// One flow and step a finding was seen at.
  public struct Occurrence: Hashable, Sendable, Codable {
    public var flow: String
    public var step: Int

    public init(flow: String, step: Int) {
      self.flow = flow
      self.step = step
    }
  }

  /// Whether the finding holds in `locale`: it names it, lists it, or is for every locale.
  public func applies(toLocale locale: String) -> Bool {
    Self.covers(self.locale, locales, locale)
  }

  /// Whether the finding holds on `device`.
  public func applies(toDevice device: String) -> Bool {
    Self.covers(self.device, devices, device)
  }

  /// Whether the finding holds in `orientation`.
  public func applies(toOrientation orientation: Orientation) -> Bool {
    Self.covers(self.orientation, orientations, orientation)
  }

  /// The locale scope in words: "de" or "de, fr"; empty when the finding holds for every
  /// locale or is about none in particular (a scenario problem).
  public var localeScope: String {
    locale ?? locales?.joined(separator: ", ") ?? ""
  }

  /// The device scope in words: a name, several names, or empty for every device.
  public var deviceScope: String {
    device ?? devices?.joined(separator: ", ") ?? ""
  }

  /// The orientation scope in words.
  public var orientationScope: String {
    orientation?.rawValue ?? orientations?.map(\.rawValue).joined(separator: ", ") ?? ""
  }

  /// Every flow and step the finding was seen at, first first.
  public var allOccurrences: [Occurrence] {
    if let occurrences { return occurrences }
    guard let flow else { return [] }
    return [Occurrence(flow: flow, step: step ?? 0)]
  }

  private static func covers<Value: Equatable>(_ one: Value?, _ several: [Value]?, _ value: Value) -> Bool {
    if let one { return one == value }
    if let several { return several.contains(value) }
    return true
  }
}

/// How serious a finding is.
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case info, warning, error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }
}
