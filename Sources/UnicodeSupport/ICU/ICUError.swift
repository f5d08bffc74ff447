internal import CICUShims

/// An error reported by ICU, with the name of its status code.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The raw ICU status code (a positive `UErrorCode`).
  public let code: Int32
  /// What the shim was doing when ICU failed.
  public let operation: String

  init(code: Int32, operation: String) {
    self.code = code
    self.operation = operation
  }

  /// The ICU name of the status, such as `U_MISSING_RESOURCE_ERROR`.
  public var name: String {
    guard let raw = cicu_error_name(code) else { return "U_ERROR(\(code))" }
    return String(cString: raw)
  }

  public var description: String { "icu \(operation) failed: \(name)" }

  /// Whether the error means "not found" (a missing resource or key).
  public var isMissingResource: Bool { code == 2 }
}
