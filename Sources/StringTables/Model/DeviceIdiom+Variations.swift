import Traits

extension DeviceIdiom {
  /// The String Catalog device variation keys to try, best first: `iphone` or `ipad`, then `other`.
  var variationKeys: [String] {
    switch self {
    case .phone: ["iphone", "other"]
    case .pad: ["ipad", "other"]
    }
  }
}
