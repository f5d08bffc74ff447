import Foundation

/// A folder of compiled ICU bundles that is removed with its last user when navaudit made it.
///
/// ICU reads a bundle folder lazily, whenever a locale is first asked for, so a folder `genrb`
/// wrote must outlive every lookup; and it must not outlive the audit, or every run leaves a
/// folder in the temporary directory. Whoever reads the bundles keeps this object: when the
/// last reference goes, a folder made by ``ResourceCompiler`` is removed. A folder the user
/// gave (`.res` files used as they are) is never removed.
public final class BundleFolder: Sendable {
  /// The folder to hand to ``ResourceBundle/init(packagePath:locale:fallback:)``.
  public let path: String
  private let isTemporary: Bool

  /// A folder of bundles that belongs to the user: read, never removed.
  public init(existing path: String) {
    self.path = path
    self.isTemporary = false
  }

  /// A private folder navaudit made, removed when this object goes.
  init(temporary path: String) {
    self.path = path
    self.isTemporary = true
  }

  deinit {
    if isTemporary { try? FileManager.default.removeItem(atPath: path) }
  }
}
