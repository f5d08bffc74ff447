import Traits

// The device table (facts §2.6). Evidence tags are those of the size rows in the facts
// file; safe-area insets, which the facts do not list, are the commonly reported values
// for each sensor housing ([OBSERVED], verify on device):
// - home-button phones: 20 pt status bar in portrait, no insets in landscape;
// - notch / Dynamic Island phones: the housing height on top in portrait (bottom 34), and
//   on both sides in landscape (bottom 21): 44 (X, XS, 11 Pro, XS Max, 11 Pro Max),
//   48 (XR, 11), 50 (12 mini, 13 mini), 47 (12–14, 16e), 59 (14 Pro, 15, 16, 16 Plus),
//   62 (16 Pro, 17 series, iPhone Air: [INFERRED]);
// - home-button iPads: 20 pt status bar; other iPads: 24 top, 20 bottom.
// Plus and Max phones (width ≥ 414) are regular width in landscape ([OBSERVED] facts §2.6;
// XR and 11 are listed as regular-width landscape in Apple's HIG size-class table).

extension DeviceCatalog {
  static let table: [DeviceProfile] = [
    // 320 × 568 [OBSERVED] facts §2.6 (csdn table)
    phone("iPhone SE (1st generation)", ["iPhone 5s", "iPhone 5"], 320, 568, housing: nil, "[OBSERVED]"),
    // 375 × 667 [APPLE-ARCHIVE] old HIG table
    phone("iPhone SE (2nd generation)", [], 375, 667, housing: nil, "[APPLE-ARCHIVE]"),
    phone("iPhone SE (3rd generation)", [], 375, 667, housing: nil, "[APPLE-ARCHIVE]"),
    phone("iPhone 8", ["iPhone 7", "iPhone 6s", "iPhone 6"], 375, 667, housing: nil, "[APPLE-ARCHIVE]"),
    // 414 × 736 [APPLE-ARCHIVE]
    phone(
      "iPhone 8 Plus", ["iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"], 414, 736, housing: nil, "[APPLE-ARCHIVE]",
      landscape: .regular),
    // 375 × 812 [APPLE-ARCHIVE]; gist [OBSERVED]
    phone("iPhone X", ["iPhone XS"], 375, 812, housing: 44, "[APPLE-ARCHIVE]"),
    phone("iPhone 11 Pro", [], 375, 812, housing: 44, "[APPLE-ARCHIVE]"),
    phone("iPhone 12 mini", ["iPhone 13 mini"], 375, 812, housing: 50, "[OBSERVED]"),
    // 414 × 896 [APPLE-ARCHIVE]
    phone("iPhone 11", ["iPhone XR"], 414, 896, housing: 48, "[APPLE-ARCHIVE]", landscape: .regular),
    phone("iPhone 11 Pro Max", ["iPhone XS Max"], 414, 896, housing: 44, "[APPLE-ARCHIVE]", landscape: .regular),
    // 390 × 844 gist [OBSERVED]
    phone("iPhone 13", ["iPhone 12", "iPhone 12 Pro", "iPhone 13 Pro"], 390, 844, housing: 47, "[OBSERVED]"),
    phone("iPhone 14", [], 390, 844, housing: 47, "[OBSERVED]"),
    phone("iPhone 16e", [], 390, 844, housing: 47, "[OBSERVED]"),
    // 428 × 926 gist [OBSERVED]
    phone(
      "iPhone 14 Plus", ["iPhone 12 Pro Max", "iPhone 13 Pro Max"], 428, 926, housing: 47, "[OBSERVED]",
      landscape: .regular),
    // 393 × 852 gist; AccessibilitySnapshot reference images [OBSERVED]
    phone("iPhone 14 Pro", [], 393, 852, housing: 59, "[OBSERVED]"),
    phone("iPhone 15", ["iPhone 15 Pro"], 393, 852, housing: 59, "[OBSERVED]"),
    phone("iPhone 16", [], 393, 852, housing: 59, "[OBSERVED]"),
    // 430 × 932 gist [OBSERVED]
    phone(
      "iPhone 15 Pro Max", ["iPhone 14 Pro Max", "iPhone 15 Plus"], 430, 932, housing: 59, "[OBSERVED]",
      landscape: .regular),
    phone("iPhone 16 Plus", [], 430, 932, housing: 59, "[OBSERVED]", landscape: .regular),
    // 402 × 874 AccessibilitySnapshot reference images [OBSERVED]
    phone("iPhone 16 Pro", [], 402, 874, housing: 62, "[OBSERVED]"),
    phone("iPhone 17", [], 402, 874, housing: 62, "[OBSERVED]"),
    phone("iPhone 17 Pro", [], 402, 874, housing: 62, "[OBSERVED]"),
    // 440 × 956 flutterware device table [OBSERVED]
    phone("iPhone 16 Pro Max", [], 440, 956, housing: 62, "[OBSERVED]", landscape: .regular),
    phone("iPhone 17 Pro Max", [], 440, 956, housing: 62, "[OBSERVED]", landscape: .regular),
    // 420 × 912 [INFERRED/commonly reported — verify]
    phone("iPhone Air", [], 420, 912, housing: 62, "[INFERRED]", landscape: .regular),

    // 768 × 1024 [APPLE-ARCHIVE] old HIG table (iPad 9.7", mini ≤ 5)
    pad(
      "iPad mini (5th generation)", ["iPad mini 4", "iPad (6th generation)", "iPad 9.7-inch"], 768, 1024,
      homeButton: true, "[APPLE-ARCHIVE]"),
    // 744 × 1133 [INFERRED/commonly reported — verify]
    pad(
      "iPad mini (6th generation)", ["iPad mini (A17 Pro)", "iPad mini (7th generation)"], 744, 1133, homeButton: false,
      "[INFERRED]"),
    // 810 × 1080 [APPLE-ARCHIVE] (iPad 10.2")
    pad(
      "iPad (9th generation)", ["iPad (7th generation)", "iPad (8th generation)", "iPad 10.2-inch"], 810, 1080,
      homeButton: true, "[APPLE-ARCHIVE]"),
    // 820 × 1180 [INFERRED/commonly reported — verify]
    pad("iPad (10th generation)", ["iPad (A16)"], 820, 1180, homeButton: false, "[INFERRED]"),
    // 834 × 1112 [APPLE-ARCHIVE]
    pad(
      "iPad Air 10.5-inch", ["iPad Air (3rd generation)", "iPad Pro 10.5-inch"], 834, 1112, homeButton: true,
      "[APPLE-ARCHIVE]"),
    // 820 × 1180 [INFERRED/commonly reported — verify]
    pad(
      "iPad Air 11-inch",
      [
        "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Air 10.9-inch", "iPad Air 11-inch (M2)",
        "iPad Air 11-inch (M3)",
      ], 820, 1180, homeButton: false, "[INFERRED]"),
    // 1024 × 1366 [APPLE-ARCHIVE] (iPad Pro 12.9", iPad Air 13")
    pad(
      "iPad Air 13-inch", ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"], 1024, 1366, homeButton: false,
      "[APPLE-ARCHIVE]"),
    // 834 × 1194 [APPLE-ARCHIVE]
    pad(
      "iPad Pro 11-inch",
      [
        "iPad Pro 11-inch (1st generation)", "iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (3rd generation)",
        "iPad Pro 11-inch (4th generation)",
      ], 834, 1194, homeButton: false, "[APPLE-ARCHIVE]"),
    // 834 × 1210 [INFERRED/commonly reported — verify]
    pad("iPad Pro 11-inch (M4)", ["iPad Pro 11-inch (M5)"], 834, 1210, homeButton: false, "[INFERRED]"),
    // 1024 × 1366 [APPLE-ARCHIVE]
    pad(
      "iPad Pro 12.9-inch",
      [
        "iPad Pro 12.9-inch (3rd generation)", "iPad Pro 12.9-inch (4th generation)",
        "iPad Pro 12.9-inch (5th generation)", "iPad Pro 12.9-inch (6th generation)",
      ], 1024, 1366, homeButton: false, "[APPLE-ARCHIVE]"),
    // 1032 × 1376 [INFERRED/commonly reported — verify]
    pad("iPad Pro 13-inch (M4)", ["iPad Pro 13-inch (M5)"], 1032, 1376, homeButton: false, "[INFERRED]"),
  ]

  /// A phone; `housing` is the notch or Dynamic Island inset, `nil` for home-button phones.
  private static func phone(
    _ name: String, _ aliases: [String], _ width: Double, _ height: Double, housing: Double?,
    _ evidence: String, landscape: SizeClass = .compact
  ) -> DeviceProfile {
    let portrait: EdgeInsets
    let landscapeInsets: EdgeInsets
    if let housing {
      portrait = EdgeInsets(top: housing, bottom: 34)
      landscapeInsets = EdgeInsets(leading: housing, bottom: 21, trailing: housing)
    } else {
      portrait = EdgeInsets(top: 20)
      landscapeInsets = .zero
    }
    return DeviceProfile(
      name: name, aliases: aliases, idiom: .phone, portraitWidth: width, portraitHeight: height,
      portraitInsets: portrait, landscapeInsets: landscapeInsets, landscapeSizeClass: landscape, evidence: evidence)
  }

  /// An iPad; iPads are regular width in both orientations and have no side insets.
  private static func pad(
    _ name: String, _ aliases: [String], _ width: Double, _ height: Double, homeButton: Bool, _ evidence: String
  ) -> DeviceProfile {
    let insets = homeButton ? EdgeInsets(top: 20) : EdgeInsets(top: 24, bottom: 20)
    return DeviceProfile(
      name: name, aliases: aliases, idiom: .pad, portraitWidth: width, portraitHeight: height,
      portraitInsets: insets, landscapeInsets: insets, landscapeSizeClass: .regular, evidence: evidence)
  }
}
