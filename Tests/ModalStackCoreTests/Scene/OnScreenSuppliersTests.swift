import Testing

@testable import ModalStackCore

@Suite struct OnScreenSuppliersTests {
  @Test func theNewestOnScreenSuppliesAndHandsBackToThePreviousOne() {
    var suppliers = OnScreenSuppliers<Int, String>()
    #expect(suppliers.current == nil)
    do {
      let result = suppliers.appear(1, supplying: "first")
      #expect(result)
    }
    do {
      let result = suppliers.appear(2, supplying: "second")
      #expect(result)
    }
    #expect(suppliers.current == "second")
    do {
      let result = suppliers.disappear(2)
      #expect(result)
    }
    #expect(suppliers.current == "first")
    #expect(suppliers.currentID == 1)
  }

  @Test func withNoneOnScreenTheLastKeepsSupplyingUntilOneAppears() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "first")
    do {
      let result = suppliers.disappear(1)
      #expect(!result)
    }
    #expect(suppliers.current == "first")
    #expect(!suppliers.isOnScreen(1))
    suppliers.appear(3, supplying: "third")
    #expect(suppliers.current == "third")
  }

  @Test func aSupplierThatLeavesFromUnderTheNewestChangesNothing() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "first")
    suppliers.appear(2, supplying: "second")
    do {
      let result = suppliers.disappear(1)
      #expect(!result)
    }
    #expect(suppliers.current == "second")
    #expect(suppliers.ids == [2])
  }

  @Test func reappearingMakesASupplierTheNewestAgain() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "tab 1")
    suppliers.appear(2, supplying: "tab 2")
    do {
      let result = suppliers.appear(1, supplying: "tab 1")
      #expect(result)
    }
    #expect(suppliers.current == "tab 1")
    #expect(suppliers.ids == [2, 1])
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
    #expect(suppliers.ids == [1])
  }

  @Test func removingAllForgetsTheLastToo() {
    var suppliers = OnScreenSuppliers<Int, String>()
    suppliers.appear(1, supplying: "a")
    suppliers.removeAll()
    #expect(suppliers.current == nil)
  }
}
