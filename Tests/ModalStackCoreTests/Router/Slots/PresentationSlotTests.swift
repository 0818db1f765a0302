import PropertyBased
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// One test per binding-sync rule of a local `present(item:)`.
@MainActor
@Suite struct PresentationSlotTests {
  /// An item whose case picks the presentation, as with one `present(item:)` for everything.
  enum Item: Identifiable, Hashable {
    case detail(Int)
    case editor(Int)
    case player(Int)
    case toast(Int)
    var id: String { "\(self)" }
    var presentation: Presentation {
      switch self {
      case .detail: .push
      case .editor: .sheet
      case .player: .fullScreenCover
      case .toast: .popup()
      }
    }
    var destination: Screen {
      switch self {
      case .detail(let n), .editor(let n), .player(let n), .toast(let n): .learn(n)
      }
    }
  }

  let harness = Harness()
  let cleared = Counter()

  private func slot() -> PresentationSlot<Screen> {
    PresentationSlot(router: harness.router) { [cleared] _ in cleared.count += 1 }
  }

  @discardableResult
  private func apply(_ slot: PresentationSlot<Screen>, _ item: Item?) throws -> PresentationSlot<Screen>.Change {
    try slot.update(item, presentation: \.presentation, destination: \.destination)
  }

  @Test func nilToItemPresents() async throws {
    let slot = slot()
    guard case .presented(let id) = try apply(slot, .editor(1)) else {
      Issue.record("expected a presentation")
      return
    }
    await harness.host.settle()
    #expect(harness.router.presented.last?.id == id)
    #expect(harness.router.presented.description == "root ▸ sheet(learn 1)")
  }

  /// A slot presents on the router it was made with: a view whose root was given another router
  /// makes a new slot on that one, and its items go there. A slot shows its current item's route
  /// only: a render with a new item, before the slot took it, gives the old route nothing.
  @Test func aSlotPresentsOnItsRouterAndAnotherRouterNeedsAnotherSlot() async throws {
    let other = Harness()
    let slot = slot()
    #expect(slot.presents(on: harness.router))
    #expect(!slot.presents(on: other.router))
    try apply(slot, .editor(1))
    #expect(slot.shows(AnyHashable(Item.editor(1).id)))
    #expect(!slot.shows(AnyHashable(Item.editor(2).id)))
    let moved = PresentationSlot<Screen>(router: other.router) { _ in }
    try apply(moved, .editor(2))
    await other.host.settle()
    #expect(other.router.presented.description == "root ▸ sheet(learn 2)")
    #expect(harness.router.stack.routes.map(\.destination) == [.learn(1)])
  }

  @Test func itemToNilDismissesTheRouteAndWhatIsAbove() async throws {
    let slot = slot()
    try apply(slot, .editor(1))
    try harness.router.present(.settings, as: .fullScreenCover)
    await harness.host.settle()
    #expect(try apply(slot, nil) != .none)
    await harness.host.settle()
    #expect(harness.router.presented.isEmpty)
    #expect(cleared.count == 0)  // the binding is already nil: nothing to report
  }

  /// The removal callback may change the router itself (here it dismisses the screen under the
  /// slot's route): the app still hears of the removal once, not again for its own change.
  @Test func aCallbackThatChangesTheRouterHearsOfTheRemovalOnce() async throws {
    try harness.router.present(.settings, as: .fullScreenCover, id: "under")
    let heard = Counter()
    let slot = PresentationSlot(router: harness.router) { [router = harness.router] _ in
      heard.count += 1
      try? router.dismiss("under")
    }
    guard case .presented(let id) = try apply(slot, .editor(1)) else {
      Issue.record("expected a presentation")
      return
    }
    await harness.host.settle()
    try harness.router.dismiss(id)
    #expect(heard.count == 1)
    #expect(slot.routeID == nil)
    await harness.host.settle()
    #expect(harness.router.presented.isEmpty)
  }

  /// The slot shows player 1, then `item`.
  /// - Returns: The controller calls the replacement made, and how long it took to settle.
  private func replacingPlayerOne(with item: Item) async throws -> (calls: [String], settle: Duration) {
    let slot = slot()
    try apply(slot, .player(1))
    await harness.host.settle()
    let calls = harness.controllerCalls.count
    let start = harness.clock.now
    guard case .replaced = try apply(slot, item) else {
      Issue.record("expected a replacement")
      return ([], .zero)
    }
    await harness.host.settle()
    return (Array(harness.controllerCalls.dropFirst(calls)), harness.router.settledAt - start)
  }

  /// Another item presented the same way is shown in the same controller, at once, as
  /// FlowStacks does; the route is new, so is its state.
  @Test func anotherIDReplacesInPlace() async throws {
    let (calls, settle) = try await replacingPlayerOne(with: .player(2))
    #expect(settle == .zero)
    #expect(calls.isEmpty)
    #expect(harness.host.window.chain.map(\.name) == ["root", "fullScreenCover(learn 2)"])
    #expect(harness.host.statistics.contentSwaps == 1)
    #expect(harness.router.presented == harness.router.stack)
  }

  @Test func anotherIDPresentedAnotherWayReplacesInOnePlan() async throws {
    let (calls, _) = try await replacingPlayerOne(with: .editor(2))
    #expect(calls.count == 2)
    #expect(calls.first?.hasPrefix("dismiss(from: root, animated: false)") == true)
    #expect(calls.last?.hasPrefix("present(sheet(learn 2), on: root, animated: true)") == true)
  }

  @Test func theSameIDAgainDoesNothing() async throws {
    let slot = slot()
    try apply(slot, .editor(1))
    await harness.host.settle()
    let calls = harness.controllerCalls.count
    for _ in 0..<20 { #expect(try apply(slot, .editor(1)) == .none) }  // re-renders
    harness.host.rotate()
    #expect(try apply(slot, .editor(1)) == .none)
    await harness.host.settle()
    #expect(harness.controllerCalls.count == calls)
  }

  @Test func removalByTheUserReportsNilExactlyOnce() async throws {
    let slot = slot()
    try apply(slot, .editor(1))
    await harness.host.settle()
    #expect(harness.host.swipeDown() == .dismissed)
    await harness.host.settle()
    #expect(cleared.count == 1)
    #expect(slot.routeID == nil)
    #expect(try apply(slot, nil) == .none)  // the adapter writes nil: nothing more happens
    await harness.host.settle()
    #expect(cleared.count == 1)
  }

  @Test func removalByTheRouterReportsNilExactlyOnce() async throws {
    let slot = slot()
    try apply(slot, .player(1))
    harness.router.dismissAll()  // before it was even shown
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(cleared.count == 1)
    #expect(harness.router.presented.isEmpty)
  }

  @Test func eachItemChoosesItsPresentation() async throws {
    let slot = slot()
    for item in [Item.detail(1), .editor(2), .player(3), .toast(4)] {
      try apply(slot, item)
      await harness.host.settle()
      #expect(harness.router.presented.last?.presentation == item.presentation)
    }
    #expect(harness.router.presented.count == 1)
  }

  @Test func slotsOnOneScreenAreIndependent() async throws {
    let rows = (0..<10).map { _ in slot() }
    for (index, row) in rows.enumerated() { try apply(row, .editor(index)) }
    await harness.host.settle()
    #expect(harness.router.presented.count == 10)
    try apply(rows[5], nil)  // row 5 closes its own: rows 6 to 9, above it, go too and report nil
    #expect(cleared.count == 4)
    try apply(rows[3], .editor(30))  // row 3 replaces its own: row 4, above it, goes too
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == [.learn(0), .learn(1), .learn(2), .learn(30)])
    #expect(cleared.count == 5)
    #expect(rows[0].routeID != nil && rows[4].routeID == nil)
  }

  /// An item the removal callback gives is presented after the removal's turn, once: the
  /// removal's change is reported in full (the sheet it moved to another detent too) before the new
  /// item's change.
  @Test func anItemGivenByTheRemovalCallbackIsPresentedAfterTheRemovalsTurnOnce() async throws {
    try harness.router.present(.settings, as: .sheet(detents: [.medium, .large], selectedDetent: .medium), id: "sheet")
    let later = LaterSlot()
    let slot = PresentationSlot(router: harness.router) { _ in
      guard let slot = later.slot else { return }
      later.slot = nil  // once
      _ = try? slot.update(Item.editor(2), presentation: \.presentation, destination: \.destination)
    }
    later.slot = slot
    try apply(slot, .editor(1))
    await harness.host.settle()
    harness.router.startRecording()
    // One change takes the slot's route off and moves the sheet under it to another detent.
    var new = harness.router.stack
    new.remove(from: try #require(slot.routeID))
    _ = new.selectDetent(.large, of: "sheet")
    harness.router.replace(with: new)
    let reported = try #require(harness.router.flightRecorder).entries.compactMap { entry -> String? in
      switch entry.kind {
      case .target(let routes, _, _, _): "target \(routes.map(\.destination))"
      case .event(let record) where record.kind == "detentChanged": record.kind
      default: nil
      }
    }
    #expect(reported == ["target [settings]", "detentChanged", "target [settings, learn 2]"])
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.destination) == [.settings, .learn(2)])
    // The slot keeps the item the callback gave: its route is the new one, not cleared after the call.
    #expect(slot.routeID == harness.router.stack.routes.last?.id)
    let presentations = harness.events.filter {
      if case .willPresent(let route, _) = $0 { route.destination == .learn(2) } else { false }
    }
    #expect(presentations.count == 1)
  }

  @Test func theRemovalCallbackStillSeesTheRemovedRoute() async throws {
    var seen: [RouteID?] = []
    var slot: PresentationSlot<Screen>!
    slot = PresentationSlot(router: harness.router) { _ in seen.append(slot.routeID) }
    let change = try apply(slot, .editor(1))
    harness.router.dismissAll()
    #expect(change == .presented(try #require(seen.first ?? nil)))
    #expect(seen.count == 1 && slot.routeID == nil)
  }

  @Test func writingNilFromTheCallbackReportsOnce() async throws {
    var slot: PresentationSlot<Screen>!
    slot = PresentationSlot(router: harness.router) { [cleared] _ in
      cleared.count += 1
      // a synchronous binding
      _ = try? slot.update(nil as Item?, presentation: \.presentation, destination: \.destination)
      _ = try? self.harness.router.present(.settings, as: .sheet)  // a change made by the callback
    }
    try apply(slot, .editor(1))
    harness.router.dismissAll()
    #expect(cleared.count == 1)
    #expect(slot.routeID == nil && slot.itemID == nil)
    #expect(harness.router.stack.description == "root ▸ sheet(settings)")
  }

  /// Random binding changes on four rows mixed with router commands, user swipes and time:
  /// binding and stack stay in sync, every route removed by someone else reports nil once, and
  /// the slots hold only the routes they show.
  @Test func randomBindingChangesStayInSyncWithTheStack() async {
    var reports = 0
    await propertyCheck(count: 300, input: Gen.int(in: 0...9_999).array(of: 30)) { operations in
      reports += await Self.checkSlots(operations)
    }
    #expect(reports > 300)  // the sequences do remove routes under the slots
  }

  /// Runs one sequence; returns how many removals the slots reported.
  static func checkSlots(_ operations: [Int]) async -> Int {
    let harness = Harness()
    let items: [(Int) -> Item] = [Item.editor, Item.player, Item.detail]
    let log = SlotLog(rows: 4)
    let slots = (0..<4).map { row in
      PresentationSlot(router: harness.router) { _ in
        log.bindings[row] = nil
        log.reports[row] += 1
      }
    }
    for operation in operations {
      let row = operation % 4
      let kind = operation / 4 % 8
      let routesBefore = slots.map(\.routeID)
      let reportsBefore = log.reports
      var updated: Int?
      switch kind {
      case 0...2:
        log.bindings[row] = items[kind](operation / 32 % 3)
        updated = row
      case 3:
        log.bindings[row] = nil
        updated = row
      case 4: harness.router.dismissAll()
      case 5: harness.host.swipeDown()
      case 6: harness.clock.advance(by: .milliseconds(operation % 400))
      default: _ = try? harness.router.present(.settings, as: .sheet)
      }
      if let updated {
        _ = try? slots[updated].update(log.bindings[updated], presentation: \.presentation, destination: \.destination)
      }
      for (index, slot) in slots.enumerated() {
        // A re-render of every row changes nothing.
        #expect(
          (try? slot.update(log.bindings[index], presentation: \.presentation, destination: \.destination))
            == PresentationSlot.Change.none)
        #expect((log.bindings[index] == nil) == (slot.routeID == nil), "row \(index) after \(operation)")
        if let id = slot.routeID { #expect(harness.router.stack.contains(id)) }
        let removedByOthers = index != updated && routesBefore[index].map { !harness.router.stack.contains($0) } == true
        #expect(
          log.reports[index] - reportsBefore[index] == (removedByOthers ? 1 : 0), "row \(index) after \(operation)")
      }
      // The slots hold exactly the routes they show, nothing they let go of.
      #expect(
        harness.router.presentationSlots.holdings.count == Set(slots.compactMap(\.routeID)).count, "\(operations)")
    }
    await harness.host.settle()
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.violations.isEmpty)
    return log.reports.reduce(0, +)
  }

  /// A slot released while its route is up (its view's state went) leaves the write-back with
  /// the route: the binding outlived the view, and hears of the removal once; nothing stays.
  @Test func aReleasedSlotsRouteStillReportsItsRemovalOnce() async throws {
    var slot: PresentationSlot<Screen>? = self.slot()
    try apply(slot!, .editor(1))
    slot = nil
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(cleared.count == 1)
    #expect(harness.router.presentationSlots.holdings.count == 0)
  }

  /// The removal callback hears why the route went, as a ``StackBinding`` write does: the user's
  /// gesture, or the command that removed it with that command's reason.
  @Test(arguments: [
    RouteChangeReason.interactive, .tapOutside, .programmatic, .dismissAll, .deepLink,
  ])
  func theRemovalCallbackHearsTheReasonOfTheChange(_ expected: RouteChangeReason) async throws {
    let reasons = ReasonLog()
    let slot = PresentationSlot(router: harness.router) { reason in reasons.all.append(reason) }
    let presentation: Presentation = expected == .tapOutside ? .popup(dismissOnTapOutside: true) : .sheet
    try slot.update(Item.editor(1), presentation: { _ in presentation }, destination: \.destination)
    await harness.host.settle()
    switch expected {
    case .interactive: #expect(harness.host.swipeDown() == .dismissed)
    case .tapOutside: #expect(harness.host.tapOutside() == .attempted)  // a popup closes through its exit
    case .programmatic: try harness.router.dismiss(try #require(slot.routeID))
    case .deepLink: harness.router.replace(with: RouteStack(), reason: .deepLink)
    default: harness.router.dismissAll()
    }
    await harness.host.settle()
    #expect(reasons.all == [expected])
  }

  @Test func anInvalidPresentationLeavesTheSlotUnchanged() async throws {
    let slot = slot()
    #expect(throws: RouteStackError.self) {
      try slot.update(id: "bad") { Route(.settings, presentation: .modal(.popover(PopoverAnchor("")))) }
    }
    #expect(slot.itemID == nil)
    #expect(harness.router.stack.isEmpty)
  }
}

extension PresentationSlotTests {
  @Test func aRefusedItemLeavesTheItemToWriteBackToTheBinding() async throws {
    let (popups, details) = (slot(), slot())
    try apply(popups, .toast(1))
    await harness.host.settle()
    // Another row pushes while the popup is on top: refused, and its binding must go back to nil.
    #expect(throws: RouteStackError.self) { try apply(details, .detail(2)) }
    #expect(details.acceptedItem == nil)
    #expect(popups.acceptedItem as? Item == .toast(1))
    #expect(harness.events.contains { if case .commandFailed = $0 { true } else { false } })
    try apply(popups, .player(3))
    #expect(popups.acceptedItem as? Item == .player(3))
  }
}

extension PresentationSlotTests {
  @Test func plainValuesAreIdentifiedByAKeyPath() async throws {
    let slot = slot()
    let show: (Int?) throws -> PresentationSlot<Screen>.Change = { lesson in
      try slot.update(lesson, id: \.self, presentation: { _ in .sheet }, destination: { .learn($0) })
    }
    guard case .presented = try show(42) else {
      Issue.record("42 is presented")
      return
    }
    #expect(try show(42) == .none)  // the same value again: a re-render
    guard case .replaced = try show(7) else {
      Issue.record("7 replaces 42")
      return
    }
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ sheet(learn 7)")
    #expect(slot.acceptedItem as? Int == 7)
  }
}

@MainActor
final class Counter {
  var count = 0
}

/// The reasons a removal callback heard, in order.
final class ReasonLog {
  var all: [RouteChangeReason] = []
}

/// The rows' bindings as the adapter keeps them, and how often each slot reported a removal.
@MainActor
final class SlotLog {
  var bindings: [PresentationSlotTests.Item?]
  var reports: [Int]

  init(rows: Int) {
    bindings = Array(repeating: nil, count: rows)
    reports = Array(repeating: 0, count: rows)
  }
}

/// A slot its own removal callback reaches, set once the slot is made.
@MainActor
private final class LaterSlot {
  var slot: PresentationSlot<Screen>?
}
