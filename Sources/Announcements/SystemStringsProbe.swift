import Foundation
import UnicodeSupport

/// Temporary probe of the compiled bundles.
public enum SystemStringsProbe {
  public static func folder() -> String? {
    Bundle.module.url(forResource: "root", withExtension: "res")?.deletingLastPathComponent().path
  }
}
