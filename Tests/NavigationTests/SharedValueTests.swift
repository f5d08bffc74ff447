import SharedStorage
import Testing

@Suite("Values shared until changed")
struct SharedValueTests {
  @Test func aChangedCopyLeavesTheOriginalAlone() {
    let original = SharedValue(["a", "b"])
    var copy = original
    copy.value.append("c")
    #expect(original.value == ["a", "b"])
    #expect(copy.value == ["a", "b", "c"])
    #expect(original != copy)
  }

  @Test func equalValuesAreEqualWhetherOrNotTheyShareStorage() {
    let one = SharedValue("title")
    let shared = one
    let separate = SharedValue("title")
    #expect(one == shared)
    #expect(one == separate)
    #expect(Set([one, shared, separate]).count == 1)
    #expect(SharedValue("other") != one)
  }

  @Test func manyTasksChangeTheirOwnCopiesAtOnce() async {
    let original = SharedValue([Int]())
    let results = await withTaskGroup(of: [Int].self) { group in
      for task in 0..<64 {
        group.addTask {
          var copy = original
          copy.value.append(task)
          return copy.value
        }
      }
      var all: [[Int]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(original.value.isEmpty)
    #expect(Set(results.map { $0 }) == Set((0..<64).map { [$0] }))
  }

  @Test func boxesCompareAndHashByValue() {
    let box = Box("chevron")
    #expect(box == Box("chevron"))
    #expect(box != Box("back"))
    #expect(Set([box, Box("chevron"), Box("back")]).count == 2)
  }
}
