import Diagnostics
import Foundation
import Navigation
import StoryboardImport
import TestSupport
import Testing

@Suite("The Recipes sample storyboard")
struct RecipesSampleTests {
  private func recipes() throws -> StoryboardImporter.Result {
    try StoryboardFixture.importApp(in: RepositoryPaths.samples.appendingPathComponent("Recipes"))
  }

  private static let tabs = [
    "RecipesNavigationController", "ShoppingListViewController.navigation", "SettingsViewController.navigation",
  ]

  @Test func theRootIsATabBarControllerWithThreeTabsInOrder() throws {
    let recipes = try recipes()
    guard case .tabs(let spec) = try recipes.screen("MainTabBarController").container else {
      Issue.record("expected a tab bar controller")
      return
    }
    #expect(spec.items == Self.tabs)
    let titles = try Self.tabs.map { try recipes.screen($0).tabBarItem?.title?.storyboardKey?.base }
    #expect(titles == ["Recipes", nil, "Settings"])
    #expect(recipes.issues.isEmpty)
  }

  @Test func theShoppingListTabItemHasOnlyAnImage() throws {
    let item = try #require(try recipes().screen("ShoppingListViewController.navigation").tabBarItem)
    #expect(item.image == "cart")
    #expect(item.title == nil)
    #expect(item.accessibilityLabel == nil)
    #expect(item.systemItem == nil)
  }

  @Test func accountHidesTheTabBarWhenPushed() throws {
    let account = try recipes().screen("AccountViewController")
    #expect(account.hidesBottomBarWhenPushed)
    #expect(account.title?.storyboardKey?.base == "Account")
    #expect(account.navigationTitle?.storyboardKey?.base == "Account and Privacy")
  }

  @Test func flowsSelectTheirTabFirstAndAreNamedByTitles() throws {
    let recipes = try recipes()
    #expect(
      recipes.scenario.flows.map(\.name) == [
        "Shopping List", "Recipes › New Recipe › unwind 'unwindToRecipes'", "Settings › Account and Privacy",
        "Settings › About Recipes", "Recipes › Recipe Details › Ingredients and Nutrition Facts › Nutrition",
        "Cooking Timer",
      ])
    #expect(try recipes.flow("Shopping List").stepTexts == ["selectTab: 1"])
    #expect(try recipes.flow("Settings › Account and Privacy").stepTexts == ["selectTab: 2", "segue: showAccount"])
    #expect(
      try recipes.flow("Recipes › Recipe Details › Ingredients and Nutrition Facts › Nutrition").stepTexts == [
        "segue: showRecipe", "segue: showIngredients", "segue: showNutrition",
      ])
  }

  @Test func theTimerThatCodeInstantiatesIsARootInANavigationController() throws {
    let flow = try recipes().flow("Cooking Timer")
    guard case .navigation(let spec) = flow.root else {
      Issue.record("expected a navigation root")
      return
    }
    #expect(spec.stack == ["TimerViewController"])
  }

  @Test func theNewRecipeSheetAndTheAboutPopoverKeepTheirPresentation() throws {
    let recipes = try recipes()
    let list = try recipes.screen("RecipeListViewController")
    #expect(list.segue("newRecipe")?.kind == .present)
    #expect(list.segue("newRecipe")?.style == .formSheet)
    #expect(try recipes.screen("SettingsViewController").segue("showAbout")?.kind == .popover)
  }
}
