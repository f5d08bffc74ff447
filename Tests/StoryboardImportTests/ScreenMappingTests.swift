import Diagnostics
import Navigation
import StoryboardImport
import Testing

@Suite("View controllers and navigation items become screens")
struct ScreenMappingTests {
  private func imported() throws -> StoryboardImporter.Result {
    try StoryboardFixture.importApp(in: StoryboardFixture.fixture("Texts"))
  }

  @Test func textsBecomeKeysOfTheStoryboardsTableWithTheBaseValueAsDefault() throws {
    let profile = try imported().screen("ProfileViewController")
    #expect(profile.title?.storyboardKey?.key == "PrV-01-aaa.title")
    #expect(profile.title?.storyboardKey?.table == "Profile")
    #expect(profile.title?.storyboardKey?.base == "Profile Screen")
    #expect(profile.navigationTitle?.storyboardKey?.key == "NvI-01-aaa.title")
    #expect(profile.navigationTitle?.storyboardKey?.base == "Profile")
    #expect(profile.prompt?.storyboardKey?.key == "NvI-01-aaa.prompt")
    #expect(profile.backButtonTitle?.storyboardKey?.base == "Me")
    #expect(profile.title?.location.path == "Base.lproj/Profile.storyboard")
  }

  @Test func barButtonItemsKeepTitleStyleSystemItemAndAccessibility() throws {
    let profile = try imported().screen("ProfileViewController")
    let back = try #require(profile.backBarButtonItem)
    #expect(back.title?.storyboardKey?.key == "BbB-01-aaa.title")
    let left = try #require(profile.leftBarButtonItems)
    #expect(left.map(\.systemItem) == [.cancel])
    let right = try #require(profile.rightBarButtonItems.first)
    #expect(profile.rightBarButtonItems.count == 1)
    #expect(right.style == .done)
    #expect(right.title?.storyboardKey?.base == "Edit Profile")
    #expect(right.accessibilityLabel?.storyboardKey?.key == "RtB-01-aaa.accessibilityLabel")
    #expect(right.accessibilityHint?.storyboardKey?.base == "Changes your name")
    #expect(profile.toolbarItems.map(\.systemItem) == [.flexibleSpace, nil])
    #expect(profile.toolbarItems.last?.title?.storyboardKey?.base == "Share All")
  }

  @Test func screenFlagsComeFromTheViewControllerElement() throws {
    let imported = try imported()
    let profile = try imported.screen("ProfileViewController")
    let settings = try imported.screen("SettingsViewController")
    #expect(profile.definesPresentationContext)
    #expect(!profile.hidesBottomBarWhenPushed)
    #expect(settings.hidesBottomBarWhenPushed)
    #expect(!settings.definesPresentationContext)
  }

  @Test func navigationItemModesAndBackButtonFlagsAreRead() throws {
    let profile = try imported().screen("ProfileViewController")
    let settings = try imported().screen("SettingsViewController")
    #expect(settings.largeTitleDisplayMode == .never)
    #expect(settings.backButtonDisplayMode == .minimal)
    #expect(settings.hidesBackButton)
    #expect(settings.leftItemsSupplementBackButton)
    #expect(profile.largeTitleDisplayMode == .automatic)
    #expect(profile.backButtonDisplayMode == .default)
    #expect(!profile.hidesBackButton)
  }

  @Test func itemCollectionsImagesEnabledAndCustomViewsAreRead() throws {
    let settings = try imported().screen("SettingsViewController")
    let left = try #require(settings.leftBarButtonItems)
    #expect(left.map(\.image) == ["gear", nil])
    #expect(left.map(\.isEnabled) == [true, false])
    #expect(left.first?.accessibilityLabel?.storyboardKey?.base == "Preferences")
    #expect(left.last?.title?.storyboardKey?.base == "Sync")
    let custom = try #require(settings.rightBarButtonItems.first)
    #expect(custom.customView)
    #expect(custom.width == 44)
    #expect(custom.accessibilityLabel?.storyboardKey?.key == "CuV-02-aaa.accessibilityLabel")
  }

  @Test func aTitleViewKeepsItsWidthAndAccessibilityLabel() throws {
    let settings = try imported().screen("SettingsViewController")
    let view = try #require(settings.titleView)
    #expect(view.width == 180)
    #expect(view.accessibilityLabel?.storyboardKey?.base == "Sync status")
    #expect(settings.navigationTitle == nil)
  }

  @Test func aTabBarItemOnAControllerIsRead() throws {
    let imported = try imported()
    let navigation = try imported.screen("ProfileViewController.navigation")
    let item = try #require(navigation.tabBarItem)
    #expect(item.title?.storyboardKey?.key == "TbI-01-aaa.title")
    #expect(item.image == "person")
    #expect(item.systemItem == nil)
  }
}
