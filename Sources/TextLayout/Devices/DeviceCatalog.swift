/// The devices navaudit knows, looked up by marketing name.
public enum DeviceCatalog {
  /// Every device, phones by screen size then pads (see `DeviceCatalog+Devices.swift`).
  public static var all: [DeviceProfile] { table }

  /// The devices audited when none are named: the smallest current phone, a common phone,
  /// the largest phone and a common iPad.
  public static let defaultSet: [DeviceProfile] = defaultNames.compactMap { name in
    table.first { $0.name == name }
  }

  static let defaultNames = ["iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro Max", "iPad Pro 11-inch"]

  /// The device called `name`: exact, then case- and space-insensitive, names and aliases.
  ///
  /// - Throws: ``DeviceCatalogError/unknownDevice(_:suggestion:)`` with the closest name.
  public static func named(_ name: String) throws(DeviceCatalogError) -> DeviceProfile {
    guard let device = device(named: name) else {
      throw .unknownDevice(name, suggestion: suggestion(for: name))
    }
    return device
  }

  /// The device called `name` (ignoring case and repeated spaces), or `nil`.
  ///
  /// A model that shares its geometry with another (`iPhone 15 Pro` with `iPhone 15`) keeps
  /// its own name: the report says what the user asked for.
  public static func device(named name: String) -> DeviceProfile? {
    let key = normalized(name)
    for device in table {
      if normalized(device.name) == key { return device }
      if let alias = device.aliases.first(where: { normalized($0) == key }) { return device.named(alias) }
    }
    return nil
  }

  /// The known name closest to `name` by edit distance, when it is close enough to be a typo.
  public static func suggestion(for name: String) -> String? {
    let key = Array(normalized(name))
    guard !key.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for device in table {
      for candidate in [device.name] + device.aliases {
        let distance = editDistance(key, Array(normalized(candidate)))
        if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
      }
    }
    guard let best, best.distance <= max(2, key.count / 3) else { return nil }
    return best.name
  }

  /// Lowercased, with runs of whitespace collapsed to one space.
  static func normalized(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The Levenshtein distance between two character arrays.
  static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
      current[0] = i + 1
      for (j, right) in rhs.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}

/// A device name the catalog does not know.
public enum DeviceCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name and the closest known name, if any.
  case unknownDevice(String, suggestion: String?)

  public var description: String {
    switch self {
    case .unknownDevice(let name, let suggestion?): "unknown device '\(name)' (did you mean '\(suggestion)'?)"
    case .unknownDevice(let name, nil): "unknown device '\(name)'"
    }
  }
}
