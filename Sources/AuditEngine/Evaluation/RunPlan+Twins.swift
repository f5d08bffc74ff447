import TextLayout

extension DeviceProfile {
  /// What a run's evaluation reads of the device: the profile with its names and evidence
  /// cleared. Two devices with the same key draw and speak every bar alike, so that a matrix
  /// evaluates one of them and copies its runs to the others (``WorkUnit``).
  ///
  /// Built from the profile, not listed field by field in a type of its own, so that a
  /// property added to ``DeviceProfile`` is in the key; a test fails when one is added
  /// without being considered here.
  var evaluationKey: DeviceProfile {
    DeviceProfile(
      name: "", aliases: [], idiom: idiom, portraitWidth: portraitWidth, portraitHeight: portraitHeight,
      portraitInsets: portraitInsets, landscapeInsets: landscapeInsets, landscapeSizeClass: landscapeSizeClass,
      evidence: "")
  }
}

extension RunPlan {
  /// For each of `devices`, the first one before it with the same ``DeviceProfile/evaluationKey``
  /// (its twin), or `nil` when there is none: a twin's runs are the device's, but for its name.
  ///
  /// iPhone 14 Pro, 15 and 16, for example, are all 393 × 852 with the same insets.
  static func twins(of devices: [DeviceProfile]) -> [Int?] {
    var first: [DeviceProfile: Int] = [:]
    return devices.indices.map { index in
      let key = devices[index].evaluationKey
      if let earlier = first[key] { return earlier }
      first[key] = index
      return nil
    }
  }
}
