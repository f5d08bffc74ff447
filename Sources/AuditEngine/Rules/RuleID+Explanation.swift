/// What each rule means, why it matters to VoiceOver users and how to fix it.
///
/// One text per rule, used by `navaudit explain`, the SARIF rule help and the HTML report,
/// so the three never disagree. Texts are plain sentences; code is in `backticks`.
extension RuleID {
  /// The rule's name in UpperCamelCase (`BackTitleGeneric`), as SARIF's `name` wants it.
  public var name: String {
    rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// What the rule detects, in a few sentences.
  public var meaning: String {
    switch self {
    case .backTitleGeneric:
      "In this locale the previous screen's title is too wide for the room beside the chevron, so UIKit draws its generic \"Back\" in the locale's word, while the development language shows the title in full. The decision depends on the device width, the other bar items and the width of the title."
    case .backTitleMinimal:
      "Neither the previous screen's title nor the localized \"Back\" fits beside the chevron, so UIKit draws the chevron alone, while the development language shows the title."
    case .backTitleTruncated:
      "A custom `backBarButtonItem` never falls back to \"Back\" or to the chevron: when its title is too wide, UIKit cuts it with \"…\" and squeezes the screen title."
    case .titleTruncated:
      "The screen title does not fit the room left between the back button and the trailing items, so UIKit cuts it with \"…\"."
    case .largeTitleTruncated:
      "The 34 pt bold large title is wider than the bar, so UIKit cuts it with \"…\"."
    case .missingTranslation:
      "The key has no value in this locale (or its value is an untranslated copy in another script), so the text from the development language or Base is shown instead."
    case .missingKey:
      "The key is in no table for any locale, so the raw key (or the scenario's default value) is shown and spoken."
    case .literalNotLocalized:
      "A user-visible string is a literal rather than a key (a scenario's plain string, a Swift `String` given to UIKit, `Text(verbatim:)`), so it is the same in every locale."
    case .imageButtonUnlabeled:
      "A bar button item shows only an image and has no `accessibilityLabel`."
    case .tabItemUnlabeled:
      "A tab's `tabBarItem` has an image but no title, no `accessibilityLabel` and no system item."
    case .duplicateKey:
      "The same key appears twice in one table, with the same value."
    case .conflictingKey:
      "The same key appears twice in one table with different values; iOS uses the last one."
    case .formatArgumentMismatch:
      "A format specifier in the string (`%d`, `%@`, `%1$@`…) does not match the argument the scenario passes."
    case .stepRefused:
      "UIKit refuses this step: popping the root, pushing a navigation, split view or tab bar controller, pushing a screen that is already on the stack, `popTo` a screen that is not on it, or a segue the top screen does not declare. The app raises an exception or nothing happens."
    case .stepIgnored:
      "UIKit silently ignores this configuration, such as toolbar items set on the navigation controller itself instead of on the visible view controller."
    case .stepNotSimulated:
      "navaudit does not simulate this kind of step, so the bars after it may differ from the app. Every step of scenario format 1 is simulated today; the rule id stays reserved for step kinds added later."
    case .focusTargetMissing:
      "A `focus` step names an element (`back`, `title`, `left[n]`, `right[n]`, `toolbar[n]`, `system[n]`, `prompt`) that the bar does not have at that point, in this locale and on this device."
    case .suspiciousEscape:
      "An escape in a `.strings` table reads differently on iOS than it looks: `\\u` is not an escape in CoreFoundation's format, so `\\u00e9` stays six characters."
    case .pluralMissingOther:
      "A plural variation (`.stringsdict` or String Catalog) lacks the `other` case, which iOS uses for every count without its own case."
    case .tableEntryIgnored:
      "A table file, folder or value that iOS would not load was skipped."
    case .unwindNoTarget:
      "An unwind segue or step names an action that no view controller from the source up through its containers and the presenting chain implements, so UIKit performs nothing and the screen stays."
    case .modalBehindReachable:
      "The presentation keeps the presenting content on screen (`overFullScreen` or `overCurrentContext`) and the presented view does not set `accessibilityViewIsModal`, so VoiceOver can swipe to the elements behind it."
    case .popoverNoDismiss:
      "In compact width the popover adapts to a sheet or full-screen presentation, and its bar has no Cancel, Close or Done item."
    case .tableCoverage:
      "How many of the development language's keys this locale's table translates; keys it lacks fall back to another language at run time."
    case .staleKey:
      "The locale's table has a key that the development language's table no longer has, so nothing in the app looks it up."
    case .pluralCategoryMissing:
      "A plural variation lacks a category that the locale's CLDR plural rules select for some numbers, so iOS shows the `other` form for them."
    case .pluralCategoryUnused:
      "A plural variation has a category that the locale's plural rules never select (English `zero` apart from exactly 0, Japanese `one`), so its text is never shown."
    case .specifierMismatch:
      "A translation's format specifiers differ in type, count or position from the development language's value of the same key."
    case .untranslatedTable:
      "Every value of the locale's table is identical to the development language's: the table was copied, not translated."
    case .storyboardDanglingSegue:
      "A segue or a container relationship in the storyboard names a destination id that no scene of the storyboard has, usually after a scene was deleted or the XML was merged by hand. UIKit raises an exception when the segue runs."
    case .storyboardReferenceCycle:
      "A storyboard reference points at a storyboard whose initial or named scene is again a reference, and the chain comes back to where it started; no scene is ever reached."
    case .storyboardReferenceExternal:
      "A storyboard reference names a storyboard in another bundle (`bundleIdentifier`) that is not in the audited folder. The screens before it are audited, and its back button shows their titles, but its own bar is unknown."
    case .storyboardLeftToCode:
      "The storyboard leaves part of the navigation to code, such as a navigation controller without a root view controller. navaudit records it instead of guessing; the screens involved are audited as roots of their own flows."
    case .unwindTargetInCode:
      "An unwind segue calls an action whose receiver is whichever view controller implements it, which only the code says. The imported scenario does not know it, so the screens are left as they are after the step."
    case .sourceUnresolved:
      "The navigation read from Swift code depends on something only known at run time: a title taken from a model property, a destination computed by a function or a switch, a link whose value no `navigationDestination(for:)` in reach declares. navaudit records it at the Swift line instead of guessing; the screens around it are still audited. A bar font that cannot be known statically is reported the same way: a font from a helper or a variable in Swift, a Dynamic Type text style or an italic system font in a storyboard; the system font is measured instead."
    case .sourceSyntaxError:
      "A Swift file does not parse, or is not valid UTF-8. navaudit keeps what it could read from the file, so some navigation of that file may be missing from the audit."
    case .unknownTable:
      "A text reference's `table` names a table that no file of the scenario's `strings` provides, usually a typo (`Localisable`); every lookup of its key then fails in every locale."
    case .widthOverBudget:
      "A translation is wider, in the bar's font, than the width budget of its key: the widest text that stays untruncated as a title, shown in full as the next screen's back button, or keeps the title centred as a bar button, on the narrowest audited device (`navaudit budgets`), or the `maxwidth` in points an XLIFF file gives it. Titles and XLIFF budgets are measured in 17 pt semibold, bar buttons in their own style."
    case .unusedScreen:
      "A screen of the scenario appears in no flow. navaudit still audits it, as the root of a flow of its own, so that its texts and items are checked in every locale."
    case .appNotLocalized:
      "The app has no string table for this locale (nor for a parent such as `pt` for `pt-BR`). iOS then runs the app in its development language, and UIKit's own texts follow the app, not the device: the generic back title stays \"Back\" on a German device, and Done, Cancel, system tab items and the split view's buttons are drawn and named in the development language. navaudit audits the locale that way."
    case .fontNotFound:
      "A `titleTextAttributes`, `largeTitleTextAttributes` or bar button font (from a scenario, a storyboard's `fontDescription` or Swift's `UIFont(name:size:)`) names a family or PostScript name that no font file given to navaudit has (`--fonts`, the scenario's `fonts`, the font files in the app folder). The text was measured in the system font at the same size and weight, and the back button decision is marked uncertain."
    case .fontGlyphFallback:
      "The app's font has no glyph for some characters of a bar text, typically a whole script (Cyrillic, Arabic, CJK) in a Latin-only brand font. iOS draws those characters in the system font for their script at the same size, so the text is wider or narrower than the brand font suggests; navaudit measures them that way too."
    }
  }

  /// Why the problem matters to people who use VoiceOver (and Voice Control).
  public var voiceOverImpact: String {
    switch self {
    case .backTitleGeneric:
      "VoiceOver still speaks the full previous title, so what is heard no longer matches what is drawn. People who use VoiceOver with some sight, and anyone helping them, lose the cue telling where Back leads, and the visible label is not the accessible name (WCAG 2.5.3 Label in Name): a Voice Control user who says \"tap\" and the word on screen may not reach the button."
    case .backTitleMinimal:
      "The button has no visible text: people who use VoiceOver with some sight or Voice Control get no hint of where it leads or what to call it, and a lone chevron is a small target. VoiceOver speaks the previous title, which nobody can see."
    case .backTitleTruncated:
      "Sighted users read a cut word while VoiceOver speaks the full label; in many languages the cut word means something else or nothing, and the squeezed screen title may be cut as well."
    case .titleTruncated:
      "VoiceOver reads the full title as the screen's heading, but sighted and low-vision users see a fragment, so the heading people navigate by does not match the screen they look at."
    case .largeTitleTruncated:
      "The large title is the most prominent text on the screen. VoiceOver reads it in full while people with low vision, who rely on it to know where they are, see only the cut."
    case .missingTranslation:
      "VoiceOver speaks the fallback text with the voice of the user's language unless the app marks its language, so English words are pronounced with German or Japanese rules and may be unintelligible, in the middle of a screen in the user's language."
    case .missingKey:
      "VoiceOver users hear an identifier such as `settings.title`, often spelled out or split into odd words, instead of a label."
    case .literalNotLocalized:
      "People of every other language see and hear this text as written, and VoiceOver pronounces it with their language's voice."
    case .imageButtonUnlabeled:
      "VoiceOver reads the image's file or symbol name (\"chevron.down\", \"gearshape\"), in English whatever the user's language, or just \"button\": the purpose of the control is lost."
    case .tabItemUnlabeled:
      "VoiceOver reads only \"Tab, 2 of 4\": the user hears where the tab is but not what it opens."
    case .duplicateKey:
      "Nothing changes for VoiceOver today, but duplicates drift apart when one copy is edited, and then users hear something the translator did not review."
    case .conflictingKey:
      "The text shown and spoken may not be the translation the translator meant, and a reviewer who checks the first entry misses what users hear."
    case .formatArgumentMismatch:
      "The text shown and spoken contains a wrong or garbled value (or `(null)`), which VoiceOver reads literally; on iOS a mismatched specifier can also crash the app."
    case .stepRefused:
      "In the app this crashes or leaves the user on the same screen with no announcement, so a VoiceOver user gets no feedback that the action failed."
    case .stepIgnored:
      "The controls the developer expected are not on screen, so VoiceOver users cannot reach them and nothing tells them why."
    case .stepNotSimulated:
      "Nothing is wrong in the app because of this finding, but the announcements after this step were not predicted: check them on a device with VoiceOver."
    case .focusTargetMissing:
      "The element a VoiceOver user would move to is not there, for example a back button hidden by custom left items, and its description cannot be checked."
    case .suspiciousEscape:
      "Users see, and VoiceOver reads, the backslash sequence literally."
    case .pluralMissingOther:
      "For counts whose category has no case, iOS shows the key or an empty string, which VoiceOver reads out or skips."
    case .tableEntryIgnored:
      "Translations in the skipped file never reach users: the fallback text is shown and spoken in another language."
    case .unwindNoTarget:
      "A VoiceOver user who activates the control hears nothing happen and stays on the same screen, with no clue that the action failed."
    case .modalBehindReachable:
      "VoiceOver users swipe past the end of the modal into controls that sighted users cannot reach, and can lose track of where they are."
    case .popoverNoDismiss:
      "Tapping outside a popover or swiping a sheet down is hard to discover with VoiceOver; without a visible button the only way out is the two-finger scrub gesture."
    case .tableCoverage:
      "Every untranslated key is heard by VoiceOver users in another language's voice, mid-sentence."
    case .staleKey:
      "Stale keys hide real gaps in coverage reports and keep translators working on text nobody sees or hears."
    case .pluralCategoryMissing:
      "VoiceOver reads the wrong grammatical form (\"21 files\" where the language needs another ending), which sounds broken."
    case .pluralCategoryUnused:
      "Translators spend effort on text that no user sees or hears, and the form they meant for some numbers is never used."
    case .specifierMismatch:
      "A `%@` where the code passes a number crashes or prints garbage; a missing argument drops a value that VoiceOver users would otherwise hear."
    case .untranslatedTable:
      "Users of that language see and hear the development language everywhere, while coverage numbers claim the table is complete."
    case .storyboardDanglingSegue:
      "The control that triggers the segue crashes the app or does nothing, for every user."
    case .storyboardReferenceCycle:
      "The segue into the reference crashes the app: nobody, sighted or not, reaches the screen."
    case .storyboardReferenceExternal:
      "Nothing is wrong because of this finding, but the scene behind the reference was not checked: audit its bundle too."
    case .storyboardLeftToCode:
      "Nothing is wrong because of this finding, but the flows around it start where code would put the user, which may differ from the app."
    case .unwindTargetInCode:
      "Nothing is wrong because of this finding, but the screen the unwind returns to was not predicted: check it on a device with VoiceOver."
    case .sourceUnresolved:
      "Nothing is wrong because of this finding, but the text or screen involved was not checked: check it on a device with VoiceOver."
    case .sourceSyntaxError:
      "Nothing is wrong for users because of this finding, but screens of the file may have been left out of the audit."
    case .unknownTable:
      "The raw key is shown and spoken in every locale, to every user."
    case .widthOverBudget:
      "The text will be cut off with \"…\", or the back button falls back to \"Back\" or a chevron, on the devices that set the budget: sighted users lose the words and VoiceOver users hear a different label than the one shown."
    case .unusedScreen:
      "Nothing is wrong because of this finding; a screen that is never reached in the scenario may be reached in the app, where it matters like any other."
    case .appNotLocalized:
      "VoiceOver speaks in the device's language but reads UIKit's labels in the development language, so a German user hears \"Back\" and \"Done\" pronounced as German words, mixed with German roles."
    case .fontNotFound:
      "The back button, title and item widths were computed with a stand-in font, so a back title reported in full may in fact be drawn as \"Back\" or a chevron, which changes what sighted users see next to what VoiceOver reads."
    case .fontGlyphFallback:
      "Nothing is wrong for VoiceOver users, who hear the text either way; sighted users see the brand font and the system font mixed in one title."
    }
  }

  /// How to fix the problem.
  public var remedy: String {
    switch self {
    case .backTitleGeneric:
      "Give the previous screen a short `backButtonTitle` in this locale, shorten the translation of its title, or set `backButtonDisplayMode` to `.generic` or `.minimal` on purpose so that every locale behaves the same. Check the narrowest device first."
    case .backTitleMinimal:
      "Make room in the bar: shorten the title or the trailing items' labels, use image items with accessibility labels, or give the previous screen a short `backButtonTitle`. If a chevron alone is intended, set `backButtonDisplayMode = .minimal` so every locale matches."
    case .backTitleTruncated:
      "Use a shorter title for the custom back item in this locale, or remove the custom item and set `backButtonTitle` instead, so that UIKit can fall back to \"Back\" or the chevron."
    case .titleTruncated:
      "Shorten the translation, give `navigationItem.title` a shorter text than the view controller's `title`, move actions out of the bar, or show a large title where there is room for it."
    case .largeTitleTruncated:
      "Shorten the title, or set `largeTitleDisplayMode = .never` on screens whose title is long in some languages."
    case .missingTranslation:
      "Add the translation to this locale's table, or mark the string as intentionally untranslated."
    case .missingKey:
      "Add the key to the development language's table and translate it, or fix the key's spelling or table name in the scenario."
    case .literalNotLocalized:
      "Replace the literal with a key and add it to the string tables: `{ key: … }` in a scenario, `NSLocalizedString` or `String(localized:)` in UIKit code, a `LocalizedStringKey` in SwiftUI. A brand name that must stay as written can stay a literal."
    case .imageButtonUnlabeled:
      "Set a localized `accessibilityLabel` on the item, or use a system item, whose name VoiceOver localizes."
    case .tabItemUnlabeled:
      "Give the item a localized `title`, or a localized `accessibilityLabel` when the design shows the image alone."
    case .duplicateKey:
      "Delete one of the two entries."
    case .conflictingKey:
      "Keep one entry, with the intended value."
    case .formatArgumentMismatch:
      "Fix the specifier in the translation (or the argument's type), and keep positional specifiers consistent across locales."
    case .stepRefused:
      "Fix the flow in the app, or the scenario if it does not describe the app."
    case .stepIgnored:
      "Set the items where UIKit reads them: the visible view controller's `toolbarItems` or its `navigationItem`."
    case .stepNotSimulated:
      "No change is needed: check the step on a device with VoiceOver, or audit the flow up to the step in a separate scenario."
    case .focusTargetMissing:
      "Fix the `focus` step in the scenario, or the bar configuration that removed the element."
    case .suspiciousEscape:
      "Write `\\U00E9` (capital U) or the character itself in UTF-8."
    case .pluralMissingOther:
      "Add the `other` variation in every locale."
    case .tableEntryIgnored:
      "Move or rename the file to where iOS looks for it (`<locale>.lproj/<Table>.strings`), or fix the entry's format."
    case .unwindNoTarget:
      "Implement the `@IBAction` unwind method (listed in `unwindActions`) on the view controller that should receive the unwind, or fix the action name."
    case .modalBehindReachable:
      "Set `accessibilityViewIsModal = true` on the presented view controller's view, or use a presentation style that hides the content behind."
    case .popoverNoDismiss:
      "Add a Done or Cancel bar button item to the popover's navigation item, or return `.none` from `adaptivePresentationStyle(for:traitCollection:)` only where the popover can still be dismissed."
    case .tableCoverage:
      "Translate the missing keys, or remove them from the development language if the app no longer uses them."
    case .staleKey:
      "Delete the key from the translation, or restore it in the development language if the app still uses it."
    case .pluralCategoryMissing:
      "Add the missing category (`navaudit strings show KEY --locale L --arg N` shows which number needs it)."
    case .pluralCategoryUnused:
      "Remove the category, or move its text to a category the locale selects."
    case .specifierMismatch:
      "Make the translation use the same specifiers as the development language, reordering with positional forms such as `%1$@` when the grammar needs it."
    case .untranslatedTable:
      "Send the table for translation, or remove the locale's folder so that the fallback is explicit."
    case .storyboardDanglingSegue:
      "Reconnect the segue in Interface Builder, or delete it."
    case .storyboardReferenceCycle:
      "Point the reference at the storyboard and scene it is meant to open."
    case .storyboardReferenceExternal:
      "Add the other bundle's folder to the audit (`navaudit audit App OtherKit`) when its storyboards are available."
    case .storyboardLeftToCode:
      "No change is needed; write a scenario (`navaudit import`) and edit its flows where the code navigates differently."
    case .unwindTargetInCode:
      "No change is needed; in an imported scenario, list the action under the receiving screen's `unwindActions` and set `unwindActionsDeclared: true` to simulate it."
    case .sourceUnresolved:
      "No change is needed; where the value is known, write a scenario (`navaudit import`) and set the title or destination by hand, or use a string literal (a `LocalizedStringKey`) in the code."
    case .sourceSyntaxError:
      "Fix the syntax error at the given line (the file must compile in Xcode too), or save the file as UTF-8."
    case .unknownTable:
      "Fix the `table:` name (the message suggests the closest table), or add the table's files to `strings:`."
    case .widthOverBudget:
      "Shorten the translation to the budget (the message gives both widths), or give the screen a shorter title; hand the budgets to translators with `navaudit budgets --xliff`, `--xcstrings` or `--strings`."
    case .unusedScreen:
      "Add the screen to a flow where the app shows it, or remove it from the scenario."
    case .appNotLocalized:
      "Add a localization for the locale (at least one table, such as `de.lproj/Localizable.strings`, and the language in the Xcode project), or leave the locale out of the audit if the app is not meant to support it."
    case .fontNotFound:
      "Point navaudit at the app's font files (`--fonts DIR`, or `fonts:` in the scenario), or fix the family name where the font is set: it must be a family or PostScript name inside one of the files."
    case .fontGlyphFallback:
      "No change is needed if the mixed fonts are intended; otherwise ship a font that covers the locale's script, or set the system font for that locale."
    }
  }
}
