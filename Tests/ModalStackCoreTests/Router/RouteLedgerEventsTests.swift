@testable import ModalStackCore
import Testing

@MainActor
@Suite struct RouteLedgerEventsTests {
  typealias Event = RouterEvent<Screen>
  private func cover(_ id: RouteID) -> Route<Screen> { Route(.learn(1), presentation: .fullScreenCover, id: id) }
  private func popup(_ id: RouteID) -> Route<Screen> { Route(.popup("\(id)"), presentation: .popup(), id: id) }

  private func ticket(presenting presented: [Route<Screen>] = [], dismissing dismissed: [Route<Screen>] = []) -> TransitionQueue<Screen>.Ticket {
    TransitionQueue.Ticket(id: 1, step: .dismiss(toLayer: 0, animated: true), presented: presented, dismissed: dismissed)
  }

  @Test func aStepAnnouncesItsDismissalsThenItsPresentationsWithTheirReasons() {
    var ledger = RouteLedger<Screen>()
    ledger.recordAppended([cover("new")], reason: .deepLink)
    ledger.markLeaving([cover("old")], reason: .dismissAll)
    let step = ticket(presenting: [cover("new")], dismissing: [cover("old")])
    let started: [Event] = [.willDismiss(cover("old"), reason: .dismissAll), .willPresent(cover("new"), reason: .deepLink)]
    let completed: [Event] = [.didDismiss(cover("old"), reason: .dismissAll), .didPresent(cover("new"), reason: .deepLink)]
    let startEvents = ledger.stepStarting(step)
    let completionEvents = ledger.stepCompleted(step)
    #expect(startEvents == started)
    #expect(completionEvents == completed)
  }

  @Test func aRouteWhoseExitActionRanIsNotAnnouncedTwice() throws {
    var ledger = RouteLedger<Screen>()
    ledger.recordAppended([popup("p")], reason: .programmatic)
    try ledger.setExitAction({ _ in }, for: "p")
    ledger.markLeaving([popup("p")], reason: .tapOutside)
    let exits = ledger.startingExits(of: [popup("p")])
    #expect(exits.events == [.willDismiss(popup("p"), reason: .tapOutside)])
    #expect(exits.actions.map(\.0) == ["p"])
    #expect(exits.actions.map(\.1) == [.tapOutside])
    #expect(exits.actions.first?.2 != nil)
    #expect(!ledger.hasExitAction("p"))  // taken: it runs once
    let announcedAgain = ledger.stepStarting(ticket(dismissing: [popup("p")]))
    #expect(announcedAgain.isEmpty)
  }

  @Test func completingAStepForgetsWhatItsRemovedRoutesRegistered() throws {
    var ledger = RouteLedger<Screen>()
    ledger.recordAppended([cover("a")], reason: .programmatic)
    try ledger.setConfirmation({ _ in true }, for: "a")
    _ = ledger.stepCompleted(ticket(dismissing: [cover("a")]))
    #expect(ledger.confirmation(of: "a") == nil)
  }

  @Test func aUsersRemovalIsWillAndDidDismissForEachRouteTopFirst() throws {
    var ledger = RouteLedger<Screen>()
    ledger.recordAppended([cover("a"), cover("b")], reason: .programmatic)
    try ledger.setExitAction({ _ in }, for: "b")
    ledger.markLeaving([cover("a"), cover("b")], reason: .interactive)
    let events = ledger.events(reporting: .userRemoved([cover("b"), cover("a")]))
    #expect(events == [
      .willDismiss(cover("b"), reason: .interactive), .didDismiss(cover("b"), reason: .interactive),
      .willDismiss(cover("a"), reason: .interactive), .didDismiss(cover("a"), reason: .interactive),
    ])
    #expect(!ledger.hasExitAction("b"))  // UIKit removed it already: no exit to play
  }

  @Test func faultsAndWaitsAreReportedAndTheOtherEffectsReportNothing() {
    var ledger = RouteLedger<Screen>()
    let fault = ledger.events(reporting: .fault(.exitActionTimedOut("a")))
    let waiting = ledger.events(reporting: .waiting(for: "UIAlertController"))
    let resumed = ledger.events(reporting: .waiting(for: nil))
    let settled = ledger.events(reporting: .settled)
    let recheck = ledger.events(reporting: .recheckLater)
    #expect(fault == [.hostFault(.exitActionTimedOut("a"))])
    #expect(waiting == [.waitingForForeignPresentation("UIAlertController")])
    #expect(resumed == [.resumedAfterForeignPresentation])
    #expect(settled.isEmpty)
    #expect(recheck.isEmpty)
  }

  @Test func aUsersDismissalMarksTheLayersAboveAndAPathChangeThePoppedRoutes() throws {
    let shown = try RouteStack([cover("a"), Route(.settings, presentation: .push, id: "p"), cover("b")])
    var ledger = RouteLedger<Screen>()
    ledger.recordChange(from: RouteStack(), to: shown, reason: .programmatic)
    let dismissal = ledger.markLeaving(for: .userDismissed("a", reason: .tapOutside), shown: shown)
    #expect(dismissal == .tapOutside)
    #expect(ledger.reason(of: cover("b")) == .tapOutside)
    #expect(ledger.reason(of: cover("a")) == .tapOutside)
    let pushed = Route<Screen>(.settings, presentation: .push, id: "p")
    let pathChange = ledger.markLeaving(for: .userChangedPath(layer: 1, path: []), shown: shown)
    #expect(pathChange == .interactive)
    #expect(ledger.reason(of: pushed) == .interactive)
    let began = ledger.markLeaving(for: .userDismissBegan("a"), shown: shown)
    let closed = ledger.markLeaving(for: .windowClosed, shown: shown)
    #expect(began == nil)
    #expect(closed == nil)
  }

  @Test func onlyAnAbandonedStepRecordsTheQueuesChangeAsRefused() throws {
    var ledger = RouteLedger<Screen>()
    let old = try RouteStack([cover("a")])
    ledger.recordChange(from: RouteStack(), to: old, reason: .programmatic)
    let byTheUser = ledger.recordQueueChange(from: old, to: RouteStack(), effects: [.userRemoved([cover("a")])])
    #expect(!byTheUser)
    #expect(ledger.contains("a"))
    let abandoned = ledger.recordQueueChange(from: old, to: RouteStack(), effects: [.fault(.stepAbandoned("present a", reason: "gone"))])
    #expect(abandoned)
    #expect(!ledger.contains("a"))
    #expect(ledger.reason(of: cover("a")) == .hostRefused)
  }
}
