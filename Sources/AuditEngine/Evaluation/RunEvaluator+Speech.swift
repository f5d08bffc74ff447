import Announcements

extension RunEvaluator {
  /// What VoiceOver says at a screen change: the top bar's title and leading element, or
  /// without them the selected tab, where focus stays after picking a tab.
  ///
  /// What a bar says depends on its texts, not on the screen's size: it is worked out once
  /// per bar (``BarEvaluator/Evaluation/announcement``) and, once bars are spoken at two
  /// geometries, once per bar key without its geometry (``BarCache/announcements``), so
  /// that other devices reuse it.
  func screenChangeSpeech(
    top: BarEvaluator.Evaluation?, key: BarKey?, tabs: TabBarEvaluator.Evaluation?, announcer: Announcer
  ) -> AuditReport.SpeechResult {
    if let top {
      if let spoken = top.announcement { return spoken }
      // A bar with nothing to say lets the selected tab speak: that is not the bar's alone.
      // Asked of a role, not of the element: comparing an optional element to `nil` copied it.
      if top.title?.role != nil || top.back?.role != nil || !top.left.isEmpty || !top.system.isEmpty {
        let cache = context.bars
        // One geometry so far: no other evaluation has this bar's key without geometry.
        // (Its geometry read alone: binding the key copied it.)
        if let geometry = key?.geometry, !cache.spokenAtSeveralGeometries,
          (cache.spokenGeometry ?? geometry) == geometry
        {
          cache.spokenGeometry = geometry
          let spoken = Self.speech(announcer, bar: top)
          top.announcement = spoken
          return spoken
        }
        guard var spokenKey = key else { return Self.speech(announcer, bar: top) }
        if !cache.spokenAtSeveralGeometries { cache.fileAnnouncements() }
        spokenKey.geometry = .none
        // Looked up and, when new, stored in one pass: each is a hash of the key.
        let spoken = Self.remembered(&cache.announcements[spokenKey, default: nil]) {
          Self.speech(announcer, bar: top)
        }
        top.announcement = spoken
        return spoken
      }
    }
    return Self.speech(announcer, tabs.flatMap { $0.result.hidden ? nil : $0.selected }, nil)
  }

  /// The announcement of `bar`: its title, then its leading element (the back button, else
  /// the first left item, else the first system item), read where the bar keeps them.
  static func speech(_ announcer: Announcer, bar: BarEvaluator.Evaluation) -> AuditReport.SpeechResult {
    if bar.back?.role != nil { return speech(announcer, bar.title, bar.back) }
    if !bar.left.isEmpty { return speech(announcer, bar.title, bar.left[0]) }
    if !bar.system.isEmpty { return speech(announcer, bar.title, bar.system[0]) }
    return speech(announcer, bar.title, nil)
  }

  /// The announcement of `first` then `second`, spoken straight into the report's form.
  static func speech(_ announcer: Announcer, _ first: SpokenElement?, _ second: SpokenElement?)
    -> AuditReport.SpeechResult
  {
    var parts: [AuditReport.SpeechResult.Part] = []
    // Counted by role: comparing an optional element to `nil` copied it.
    let count = (first?.role == nil ? 0 : 1) + (second?.role == nil ? 0 : 1)
    if count > 0 { parts.reserveCapacity(count) }
    let text = announcer.screenChange(first, second) {
      parts.append(AuditReport.SpeechResult.Part(text: $0, role: $1.rawValue, language: $2))
    }
    return AuditReport.SpeechResult(text: text, parts: parts)
  }

  /// The value in `slot`, made by `make` and kept there when it has none yet.
  static func remembered(
    _ slot: inout AuditReport.SpeechResult?, _ make: () -> AuditReport.SpeechResult
  ) -> AuditReport.SpeechResult {
    if let known = slot { return known }
    let made = make()
    slot = made
    return made
  }
}
