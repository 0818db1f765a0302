import Testing

@testable import ModalStackCore

@MainActor
@Suite struct AnchorRegistryTests {
  private final class FakeView {
    var isInWindow = true
  }

  private let registry = AnchorRegistry<FakeView> { $0.isInWindow }

  @Test func theViewRegisteredLastUnderAnIdIsTheAnchor() {
    let first = FakeView()
    let second = FakeView()
    registry.register(first, for: "share")
    #expect(registry.anchor(for: "share") === first)
    registry.register(second, for: "share")
    #expect(registry.anchor(for: "share") === second)
    #expect(registry.anchor(for: "other") == nil)
  }

  @Test func aReusedCellsViewFollowsItsNewRowAndLeavesTheOldOne() {
    let cell = FakeView()
    registry.register(cell, for: "row 4")
    registry.register(cell, for: "row 19")  // scrolled: the cell now shows row 19
    #expect(registry.anchor(for: "row 19") === cell)
    #expect(registry.anchor(for: "row 4") == nil)  // not the view of another row
  }

  @Test func aViewOffScreenIsNotAnAnchorUntilItIsBack() {
    let row = FakeView()
    registry.register(row, for: "row")
    row.isInWindow = false
    #expect(registry.anchor(for: "row") == nil)
    row.isInWindow = true
    #expect(registry.anchor(for: "row") === row)
  }

  @Test func theRegistryKeepsNoViewAliveAndForgetsReleasedOnes() {
    weak var released: FakeView?
    do {
      let view = FakeView()
      released = view
      registry.register(view, for: "gone")
    }
    #expect(released == nil)
    #expect(registry.anchor(for: "gone") == nil)
    let kept = FakeView()
    registry.register(kept, for: "kept")
    #expect(registry.count == 1)
  }
}
