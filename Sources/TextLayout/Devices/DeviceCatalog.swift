import Diagnostics

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

  /// The known name closest to `name`, when it is close enough to be a typo.
  public static func suggestion(for name: String) -> String? {
    let key = normalized(name)
    guard !key.isEmpty else { return nil }
    return Suggestion.closest(to: key, in: table.flatMap { [$0.name] + $0.aliases })
  }

  /// Lowercased, with runs of whitespace collapsed to one space.
  static func normalized(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
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
