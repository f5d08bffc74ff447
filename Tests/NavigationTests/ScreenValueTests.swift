import Diagnostics
import Navigation
import Testing

/// A screen is one reference wide, shared by its copies until one changes: reading it by
/// value (`scenario.screens[id]`) no longer copies its fields, and it is still a value.
@Suite("Screen value")
struct ScreenValueTests {
  private let here = SourceLocation(path: "a.yaml", line: 3, column: 5)

  @Test func aScreenIsOneReferenceWide() {
    #expect(MemoryLayout<Screen>.size == MemoryLayout<Int>.size)
    #expect(MemoryLayout<Screen?>.size == MemoryLayout<Int>.size)
  }

  @Test func changingACopyLeavesTheOriginal() {
    var original = Screen(id: "a", location: here)
    original.title = .literal("Settings", at: here)
    original.rightBarButtonItems = [BarButtonItem(title: .literal("Edit", at: here), location: here)]
    var copy = original
    #expect(copy == original)
    copy.title = .literal("General", at: here)
    copy.rightBarButtonItems.append(BarButtonItem(systemItem: .done, location: here))
    copy.segues.append(Segue(id: "next", kind: .show, location: here))
    copy.id = "b"
    #expect(original.title == .literal("Settings", at: here))
    #expect(original.rightBarButtonItems.count == 1 && original.segues.isEmpty && original.id == "a")
    #expect(copy.title == .literal("General", at: here) && copy.rightBarButtonItems.count == 2)
    #expect(copy.segue("next")?.kind == .show && copy.id == "b")
    #expect(copy != original)
  }

  @Test func equalScreensHashAlikeWhateverTheirStorage() {
    var first = Screen(id: "a", location: here)
    var second = Screen(id: "a", location: here)
    first.prompt = .literal("Pick one", at: here)
    second.prompt = .literal("Pick one", at: here)
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
    second.hidesBackButton = true
    #expect(first != second && Set([first, second]).count == 2)
  }

  @Test func aDictionaryOfScreensChangesInPlace() {
    var screens = ["a": Screen(id: "a", location: here)]
    let before = screens
    screens["a"]?.unwindActions.append("done")
    screens["a", default: Screen(id: "x", location: here)].largeTitleDisplayMode = .never
    #expect(screens["a"]?.unwindActions == ["done"] && screens["a"]?.largeTitleDisplayMode == .never)
    #expect(before["a"]?.unwindActions == [] && before["a"]?.largeTitleDisplayMode == .automatic)
  }

  /// Copies changed on several threads at once each keep their own change.
  @Test func copiesChangedConcurrentlyStayApart() async {
    var shared = Screen(id: "root", location: here)
    shared.title = .literal("Root", at: here)
    let screen = shared
    let location = here
    let kept = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<64 {
        group.addTask {
          var copy = screen
          copy.title = .literal("t\(index)", at: location)
          copy.toolbarItems.append(BarButtonItem(systemItem: .add, location: location))
          return copy.title == .literal("t\(index)", at: location) && copy.toolbarItems.count == 1
        }
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(kept == 64)
    #expect(screen.title == .literal("Root", at: here) && screen.toolbarItems.isEmpty)
  }
}
