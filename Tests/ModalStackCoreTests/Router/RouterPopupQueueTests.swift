import Foundation
import ModalStackCore
import ModalStackTesting
import Observation
import Testing

@MainActor
@Suite struct RouterPopupQueueTests {
  /// A popup whose place a command frees is shown once that command's turn has finished, in
  /// the same plan: one dismissal, one presentation.
  @Test func aPopupWhosePlaceACommandFreesShowsAfterThatTurnInItsPlan() async throws {
    let harness = Harness()
    let first = try harness.router.enqueue(.popup("first"), as: .popup)
    await harness.host.settle()
    let second = try harness.router.enqueue(.popup("second"), as: .popup)
    #expect(harness.router.popupQueue.map(\.route.id) == [second])
    let before = harness.host.statistics
    try harness.router.dismiss(first)
    #expect(harness.router.stack.contains(second) && harness.router.popupQueue.isEmpty)
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == [second])
    let after = harness.host.statistics
    let transitions = after.animatedTransitions + after.unanimatedTransitions
    #expect(transitions - before.animatedTransitions - before.unanimatedTransitions == 2)
  }

  @Test func aPopupWaitsWhileOneOfEqualPriorityIsUpThenShows() async throws {
    let harness = Harness()
    let router = harness.router
    try router.enqueue(.popup("a"), as: .popup, id: "a")
    try router.enqueue(.popup("b"), as: .popup, id: "b")
    await harness.host.settle()
    #expect(router.presented.description == "root ▸ popup(popup a)")
    #expect(router.popupQueue.map(\.route.id) == ["b"])
    #expect(router.shownQueuedPopups.map(\.route.id) == ["a"])
    try router.dismiss("a")
    await harness.host.settle()
    #expect(router.presented.description == "root ▸ popup(popup b)")
    #expect(router.popupQueue.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func screensOfAnyPresentationShowOneAfterAnother() async throws {
    let harness = Harness()
    let router = harness.router
    try router.enqueue(.learn(1), id: "sheet")
    try router.enqueue(.learn(2), as: .fullScreenCover, id: "cover")
    try router.enqueue(.settings, as: .push, id: "push")
    await harness.host.settle()
    #expect(router.presented.description == "root ▸ sheet(learn 1)")
    #expect(router.popupQueue.map(\.route.id) == ["cover", "push"])
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(router.presented.description == "root ▸ fullScreenCover(learn 2)")
    try router.dismiss()
    await harness.host.settle()
    #expect(router.presented.description == "root ▸ push(settings)")
    try router.pop()
    await harness.host.settle()
    #expect(router.stack.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aQueuedPushWithALifetimeIsPoppedWhenItEnds() async throws {
    let harness = Harness()
    try harness.router.enqueue(.settings, as: .push, lifetime: .seconds(3), id: "push")
    await harness.host.settle()  // runs the clock until nothing is scheduled: the lifetime ends
    #expect(harness.router.presented.description == "root")
    let lines = harness.events.compactMap { event -> String? in
      switch event {
      case .didPresent(let route, _): "presented \(route.id)"
      case .didDismiss(let route, let reason): "dismissed \(route.id) \(reason)"
      default: nil
      }
    }
    #expect(lines == ["presented push", "dismissed push programmatic"])
  }

  @Test func aScreenEnqueuedWhenIdleWaitsUntilNothingCoversTheRoot() async throws {
    let harness = Harness()
    let router = harness.router
    try router.present(.settings, as: .sheet, id: "checkout")
    try router.enqueue(.popup("rating"), as: .popup, whenIdle: true, id: "rating")
    try router.enqueue(.learn(1), id: "tip")
    await harness.host.settle()
    // The screen not waiting for idle shows over the checkout; the rating waits.
    #expect(router.presented.routes.map(\.id) == ["checkout", "tip"])
    #expect(router.popupQueue.map(\.route.id) == ["rating"])
    try router.dismiss("tip")
    await harness.host.settle()
    #expect(router.popupQueue.map(\.route.id) == ["rating"])
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["rating"])
    #expect(router.popupQueue.isEmpty)
    // At the root it shows at once.
    try router.dismiss()
    try router.enqueue(.learn(2), whenIdle: true, id: "idle")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["idle"])
  }

  /// A screen enqueued `advance: .whenAsked` never shows by itself: each `showNextQueued()` lets
  /// one through, and the next waits for the next call, even once the screen before it has gone.
  @Test func aScreenWaitingToBeAskedShowsOnlyWhenAskedOnePerCall() async throws {
    let harness = Harness()
    let router = harness.router
    try router.enqueue(.learn(1), advance: .whenAsked, id: "one")
    try router.enqueue(.learn(2), advance: .whenAsked, id: "two")
    await harness.host.settle()
    #expect(router.stack.isEmpty)
    #expect(router.popupQueue.map(\.route.id) == ["one", "two"])
    #expect(try router.showNextQueued() == "one")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["one"])
    #expect(router.popupQueue.map(\.route.id) == ["two"])
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(router.stack.isEmpty)
    #expect(router.popupQueue.map(\.route.id) == ["two"])
    #expect(try router.showNextQueued() == "two")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["two"])
    #expect(harness.host.violations.isEmpty)
  }

  /// Asking lets through the first waiting-to-be-asked screen in the queue's order (priority, then
  /// arrival), and it still takes its turn by the rules: behind a shown screen of equal priority.
  @Test func askingFollowsTheQueuesOrderAndPriority() async throws {
    let harness = Harness()
    let router = harness.router
    try router.enqueue(.learn(5), priority: .high, advance: .whenAsked, id: "urgent")
    try router.enqueue(.learn(2), priority: .low, advance: .whenAsked, id: "low")
    try router.enqueue(.learn(3), advance: .whenAsked, id: "first")
    try router.enqueue(.learn(4), advance: .whenAsked, id: "second")
    // A screen that shows by the rules is not held back by those waiting to be asked before it.
    try router.enqueue(.learn(1), id: "tip")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["tip"])
    #expect(try router.showNextQueued() == "urgent")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["tip", "urgent"])
    #expect(try router.showNextQueued() == "first")
    await harness.host.settle()
    // Its turn comes once the screens of equal or higher priority have gone.
    #expect(router.presented.routes.map(\.id) == ["tip", "urgent"])
    try router.dismiss("urgent")
    try router.dismiss("tip")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["first"])
    #expect(router.popupQueue.map(\.route.id) == ["second", "low"])
  }

  /// Asking while no screen waits to be asked is refused by name, and changes nothing: a screen
  /// waiting by the rules is not pushed ahead.
  @Test func askingWhenNothingWaitsToBeAskedIsRefusedAndChangesNothing() async throws {
    let harness = Harness()
    let router = harness.router
    #expect(throws: PopupQueueError.nothingWaitsToBeAsked) { try router.showNextQueued() }
    try router.enqueue(.learn(1), id: "shown")
    try router.enqueue(.learn(2), id: "waiting")
    await harness.host.settle()
    #expect(throws: PopupQueueError.nothingWaitsToBeAsked) { try router.showNextQueued() }
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["shown"])
    #expect(router.popupQueue.map(\.route.id) == ["waiting"])
  }

  @Test func theUserClosingAPopupLetsTheNextOneShow() async throws {
    let harness = Harness()
    try harness.router.enqueue(.popup("a"), as: .popup, id: "a")
    try harness.router.enqueue(.popup("b"), as: .popup, id: "b")
    await harness.host.settle()
    harness.host.tapOutside()
    await harness.host.settle()
    #expect(harness.router.presented.routes.map(\.id) == ["b"])
  }

  @Test func aHigherPriorityGoesOverAndTheLowerOneShowsAgainAfter() async throws {
    let harness = Harness()
    let router = harness.router
    try router.enqueue(.popup("rating"), as: .popup, priority: .low, id: "rating")
    await harness.host.settle()
    try router.enqueue(.popup("expired"), as: .popup, priority: .critical, id: "expired")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["rating", "expired"])
    try router.dismiss("expired")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["rating"])
  }

  @Test func withReplaceTheLowerPopupGoesForGood() async throws {
    let harness = Harness()
    let router = harness.router
    router.popupQueueRules = PopupQueueRules(higherPriority: .replace)
    try router.enqueue(.popup("rating"), as: .popup, priority: .low, id: "rating")
    await harness.host.settle()
    try router.enqueue(.popup("expired"), as: .popup, priority: .critical, id: "expired")
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["expired"])
    #expect(
      harness.events.contains { if case .didDismiss(let route, .replaced) = $0 { route.id == "rating" } else { false } }
    )
  }

  @Test func aToastGoesByItselfAfterItsLifetimeOnTheRoutersClock() async throws {
    let harness = Harness()
    try harness.router.enqueue(.popup("saved"), as: .toast, lifetime: .seconds(2), id: "saved")
    harness.clock.advance(by: .milliseconds(1_900))
    #expect(harness.router.presented.contains("saved"))
    harness.clock.advance(by: .milliseconds(200))
    await harness.host.settle()
    #expect(!harness.router.presented.contains("saved"))
    #expect(harness.router.shownQueuedPopups.isEmpty)
  }

  /// A toast dismissed before its lifetime ends takes its lifetime with it: a toast with the
  /// same id enqueued afterwards has its own, counted from when it is on screen.
  @Test func aToastDismissedEarlyTakesItsLifetimeWithIt() async throws {
    let harness = Harness()
    try harness.router.enqueue(.popup("saved"), as: .toast, lifetime: .seconds(2), id: "saved")
    harness.clock.advance(by: .milliseconds(500))
    try harness.router.dismiss("saved")
    await harness.host.settle(within: .milliseconds(500))
    #expect(!harness.router.presented.contains("saved") && harness.clock.now < .seconds(1))
    try harness.router.enqueue(.popup("saved again"), as: .toast, lifetime: .seconds(2), id: "saved")
    harness.clock.advance(by: .seconds(2) - harness.clock.now + .milliseconds(600))  // past the first one's end
    #expect(harness.router.stack.contains("saved"))
    harness.clock.advance(by: .seconds(1))
    await harness.host.settle()
    #expect(!harness.router.presented.contains("saved"))
  }

  @Test func aToastsLifetimeCountsFromWhenItIsOnScreenNotWhileItWaits() async throws {
    let harness = Harness()
    let alert = try #require(harness.host.presentForeign(.alert))
    await harness.host.settle()
    try harness.router.enqueue(.popup("saved"), as: .toast, lifetime: .seconds(2), id: "saved")
    await harness.host.settle(within: .seconds(5))  // every step waits for the alert
    #expect(!harness.router.presented.contains("saved"))
    harness.host.dismissForeign(alert)
    await harness.host.settle(within: .seconds(1))
    #expect(harness.router.presented.contains("saved"))
    let shownAt = harness.router.settledAt
    await harness.host.settle()
    #expect(!harness.router.presented.contains("saved"))
    #expect(harness.router.settledAt - shownAt >= .seconds(2))
    #expect(harness.host.violations.isEmpty)
  }

  @Test func toastsStackAndTheNextWaitsForAPlace() async throws {
    let harness = Harness()
    let router = harness.router
    router.popupQueueRules = PopupQueueRules(visibleToasts: 2)
    for name in ["t1", "t2", "t3"] {
      try router.enqueue(.popup(name), as: .toast, lifetime: .seconds(3), id: RouteID(name))
    }
    harness.clock.advance(by: .seconds(1))
    #expect(router.presented.routes.map(\.id) == ["t1", "t2"])
    #expect(router.popupQueue.map(\.route.id) == ["t3"])
    // Each lifetime counts from when its toast is on screen (t2's entrance ends at 0.28 s).
    harness.clock.advance(by: .milliseconds(2_400))
    #expect(router.shownQueuedPopups.map(\.route.id) == ["t3"])
    await harness.host.settle()
    #expect(router.presented.routes.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }

  /// A popup whose turn comes when it cannot show (the app took its id meanwhile) is dropped
  /// with a failure, and its place goes to the next one waiting at once; the popups shown beside
  /// it stay and keep their lifetimes.
  @Test func aPopupThatCannotShowIsDroppedAndTheNextTakesItsPlace() async throws {
    let harness = Harness()
    let router = harness.router
    router.popupQueueRules = PopupQueueRules(visibleToasts: 2)
    try router.enqueue(.popup("t1"), as: .toast, lifetime: .seconds(10), id: "t1")
    try router.enqueue(.popup("t2"), as: .toast, lifetime: .seconds(1), id: "t2")
    try router.enqueue(.popup("t3"), as: .toast, lifetime: .seconds(1), id: "t3")
    try router.enqueue(.popup("t4"), as: .toast, lifetime: .seconds(1), id: "t4")
    harness.clock.advance(by: .milliseconds(500))
    try router.present(.settings, as: .sheet, id: "t3")  // the app takes the waiting popup's id
    harness.clock.advance(by: .seconds(2))  // t2's time is up: t3's turn, which fails, so t4's
    #expect(router.shownQueuedPopups.map(\.route.id) == ["t1", "t4"])
    #expect(router.popupQueue.isEmpty)
    #expect(
      harness.events.contains {
        if case .commandFailed(.duplicateRouteID("t3", screen: _)) = $0 { true } else { false }
      })
    harness.clock.advance(by: .seconds(8))  // t1's lifetime still runs
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["t3"])
    #expect(router.shownQueuedPopups.isEmpty)
  }

  @Test func aToastUnderADimmedPopupGoesAloneWhenItsTimeIsUp() async throws {
    let harness = Harness()
    let router = harness.router
    try router.enqueue(.popup("saved"), as: .toast, lifetime: .seconds(2), id: "saved")
    try router.enqueue(.popup("confirm"), as: .popup, id: "confirm")
    harness.clock.advance(by: .seconds(1))
    #expect(router.presented.routes.map(\.id) == ["saved", "confirm"])
    harness.clock.advance(by: .seconds(2))
    #expect(router.stack.routes.map(\.id) == ["confirm"])
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["confirm"])
    #expect(harness.host.violations.isEmpty)
  }

  /// A sheet the app opens while a toast shows stays up when the toast's time is up: only the
  /// toast goes, the sheet is neither dismissed nor presented again.
  @Test func aSheetOverAToastStaysWhenTheToastsTimeIsUp() async throws {
    let harness = Harness()
    let router = harness.router
    try router.enqueue(.popup("saved"), as: .toast, lifetime: .seconds(2), id: "saved")
    harness.clock.advance(by: .milliseconds(500))
    try router.present(.settings, as: .sheet, id: "settings")
    harness.clock.advance(by: .milliseconds(500))
    #expect(router.presented.routes.map(\.id) == ["saved", "settings"])
    let exits = Changed()
    try router.setExitAction(for: "settings") { _ in exits.value = true }
    let before = harness.controllerCalls.count
    harness.clock.advance(by: .seconds(3))
    await harness.host.settle()
    #expect(router.presented.routes.map(\.id) == ["settings"])
    #expect(Array(harness.controllerCalls.dropFirst(before)) == [], "the sheet went and came back")
    #expect(
      !harness.events.contains { if case .didDismiss(let route, _) = $0 { route.id == "settings" } else { false } })
    #expect(!exits.value, "the staying sheet was told it is leaving")
    #expect(harness.host.violations.isEmpty)
  }

  @Test func dismissAllDropsTheWaitingPopups() async throws {
    let harness = Harness()
    try harness.router.enqueue(.popup("a"), as: .popup, id: "a")
    try harness.router.enqueue(.popup("b"), as: .popup, id: "b")
    await harness.host.settle()
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(harness.router.presented.routes.isEmpty)
    #expect(harness.router.popupQueue.isEmpty)
  }

  @Test func aDeepLinkDoesNotWaitAndTheWaitingPopupShowsAboveIt() async throws {
    let harness = Harness()
    let router = harness.router
    var links = DeepLinkMap<Screen>()
    links.add("/settings", presentation: .sheet) { _ in .settings }
    router.deepLinks = links
    try router.enqueue(.popup("a"), as: .popup, id: "a")
    try router.enqueue(.popup("b"), as: .popup, id: "b")
    await harness.host.settle()
    try router.open(URL(string: "myapp://settings")!)
    await harness.host.settle()
    #expect(router.presented.description == "root ▸ popup(popup a) ▸ sheet(settings)")
    try router.dismiss("a")
    await harness.host.settle()
    #expect(router.presented.description == "root ▸ popup(popup b)")
  }

  @Test func savedStateLeavesQueuedPopupsOut() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet, id: "settings")
    try harness.router.enqueue(.popup("a"), as: .popup, id: "a")
    try harness.router.enqueue(.popup("b"), as: .popup, id: "b")
    await harness.host.settle()
    let restored = Harness()
    try restored.router.restore(from: try harness.router.savedState())
    await restored.host.settle()
    #expect(restored.router.presented.routes.map(\.id) == ["settings"])
    #expect(restored.router.popupQueue.isEmpty)
  }

  @Test func badInputIsRefusedNamingIt() throws {
    let router = Harness().router
    #expect(throws: PopupQueueError.priorityOutOfRange(1001)) {
      try router.enqueue(.popup("a"), as: .popup, priority: PopupPriority(1001))
    }
    #expect(throws: PopupQueueError.priorityOutOfRange(-1)) {
      try router.enqueue(.popup("a"), as: .popup, priority: PopupPriority(-1))
    }
    #expect(throws: PopupQueueError.invalidLifetime(.zero)) {
      try router.enqueue(.popup("a"), as: .popup, lifetime: .zero)
    }
    try router.enqueue(.popup("a"), as: .popup, id: "a")
    try router.enqueue(.popup("b"), as: .popup, id: "b")
    #expect(throws: RouteStackError.duplicateRouteID("b", screen: "popup b")) {
      try router.enqueue(.popup("b"), as: .popup, id: "b")
    }
    try router.present(.settings, as: .sheet, id: "mine")  // an id the app's own route took
    #expect(throws: RouteStackError.duplicateRouteID("mine", screen: "popup c")) {
      try router.enqueue(.popup("c"), as: .popup, id: "mine")
    }
    #expect(router.popupQueue.map(\.route.id) == ["b"])
    #expect(PopupQueueError.invalidLifetime(.seconds(-1)).description.contains("-1"))
    #expect(
      PopupQueueError.priorityOutOfRange(1001).description
        == "popup priority 1001 is outside 0...1000; use one inside it")
  }

  @Test func cancelTakesAWaitingPopupOut() throws {
    let router = Harness().router
    try router.enqueue(.popup("a"), as: .popup, id: "a")
    try router.enqueue(.popup("b"), as: .popup, id: "b")
    #expect(router.cancelQueuedPopup("b"))
    #expect(!router.cancelQueuedPopup("a"))
    #expect(router.popupQueue.isEmpty)
  }

  @Test func theQueueIsObservable() throws {
    let router = Harness().router
    try router.enqueue(.popup("a"), as: .popup, id: "a")
    let changed = Changed()
    withObservationTracking {
      _ = router.popupQueue
    } onChange: {
      changed.value = true
    }
    try router.enqueue(.popup("b"), as: .popup, id: "b")
    #expect(changed.value)
  }

  @Test func relaxingTheToastLimitShowsWaitingToasts() throws {
    let router = Harness().router
    router.popupQueueRules = PopupQueueRules(visibleToasts: 1)
    try router.enqueue(.popup("t1"), as: .toast, id: "t1")
    try router.enqueue(.popup("t2"), as: .toast, id: "t2")
    #expect(router.popupQueue.map(\.route.id) == ["t2"])
    router.popupQueueRules.visibleToasts = 2
    #expect(router.stack.routes.map(\.id) == ["t1", "t2"])
  }
}

/// Set from observation's `onChange`, which is not isolated; read after on the same thread.
private final class Changed: @unchecked Sendable {
  var value = false
}
