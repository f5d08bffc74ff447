public import Diagnostics
import TextFiles
import TextLayout
import Traits
import UnicodeSupport

/// Reads an observations file, reporting every unusable observation at its place.
public enum ObservationReader {
  /// The largest observations file read.
  public static let maximumBytes = 8 << 20

  /// The observations of the file at `path`, named `displayPath` in errors.
  ///
  /// - Throws: ``InputErrors`` with every problem of every observation, each located.
  public static func read(contentsOfFile path: String, displayPath: String? = nil) throws(InputErrors)
    -> [Observation]
  {
    let name = displayPath ?? path
    let start = SourceLocation(path: name, line: 1, column: 1)
    switch InputFile.read(atPath: path, maximumBytes: maximumBytes) {
    case .failure(let failure):
      throw InputErrors([
        InputError(failure.message(for: name, kind: "observations file", maximumBytes: maximumBytes), at: start)
      ])
    case .success(let bytes):
      do {
        let text = try SourceTextDecoder.decode(bytes, path: name)
        return try parse(JSONNode.parse(text.bytes, path: name))
      } catch let error as InputErrors {
        throw error
      } catch let error as TextFileError {
        throw InputErrors([error])
      } catch {
        throw InputErrors([InputError("cannot read '\(name)': \(error)", at: start)])
      }
    }
  }

  /// The observations of a parsed document: a non-empty array of objects.
  static func parse(_ root: JSONNode) throws(InputErrors) -> [Observation] {
    var errors = InputErrors()
    guard case .array(let elements) = root.value else {
      throw InputErrors([InputError("expected an array of observations, found \(root.kindName)", at: root.location)])
    }
    guard !elements.isEmpty else {
      throw InputErrors([InputError("the observations file has no observation", at: root.location)])
    }
    var observations: [Observation] = []
    for element in elements {
      do {
        observations.append(try observation(element))
      } catch {
        for found in error.found { errors.append(found) }
      }
    }
    try errors.check()
    return observations
  }

  /// One observation; every problem of it is collected before throwing.
  static func observation(_ node: JSONNode) throws(InputErrors) -> Observation {
    guard case .object(let members) = node.value else {
      throw InputErrors([InputError("expected an observation object, found \(node.kindName)", at: node.location)])
    }
    var errors = InputErrors()
    var values: [String: JSONNode] = [:]
    for member in members {
      guard Observation.fields.contains(member.key) else {
        let hint = Suggestion.closest(to: member.key, in: Observation.fields).map { "; did you mean '\($0)'?" } ?? ""
        errors.append(InputError("unknown field '\(member.key)' in an observation\(hint)", at: member.keyLocation))
        continue
      }
      if values[member.key] != nil {
        errors.append(InputError("field '\(member.key)' is given twice", at: member.keyLocation))
      }
      values[member.key] = member.value
    }
    func required(_ key: String) -> JSONNode? {
      if let value = values[key] { return value }
      errors.append(InputError("observation lacks '\(key)'", at: node.location))
      return nil
    }
    func string(_ node: JSONNode?, _ key: String, allowNull: Bool = false) -> String? {
      guard let node else { return nil }
      switch node.value {
      case .string(let text): return text
      case .null where allowNull: return ""
      default:
        errors.append(InputError("expected '\(key)' to be a string, found \(node.kindName)", at: node.location))
        return nil
      }
    }

    let device = string(required("device"), "device").flatMap { name -> DeviceProfile? in
      guard let device = DeviceCatalog.device(named: name) else {
        errors.append(InputError("unknown device '\(name)'", at: values["device"]?.location ?? node.location))
        return nil
      }
      return device
    }
    let ios = required("ios").flatMap { version(of: $0, errors: &errors) }
    let locale = string(required("locale"), "locale").flatMap { tag -> LocaleIdentifier? in
      do {
        return try LocaleIdentifier(validating: tag)
      } catch {
        errors.append(InputError("locale: \(error)", at: values["locale"]?.location ?? node.location))
        return nil
      }
    }
    let previous = string(required("previousTitle"), "previousTitle", allowNull: true)
    let title = string(required("title"), "title", allowNull: true)
    var display: BackDisplay?
    if let node = values["backDisplay"], let text = string(node, "backDisplay") {
      display = [BackDisplay.full, .generic, .minimal].first { $0.rawValue == text }
      if display == nil {
        errors.append(
          InputError("unknown backDisplay '\(text)' (expected full, generic or minimal)", at: node.location))
      }
    }
    let width = device?.geometry(.portrait).width
    let inks = ["backTextInk", "titleInk", "titleFrame", "backAccessibilityFrame"].map { key in
      values[key].flatMap { extent(of: $0, key: key, width: width, errors: &errors) }
    }
    let measured = ["backDisplay", "backTextInk", "titleInk", "titleFrame", "backAccessibilityFrame"]
    if !measured.contains(where: { values[$0] != nil }) {
      errors.append(
        InputError(
          "observation measures nothing (give backDisplay, backTextInk, titleInk, titleFrame or backAccessibilityFrame)",
          at: node.location))
    }
    try errors.check()
    guard let device, let ios, let locale, let previous, let title else { throw errors }
    let name = values["name"].flatMap { string($0, "name") }
    return Observation(
      name: name, device: device, ios: ios, locale: locale, previousTitle: previous, title: title,
      backDisplay: display, backTextInk: inks[0], titleInk: inks[1], titleFrame: inks[2],
      backAccessibilityFrame: inks[3], location: node.location)
  }

  /// The geometry of an iOS version written as a number (`17.5`) or a string (`"26.0.1"`).
  static func version(of node: JSONNode, errors: inout InputErrors) -> IOSVersion? {
    let text: String
    switch node.value {
    case .number(_, let written): text = written
    case .string(let written): text = written
    default:
      errors.append(
        InputError("expected 'ios' to be a version such as 17.5, found \(node.kindName)", at: node.location))
      return nil
    }
    let major = Int(text.prefix { $0 != "." }) ?? -1
    switch major {
    case 15, 16, 17: return .ios17
    case 18: return .ios18
    case 26: return .ios26
    default:
      errors.append(
        InputError("unsupported iOS version '\(text)' (expected 15 to 18, or 26)", at: node.location))
      return nil
    }
  }

  /// An `[x0, x1]` extent inside the window.
  static func extent(of node: JSONNode, key: String, width: Double?, errors: inout InputErrors) -> Observation.Extent? {
    guard case .array(let elements) = node.value, elements.count == 2,
      case .number(let start, _) = elements[0].value, case .number(let end, _) = elements[1].value
    else {
      errors.append(InputError("expected '\(key)' to be [x0, x1] in points", at: node.location))
      return nil
    }
    guard start <= end else {
      errors.append(InputError("'\(key)' ends before it starts (\(start) > \(end))", at: node.location))
      return nil
    }
    if let width, start < 0 || end > width {
      errors.append(InputError("'\(key)' lies outside the \(width)-pt window of the device", at: node.location))
      return nil
    }
    return Observation.Extent(start, end)
  }
}
