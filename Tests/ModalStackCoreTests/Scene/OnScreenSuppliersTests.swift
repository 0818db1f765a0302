import Testing

@testable import ModalStackCore

@Suite struct OnScreenSuppliersTests {
  @Test func theNewestOnScreenSuppliesAndHandsBackToThePreviousOne() {
    var suppliers = OnScreenSuppliers<Int, String>()
    #expect(suppliers.current == nil)
    suppliers.appear(1, supplying: "first")
    suppliers.appear(2, supplying: "second")
    #expect(suppliers.current == "second")
    suppliers.disappear(2)
    #expect(suppliers.current == "first")
    #expect(suppliers.currentID == 1)
  }

  @Test func withNoneOnScreenTheLastKeepsSupplyingUntilOneAppears() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "first")
    suppliers.disappear(1)
    #expect(suppliers.current == "first")
    suppliers.appear(3, supplying: "third")
    #expect(suppliers.current == "third")
  }

  @Test func aSupplierThatLeavesFromUnderTheNewestChangesNothing() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "first")
    suppliers.appear(2, supplying: "second")
    suppliers.disappear(1)
    #expect(suppliers.current == "second")
    suppliers.disappear(2)
    #expect(suppliers.current == "second")  // the last: nothing else on screen
  }

  @Test func reappearingMakesASupplierTheNewestAgain() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "tab 1")
    suppliers.appear(2, supplying: "tab 2")
    suppliers.appear(1, supplying: "tab 1")
    #expect(suppliers.current == "tab 1")
    suppliers.disappear(1)
    #expect(suppliers.current == "tab 2")  // tab 2 is still on screen, below it
  }

  @Test func anUpdateChangesTheSupplyNotTheOrder() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "a")
    suppliers.appear(2, supplying: "b")
    suppliers.update(1, supplying: "a2")
    #expect(suppliers.current == "b")
    suppliers.disappear(2)
    #expect(suppliers.current == "a2")
    suppliers.update(9, supplying: "unknown")
    #expect(suppliers.current == "a2")
  }

  @Test func removingAllForgetsTheLastToo() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "a")
    suppliers.removeAll()
    #expect(suppliers.current == nil)
  }
}
