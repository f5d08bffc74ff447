/// The stable id of every rule navaudit checks.
///
/// Ids never change once published: CI baselines and SARIF results refer to them.
public enum RuleID: String, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  case backTitleGeneric = "back-title-generic"
  case backTitleMinimal = "back-title-minimal"
  case backTitleTruncated = "back-title-truncated"
  case titleTruncated = "title-truncated"
  case largeTitleTruncated = "large-title-truncated"
  case missingTranslation = "missing-translation"
  case missingKey = "missing-key"
  case literalNotLocalized = "literal-not-localized"
  case imageButtonUnlabeled = "image-button-unlabeled"
  case tabItemUnlabeled = "tab-item-unlabeled"
  case duplicateKey = "duplicate-key"
  case conflictingKey = "conflicting-key"
  case formatArgumentMismatch = "format-argument-mismatch"
  case stepRefused = "step-refused"
  case stepIgnored = "step-ignored"
  case stepNotSimulated = "step-not-simulated"
  case focusTargetMissing = "focus-target-missing"
  case unwindNoTarget = "unwind-no-target"
  case modalBehindReachable = "modal-behind-reachable"
  case popoverNoDismiss = "popover-no-dismiss"
  case suspiciousEscape = "suspicious-escape"
  case pluralMissingOther = "plural-missing-other"
  case tableEntryIgnored = "table-entry-ignored"
  // String-table rules that `navaudit strings lint` reports.
  case tableCoverage = "table-coverage"
  case staleKey = "stale-key"
  case pluralCategoryMissing = "plural-category-missing"
  case pluralCategoryUnused = "plural-category-unused"
  case specifierMismatch = "specifier-mismatch"
  case untranslatedTable = "untranslated-table"
  case widthOverBudget = "width-over-budget"
  // Rules about storyboards an audit imports.
  case storyboardDanglingSegue = "storyboard-dangling-segue"
  case storyboardReferenceCycle = "storyboard-reference-cycle"
  case storyboardReferenceExternal = "storyboard-reference-external"
  case storyboardLeftToCode = "storyboard-left-to-code"
  case unwindTargetInCode = "unwind-target-in-code"
  // Rules about Swift source an audit reads.
  case sourceUnresolved = "source-unresolved"
  case sourceSyntaxError = "source-syntax-error"
  // Rules about the scenario as a whole.
  case unknownTable = "unknown-table"
  case unusedScreen = "unused-screen"
  case appNotLocalized = "app-not-localized"
  // Rules about the fonts an app sets on its bars.
  case fontNotFound = "font-not-found"
  case fontGlyphFallback = "font-glyph-fallback"

  /// The id, so that a rule in a message reads as users write it.
  public var description: String { rawValue }

  /// Rules sort by id.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The default severity.
  public var severity: Severity {
    switch self {
    case .missingKey, .stepRefused: .error
    case .backTitleGeneric, .backTitleMinimal, .backTitleTruncated, .titleTruncated, .largeTitleTruncated,
      .missingTranslation, .imageButtonUnlabeled, .tabItemUnlabeled, .conflictingKey, .formatArgumentMismatch,
      .stepIgnored,
      .focusTargetMissing, .suspiciousEscape, .pluralMissingOther, .unwindNoTarget, .modalBehindReachable,
      .popoverNoDismiss,
      .specifierMismatch, .pluralCategoryMissing, .untranslatedTable, .storyboardDanglingSegue,
      .storyboardReferenceCycle, .unknownTable, .sourceSyntaxError, .appNotLocalized, .widthOverBudget,
      .fontNotFound:
      .warning
    case .literalNotLocalized, .duplicateKey, .stepNotSimulated, .tableEntryIgnored, .tableCoverage, .staleKey,
      .pluralCategoryUnused, .storyboardReferenceExternal, .storyboardLeftToCode, .unwindTargetInCode, .unusedScreen,
      .sourceUnresolved, .fontGlyphFallback:
      .info
    }
  }

  /// A one-line summary of the rule.
  public var summary: String {
    switch self {
    case .backTitleGeneric:
      "the back button shows the generic \"Back\" where the development language shows the previous title"
    case .backTitleMinimal: "the back button shows only the chevron where the development language shows a title"
    case .backTitleTruncated: "a custom back button title does not fit and is cut off"
    case .titleTruncated: "the navigation bar title does not fit and is cut off"
    case .largeTitleTruncated: "the large title does not fit the bar width and is cut off"
    case .missingTranslation:
      "a string is missing in this locale, so the fallback text is shown and spoken in another language"
    case .missingKey: "a key is in no table at all, so the raw key is shown and spoken"
    case .literalNotLocalized: "a user-visible string is a literal and is never localized"
    case .imageButtonUnlabeled: "an image button has no accessibility label; VoiceOver reads the image name or nothing"
    case .tabItemUnlabeled:
      "a tab bar item shows only an image and has no title or accessibility label; VoiceOver reads no name"
    case .duplicateKey: "a key appears twice in one table with the same value"
    case .conflictingKey: "a key appears twice in one table with different values; the last one wins"
    case .formatArgumentMismatch: "a format specifier does not match the argument given"
    case .stepRefused: "UIKit refuses this step (an exception or a no-op); the app would crash or do nothing"
    case .stepIgnored: "UIKit silently ignores this configuration"
    case .stepNotSimulated: "navaudit does not simulate this step yet; results after it may be incomplete"
    case .focusTargetMissing: "a focus step names an element the bar does not have at that point"
    case .unwindNoTarget: "no view controller up the chain implements the unwind action: the unwind does nothing"
    case .modalBehindReachable:
      "an over-full-screen or over-current-context presentation without accessibilityViewIsModal lets VoiceOver reach the content behind it"
    case .popoverNoDismiss: "a popover that becomes a sheet in compact width has no Cancel, Close or Done button"
    case .suspiciousEscape: "an escape in a table is read differently by iOS than its author likely meant"
    case .pluralMissingOther: "a plural variation lacks the required 'other' case"
    case .tableEntryIgnored: "a table file, folder or value that iOS would not load was skipped"
    case .tableCoverage: "how many of the development language's keys a locale translates"
    case .staleKey: "a key that only a translation has: the development language no longer uses it"
    case .pluralCategoryMissing: "a plural lacks a category the locale's rules select, so 'other' is shown"
    case .pluralCategoryUnused: "a plural has a category the locale's rules never select"
    case .specifierMismatch:
      "a translation's format specifiers differ from the development language's (a crash or lost value)"
    case .untranslatedTable: "a whole table is identical to the development language: nothing is translated"
    case .widthOverBudget: "a translation is wider than the width budget of its key in the navigation bar"
    case .storyboardDanglingSegue: "a storyboard segue or relationship points at an object the storyboard does not have"
    case .storyboardReferenceCycle: "storyboard references lead back to themselves without reaching a scene"
    case .storyboardReferenceExternal: "a storyboard reference leads into another bundle, whose scene is not audited"
    case .storyboardLeftToCode: "the storyboard leaves part of the navigation to code, which navaudit does not guess"
    case .unwindTargetInCode: "an unwind's receiver is chosen in code, so its result is not simulated"
    case .sourceUnresolved:
      "Swift code decides this navigation at run time (a title from a property, a computed destination); not guessed"
    case .sourceSyntaxError: "a Swift file does not parse or decode cleanly; only what could be read is audited"
    case .unknownTable: "a text names a table that none of the scenario's strings has (a typo in 'table:')"
    case .unusedScreen: "a screen that no flow shows; navaudit audits it on its own"
    case .appNotLocalized:
      "the app has no localization for this locale, so UIKit's own texts (\"Back\", Done, Cancel) are in the development language"
    case .fontNotFound:
      "a bar font names a family that none of the app's font files has, so the system font was measured instead"
    case .fontGlyphFallback:
      "a bar font has no glyphs for some characters of a text; iOS draws them in a system font, and navaudit measures them so"
    }
  }
}
