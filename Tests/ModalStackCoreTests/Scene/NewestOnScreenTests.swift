import Testing

@testable import ModalStackCore

@Suite struct NewestOnScreenTests {
  @Test func theNewestOnScreenIsCurrentAndHandsBackToThePreviousOne() {
    var views = NewestOnScreen<Int, String>()
    #expect(views.current == nil)
    views.appear(1, with: "first")
    views.appear(2, with: "second")
    #expect(views.current == "second")
    views.disappear(2)
    #expect(views.current == "first")
    #expect(views.currentID == 1)
  }

  @Test func withNoneOnScreenTheLastStaysCurrentUntilOneAppears() {
    var views = NewestOnScreen<Int, String>()
    views.appear(1, with: "first")
    views.disappear(1)
    #expect(views.current == "first")
    views.appear(3, with: "third")
    #expect(views.current == "third")
  }

  @Test func oneThatLeavesFromUnderTheNewestChangesNothing() {
    var views = NewestOnScreen<Int, String>()
    views.appear(1, with: "first")
    views.appear(2, with: "second")
    views.disappear(1)
    #expect(views.current == "second")
    views.disappear(2)
    #expect(views.current == "second")  // the last: nothing else on screen
  }

  @Test func reappearingMakesOneTheNewestAgain() {
    var views = NewestOnScreen<Int, String>()
    views.appear(1, with: "tab 1")
    views.appear(2, with: "tab 2")
    views.appear(1, with: "tab 1")
    #expect(views.current == "tab 1")
    views.disappear(1)
    #expect(views.current == "tab 2")  // tab 2 is still on screen, below it
  }

  @Test func anUpdateChangesTheValueNotTheOrder() {
    var views = NewestOnScreen<Int, String>()
    views.appear(1, with: "a")
    views.appear(2, with: "b")
    views.update(1, to: "a2")
    #expect(views.current == "b")
    views.disappear(2)
    #expect(views.current == "a2")
    views.update(9, to: "unknown")
    #expect(views.current == "a2")
  }

  @Test func removingAllForgetsTheLastToo() {
    var views = NewestOnScreen<Int, String>()
    views.appear(1, with: "a")
    views.removeAll()
    #expect(views.current == nil)
  }
}
