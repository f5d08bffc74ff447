internal import CICUShims
import Synchronization

/// An ICU resource bundle (`.res`, built by `genrb`), read through ICU's `ures_*` API.
///
/// Opening follows ICU's locale fallback (`de_AT` → `de` → `root`); top-level keys that
/// a bundle lacks are looked up in its parents. Keep keys flat: ICU does not inherit
/// nested keys from parent bundles.
public final class ResourceBundle: Sendable {
  /// The folder the bundle was opened from.
  public let packagePath: String
  /// The locale that was asked for.
  public let requestedLocale: String
  /// The locale of the bundle ICU actually opened, after fallback (`root` at the end).
  public let actualLocale: String
  private let handle: Mutex<Handle>

  private struct Handle: ~Copyable {
    let resource: OpaquePointer
    deinit { cicu_res_close(resource) }
  }

  /// Opens the bundle for `locale` in `packagePath` (a folder of `.res` files).
  ///
  /// - Parameter fallback: when `false`, opens exactly that bundle (`ures_openDirect`).
  public init(packagePath: String, locale: String, fallback: Bool = true) throws(ICUError) {
    let path = packagePath.hasSuffix("/") ? packagePath : packagePath + "/"
    var status: Int32 = 0
    guard let resource = cicu_res_open(path, locale, fallback ? 0 : 1, &status) else {
      throw ICUError(code: status == 0 ? 2 : status, operation: "open bundle '\(locale)' in '\(packagePath)'")
    }
    self.packagePath = packagePath
    self.requestedLocale = locale
    self.actualLocale =
      (try? ICU.withCharBuffer(operation: "actualLocale") { cicu_res_actual_locale(resource, $0, $1) }) ?? locale
    self.handle = Mutex(Handle(resource: resource))
  }

  /// The string under a top-level key, following the parent chain; `nil` when missing.
  public func string(forKey key: String) -> String? {
    handle.withLock { handle in
      guard
        let units = try? ICU.withUTF16Buffer(
          operation: "string '\(key)'", { cicu_res_string(handle.resource, key, $0, $1) })
      else { return nil }
      return String(decoding: units, as: UTF16.self)
    }
  }

  /// The string under a key together with the locale of the bundle that supplied it.
  public func localizedString(forKey key: String) -> (value: String, locale: String)? {
    guard let value = string(forKey: key) else { return nil }
    let locale = handle.withLock { handle in
      try? ICU.withCharBuffer(operation: "string locale") { cicu_res_string_locale(handle.resource, key, $0, $1) }
    }
    return (value, locale ?? actualLocale)
  }

  /// The top-level entries of this bundle itself, without fallback, in file order.
  public var entries: [ResourceEntry] {
    handle.withLock { handle in
      let size = cicu_res_size(handle.resource)
      var result: [ResourceEntry] = []
      for index in 0..<max(size, 0) {
        guard let key = try? ICU.withCharBuffer(operation: "key", { cicu_res_key_at(handle.resource, index, $0, $1) })
        else { continue }
        let kind = cicu_res_kind_at(handle.resource, index)
        var value: String?
        if kind == 1,
          let units = try? ICU.withUTF16Buffer(
            operation: "string", { cicu_res_string_at(handle.resource, index, $0, $1) })
        {
          value = String(decoding: units, as: UTF16.self)
        }
        result.append(ResourceEntry(key: key, kind: ResourceEntry.Kind(raw: kind), string: value))
      }
      return result
    }
  }
}

/// One top-level entry of a resource bundle.
public struct ResourceEntry: Hashable, Sendable {
  /// The kind of value stored.
  public enum Kind: Sendable, Hashable {
    case string, table, other

    init(raw: Int32) {
      switch raw {
      case 1: self = .string
      case 2: self = .table
      default: self = .other
      }
    }
  }

  public let key: String
  public let kind: Kind
  /// The value when the entry is a string.
  public let string: String?
}
