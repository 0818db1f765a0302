import ModalStackCore

extension Scenario {
  /// A list of rows, each presenting its own item through its own slot.
  static let rows = Scenario(
    name: "rows",
    summary: "a list of rows, each presenting its own item; a swipe clears only its row"
  ) { timeline in
    let router = timeline.router
    var bindings: [Int: Int] = [:]
    let rows = (1...5).map { row in PresentationSlot(router: router) { _ in bindings[row] = nil } }
    @MainActor func select(_ row: Int, _ item: Int?) throws {
      bindings[row] = item
      try rows[row - 1].update(id: item) {
        Route("row \(row) item \(item ?? 0)", presentation: .sheet(detents: [.medium, .large]))
      }
    }
    try await timeline.step("row 2 selects item 7") { try select(2, 7) }
    try await timeline.step("row 2 re-renders with item 7 again (rotation, list reload): nothing happens") {
      for _ in 0..<3 { try select(2, 7) }
    }
    try await timeline.step("row 4 selects item 9: on top of row 2's sheet") { try select(4, 9) }
    await timeline.step("the user swipes row 4's sheet away") { timeline.host.swipeDown(progress: 0.6) }
    timeline.say(
      "row 4's binding is now \(bindings[4].map(String.init) ?? "nil"); row 2's is \(bindings[2].map(String.init) ?? "nil")"
    )
    try await timeline.step("row 2 switches to item 8: one dismissal and one presentation, in one plan") {
      try select(2, 8)
    }
  }
}
