public import Navigation

/// Every key of navaudit's own system-string bundles (`Locales/*.txt`).
///
/// This is the one place key names are spelled; a test checks that every bundle defines
/// every key, and that every key in a bundle is one of these.
public enum PhraseKey: String, CaseIterable, Sendable {
  case backTitle = "back_title"
  case voiceOverBack = "voiceover_back"
  case roleButton = "role_button"
  case roleBackButton = "role_back_button"
  case roleHeading = "role_heading"
  case roleSelected = "role_selected"
  case roleDimmed = "role_dimmed"
  case roleLink = "role_link"
  case roleImage = "role_image"
  case roleSearchField = "role_search_field"
  case roleTab = "role_tab"
  case tabPosition = "tab_position"
  case itemDone = "item_done"
  case itemCancel = "item_cancel"
  case itemEdit = "item_edit"
  case itemSave = "item_save"
  case itemAdd = "item_add"
  case itemCompose = "item_compose"
  case itemReply = "item_reply"
  case itemAction = "item_action"
  case itemOrganize = "item_organize"
  case itemBookmarks = "item_bookmarks"
  case itemSearch = "item_search"
  case itemRefresh = "item_refresh"
  case itemStop = "item_stop"
  case itemCamera = "item_camera"
  case itemTrash = "item_trash"
  case itemPlay = "item_play"
  case itemPause = "item_pause"
  case itemRewind = "item_rewind"
  case itemFastForward = "item_fast_forward"
  case itemUndo = "item_undo"
  case itemRedo = "item_redo"
  case itemClose = "item_close"
  case tabItemMore = "tab_item_more"
  case tabItemFavorites = "tab_item_favorites"
  case tabItemFeatured = "tab_item_featured"
  case tabItemTopRated = "tab_item_top_rated"
  case tabItemRecents = "tab_item_recents"
  case tabItemContacts = "tab_item_contacts"
  case tabItemHistory = "tab_item_history"
  case tabItemBookmarks = "tab_item_bookmarks"
  case tabItemSearch = "tab_item_search"
  case tabItemDownloads = "tab_item_downloads"
  case tabItemMostRecent = "tab_item_most_recent"
  case tabItemMostViewed = "tab_item_most_viewed"
  case sidebarShow = "sidebar_show"
  case sidebarHide = "sidebar_hide"
  case fullScreenEnter = "full_screen_enter"
  case fullScreenExit = "full_screen_exit"
  case dismissPopup = "dismiss_popup"
  case punctuationPause = "punct_pause"
  case punctuationStop = "punct_stop"
  case punctuationPauseCharacters = "punct_pause_characters"
  case languageName = "language_name"

  /// Whether UIKit draws or names this text (the generic "Back", system items, tabs and
  /// split view buttons, "Dismiss popup"), rather than VoiceOver speaking it.
  ///
  /// UIKit takes its texts from the language the app is localized in, not the device's:
  /// an app without German shows "Back" on a German device. VoiceOver's own words (roles,
  /// its "Back", punctuation) follow the device.
  public var isUIKitText: Bool {
    switch self {
    case .voiceOverBack, .roleButton, .roleBackButton, .roleHeading, .roleSelected, .roleDimmed, .roleLink,
      .roleImage, .roleSearchField, .roleTab, .tabPosition, .punctuationPause, .punctuationStop,
      .punctuationPauseCharacters, .languageName:
      false
    default:
      true
    }
  }

  /// The key naming a system bar item's spoken name, or `nil` for spaces.
  public static func item(_ item: SystemItem) -> PhraseKey? {
    switch item {
    case .done: .itemDone
    case .cancel: .itemCancel
    case .edit: .itemEdit
    case .save: .itemSave
    case .add: .itemAdd
    case .compose: .itemCompose
    case .reply: .itemReply
    case .action: .itemAction
    case .organize: .itemOrganize
    case .bookmarks: .itemBookmarks
    case .search: .itemSearch
    case .refresh: .itemRefresh
    case .stop: .itemStop
    case .camera: .itemCamera
    case .trash: .itemTrash
    case .play: .itemPlay
    case .pause: .itemPause
    case .rewind: .itemRewind
    case .fastForward: .itemFastForward
    case .undo: .itemUndo
    case .redo: .itemRedo
    case .close: .itemClose
    case .flexibleSpace, .fixedSpace: nil
    }
  }

  /// The key naming a system tab bar item's drawn and spoken title.
  public static func tabItem(_ item: TabSystemItem) -> PhraseKey {
    switch item {
    case .more: .tabItemMore
    case .favorites: .tabItemFavorites
    case .featured: .tabItemFeatured
    case .topRated: .tabItemTopRated
    case .recents: .tabItemRecents
    case .contacts: .tabItemContacts
    case .history: .tabItemHistory
    case .bookmarks: .tabItemBookmarks
    case .search: .tabItemSearch
    case .downloads: .tabItemDownloads
    case .mostRecent: .tabItemMostRecent
    case .mostViewed: .tabItemMostViewed
    }
  }
}
