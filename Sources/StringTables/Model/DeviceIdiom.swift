/// The device family a lookup is for; selects String Catalog device variations.
public enum DeviceIdiom: String, Hashable, Sendable, Codable, CaseIterable {
  /// iPhone (and iPod touch): the `iphone` variation, else `other`.
  case phone
  /// iPad: the `ipad` variation, else `other`.
  case pad

  /// The catalog device keys to try, best first.
  var variationKeys: [String] {
    switch self {
    case .phone: ["iphone", "other"]
    case .pad: ["ipad", "other"]
    }
  }
}
