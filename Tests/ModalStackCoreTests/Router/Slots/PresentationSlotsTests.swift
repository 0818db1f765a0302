import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

@MainActor
@Suite struct PresentationSlotsTests {
  @Test func contentIsForgottenWhenItsRouteIsDismissedByAnyone() async throws {
    let harness = Harness()
    let slots = harness.router.presentationSlots
    let swiped = try harness.router.present(.settings, as: .sheet)
    let dismissed = try harness.router.present(.learn(1), as: .fullScreenCover)
    slots.setContent("settings view", for: swiped)
    slots.setContent("lesson view", for: dismissed)
    await harness.host.settle()
    try harness.router.dismiss(dismissed)
    await harness.host.settle()
    #expect(slots.content(for: dismissed) == nil)
    #expect(slots.content(for: swiped) as? String == "settings view")
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(slots.contents.count == 0)
  }

  @Test func contentOfARouteReplacedBeforeItWasShownIsForgottenAndALeavingOneIsKept() async throws {
    let harness = Harness()
    let slots = harness.router.presentationSlots
    let first = try harness.router.present(.settings, as: .sheet)
    slots.setContent("first item", for: first)
    try harness.router.replace(with: [Route(.learn(2), presentation: .sheet, id: "second")])
    slots.setContent("second item", for: "second")
    #expect(slots.content(for: first) == nil)  // never shown: no dismissal will come for it
    await harness.host.settle()
    try harness.router.dismiss("second")
    #expect(slots.content(for: "second") as? String == "second item")  // still on screen while it is dismissed
    await harness.host.settle()
    #expect(slots.contents.count == 0)
  }
}

/// The rules of slots that share a site (rows of one list, a view re-created in place).
@MainActor
@Suite struct PresentationSlotSitesTests {
  let harness = Harness()

  private func slot(_ site: String, _ log: WriteBackLog, _ name: String) -> PresentationSlot<Screen> {
    PresentationSlot(router: harness.router, site: site) { _ in log.names.append(name) }
  }

  private func show(_ slot: PresentationSlot<Screen>, _ item: Int) throws {
    try slot.update(id: item) { Route(.learn(item), presentation: .sheet) }
  }

  /// A presenting view's site is its place in the code and the id it names, never its instance: a
  /// view SwiftUI makes again while it presents (`present(isPresented:)` with a fresh `@State`)
  /// finds its route instead of presenting a second; rows written at that place that name
  /// their ids present their own.
  @Test func aViewMadeAgainAtItsPlaceFindsItsRouteAndNamedRowsKeepTheirOwn() throws {
    let log = WriteBackLog()
    let place = "Tips.swift:4:8"
    let first = slot(LocalRoute.site(place, id: nil), log, "first")
    try show(first, 1)
    let again = slot(LocalRoute.site(place, id: nil), log, "made again")
    try show(again, 1)
    #expect(again.routeID == first.routeID)
    #expect(harness.router.stack.count == 1)
    let row = slot(LocalRoute.site(place, id: "row 7"), log, "row 7")
    try show(row, 1)
    #expect(row.routeID != first.routeID)
    #expect(harness.router.stack.count == 2)
  }

  /// One route per item at a site: a slot given an item another slot of its site shows adopts
  /// that route, and the route it showed before goes (no other slot holds it).
  @Test func aSlotThatTakesAnItemShownAtItsSiteAdoptsItsRouteAndLetsItsOwnGo() async throws {
    let log = WriteBackLog()
    let (first, second) = (slot("Rows.swift:9", log, "first"), slot("Rows.swift:9", log, "second"))
    try show(first, 1)
    try show(second, 2)
    let two = try #require(second.routeID)
    #expect(try second.update(id: 1) { Route(.learn(1), presentation: .sheet) } == .none)
    #expect(second.routeID == first.routeID)
    #expect(!harness.router.stack.contains(two))
    #expect(harness.router.stack.routes.map(\.destination) == [.learn(1)])
    await harness.host.settle()
    #expect(log.names.isEmpty)  // the slot let its own route go: nobody else removed it
  }

  /// A slot that moves on from a route it shared (to another item, or to none) lets it go: the
  /// route leaves with the last slot that held it.
  @Test(arguments: [2, nil])
  func aSharedRouteLeavesWithTheLastSlotThatHoldsIt(next: Int?) async throws {
    let log = WriteBackLog()
    let (first, second) = (slot("Rows.swift:9", log, "first"), slot("Rows.swift:9", log, "second"))
    try show(first, 1)
    try show(second, 1)
    let shared = try #require(first.routeID)
    #expect(second.routeID == shared)
    if let next { try show(first, next) } else { try first.update(id: nil) { Route(.settings, presentation: .sheet) } }
    #expect(harness.router.stack.contains(shared))  // the shared route stays: the second slot still holds it
    await harness.host.settle()
    #expect(try second.update(id: nil) { Route(.settings, presentation: .sheet) } == .dismissed(shared))
    #expect(!harness.router.stack.contains(shared))
    #expect(harness.router.presentationSlots.holdings.count == 0)
  }

  /// A view re-created in place (its slot died with its state) has a new slot over the same
  /// binding: it adopts the route and supersedes the dead slot, so when the route goes the
  /// binding is written back once, by the new slot, however often it rendered.
  @Test func aSlotReCreatedInPlaceSupersedesTheOneThatDied() async throws {
    let log = WriteBackLog()
    var old: PresentationSlot<Screen>? = slot("Editor.swift:3", log, "old")
    try show(old!, 1)
    let route = try #require(old?.routeID)
    old = nil
    let new = slot("Editor.swift:3", log, "new")
    try show(new, 1)
    try show(new, 1)
    #expect(new.routeID == route)
    await harness.host.settle()
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(log.names == ["new"])
    #expect(harness.router.presentationSlots.holdings.count == 0)
  }

  /// A route is left behind only when every slot holding it died: while its slot lives, a slot
  /// of the same site updating leaves it alone, and the slot dismisses it when it updates.
  @Test func aLiveSlotsRouteIsNotLeftBehindWhenItsBindingMovesOn() async throws {
    let log = WriteBackLog()
    let binding = BoundItem()
    binding.item = 1
    let first = PresentationSlot<Screen>(
      router: harness.router, site: "Rows.swift:9", read: { binding.item },
      onRemoved: { _ in log.names.append("first") })
    try show(first, 1)
    let route = try #require(first.routeID)
    binding.item = nil  // the binding let go; the first slot has not updated yet
    try show(slot("Rows.swift:9", log, "second"), 2)
    #expect(harness.router.stack.contains(route))
    #expect(try first.update(id: nil) { Route(.settings, presentation: .sheet) } == .dismissed(route))
  }

  /// When one change removes the routes of several slots, their bindings hear of it in the order
  /// the routes were first held, oldest first, whatever order the router keeps them in.
  @Test func removalsAreReportedInTheOrderTheRoutesWereHeld() async throws {
    let log = WriteBackLog()
    let slots = (0..<5).map { slot("Row\($0).swift:1", log, "row \($0)") }
    for (index, slot) in slots.enumerated().reversed() { try show(slot, index) }
    await harness.host.settle()
    harness.router.dismissAll()
    #expect(log.names == ["row 4", "row 3", "row 2", "row 1", "row 0"])
  }
}

@MainActor
private final class BoundItem {
  var item: Int?
}

@MainActor
final class WriteBackLog {
  var names: [String] = []
}
