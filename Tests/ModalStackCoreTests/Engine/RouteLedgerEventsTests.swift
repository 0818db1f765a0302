import Testing

@testable import ModalStackCore

@MainActor
@Suite struct RouteLedgerEventsTests {
  typealias Event = RouterEvent<Screen>
  private func cover(_ id: RouteID) -> Route<Screen> { Route(.learn(1), presentation: .fullScreenCover, id: id) }
  private func popup(_ id: RouteID) -> Route<Screen> { Route(.popup("\(id)"), presentation: .popup(), id: id) }

  private func ticket(
    _ id: Int = 1, presenting presented: [Route<Screen>] = [], dismissing dismissed: [Route<Screen>] = []
  ) -> TransitionStateMachine<Screen>.Ticket {
    TransitionStateMachine.Ticket(
      id: id, step: .dismiss(toLayer: 0, animated: true), presented: presented, dismissed: dismissed)
  }

  @Test func aStepAnnouncesItsDismissalsThenItsPresentationsWithTheirReasons() {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("new")], reason: .deepLink)
    ledger.leave([cover("old")], reason: .dismissAll)
    let step = ticket(presenting: [cover("new")], dismissing: [cover("old")])
    let started: [Event] = [
      .willDismiss(cover("old"), reason: .dismissAll), .willPresent(cover("new"), reason: .deepLink),
    ]
    let completed: [Event] = [
      .didDismiss(cover("old"), reason: .dismissAll), .didPresent(cover("new"), reason: .deepLink),
    ]
    let start = ledger.stepStarting(step)
    let completionEvents = ledger.stepCompleted(start.routes)
    #expect(start.events == started)
    #expect(completionEvents == completed)
  }

  @Test func aRouteWhoseExitActionRanIsNotAnnouncedTwice() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([popup("p")], reason: .programmatic)
    try ledger.setExitAction({ _ in }, for: "p")
    ledger.leave([popup("p")], reason: .tapOutside)
    let exits = ledger.exits(of: [popup("p")], leftScreen: false)
    #expect(exits.events == [.willDismiss(popup("p"), reason: .tapOutside)])
    #expect(exits.actions.map(\.0) == ["p"])
    #expect(exits.actions.map(\.1) == [.tapOutside])
    #expect(exits.actions.first?.2 != nil)
    #expect(!ledger.hasExitAction("p"))  // taken: it runs once
    let announcedAgain = ledger.stepStarting(ticket(dismissing: [popup("p")])).events
    #expect(announcedAgain.isEmpty)
  }

  @Test func completingAStepForgetsWhatItsRemovedRoutesRegistered() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("a")], reason: .programmatic)
    try ledger.setConfirmation({ _ in true }, for: "a")
    ledger.remove([cover("a")], reason: .programmatic)
    let step = ledger.stepStarting(ticket(dismissing: [cover("a")]))
    #expect(ledger.confirmation(of: "a") != nil)
    _ = ledger.stepCompleted(step.routes)
    #expect(ledger.confirmation(of: "a") == nil)
  }

  @Test func aUsersRemovalIsWillAndDidDismissForEachRouteTopFirst() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("a"), cover("b")], reason: .programmatic)
    try ledger.setExitAction({ _ in }, for: "b")
    ledger.leave([cover("a"), cover("b")], reason: .interactive)
    let (events, actions) = ledger.exits(of: [cover("b"), cover("a")], leftScreen: true)
    #expect(
      events == [
        .willDismiss(cover("b"), reason: .interactive), .didDismiss(cover("b"), reason: .interactive),
        .willDismiss(cover("a"), reason: .interactive), .didDismiss(cover("a"), reason: .interactive),
      ])
    // UIKit removed them already: the exit action is taken to run once, and nothing waits for it.
    #expect(actions.map(\.0) == ["b", "a"])
    #expect(actions.map { $0.2 != nil } == [true, false])
    #expect(!ledger.hasExitAction("b"))
  }

  /// A step given up while its route was still on screen (UIKit never took it down) said it
  /// leaving once: the step that takes it down later says it dismissed, and not leaving again.
  @Test func aRouteSaidLeavingByAStepGivenUpIsNotSaidLeavingTwice() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("a")], reason: .programmatic)
    ledger.remove([cover("a")], reason: .dismissAll)
    let first = ledger.stepStarting(ticket(1, dismissing: [cover("a")]))
    #expect(first.events == [.willDismiss(cover("a"), reason: .dismissAll)])
    ledger.stepGivenUp(first.routes)
    #expect(ledger.hostShows(try RouteStack([cover("a")])).isEmpty)  // given up: still on screen
    let second = ledger.stepStarting(ticket(2, dismissing: [cover("a")]))
    #expect(second.events.isEmpty)
    #expect(ledger.stepCompleted(second.routes) == [.didDismiss(cover("a"), reason: .dismissAll)])
  }

  /// A route said leaving by a step given up, still on screen, that the app puts back on the
  /// target stays: when it goes later, that is another dismissal, said leaving again.
  @Test func aRouteSaidLeavingThatComesBackIsSaidLeavingWhenItGoesAgain() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("a")], reason: .programmatic)
    ledger.remove([cover("a")], reason: .dismissAll)
    let first = ledger.stepStarting(ticket(1, dismissing: [cover("a")]))
    #expect(first.events == [.willDismiss(cover("a"), reason: .dismissAll)])
    ledger.stepGivenUp(first.routes)
    #expect(ledger.hostShows(try RouteStack([cover("a")])).isEmpty)  // given up: still on screen
    ledger.append([cover("a")], reason: .programmatic)  // the app keeps it after all
    #expect(ledger.retainedEntries == 0)
    ledger.remove([cover("a")], reason: .programmatic)
    #expect(
      ledger.stepStarting(ticket(2, dismissing: [cover("a")])).events == [
        .willDismiss(cover("a"), reason: .programmatic)
      ])
  }

  /// A route the user took off the screen was said leaving then: a route with the same id the
  /// app presents afterwards is another route, said leaving when a step takes it down.
  @Test func aRouteWithTheIDOfOneTheUserRemovedIsSaidLeavingAgain() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("a")], reason: .programmatic)
    ledger.remove([cover("a")], reason: .interactive)
    _ = ledger.exits(of: [cover("a")], leftScreen: true)
    ledger.append([cover("a")], reason: .programmatic)
    ledger.remove([cover("a")], reason: .programmatic)
    #expect(
      ledger.stepStarting(ticket(dismissing: [cover("a")])).events == [.willDismiss(cover("a"), reason: .programmatic)])
  }

  /// Of the routes said coming by a step given up and not shown, the one that then leaves the
  /// target left it unshown, and the engine reports it at once; the others still wait to be shown.
  @Test func aRouteSaidComingThatLeavesBeforeItIsShownIsReportedLeftUnshown() throws {
    var ledger = RouteLedger<Screen>()
    let both = try RouteStack([cover("a"), cover("b")])
    ledger.change(from: RouteStack(), to: both, reason: .programmatic)
    ledger.stepGivenUp(ledger.stepStarting(ticket(1, presenting: [cover("a"), cover("b")])).routes)
    #expect(ledger.hostShows(RouteStack()).isEmpty)  // given up: not on screen
    let leftUnshown = ledger.change(from: both, to: try RouteStack([cover("a")]), reason: .programmatic)
    #expect(leftUnshown.map(\.id) == ["b"])
    let second = ledger.stepStarting(ticket(2, presenting: [cover("a")]))
    #expect(second.events.isEmpty)  // said coming already
    #expect(ledger.stepCompleted(second.routes) == [.didPresent(cover("a"), reason: .programmatic)])
  }

  /// A route whose exit action ran, and which then left without a step taking it down (it was
  /// never shown), is forgotten once the screen settles: a route later given its id is said
  /// leaving when a step takes it down.
  @Test func anAnnouncedRouteThatLeftIsForgottenWhenTheScreenSettles() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([popup("p")], reason: .programmatic)
    try ledger.setExitAction({ _ in }, for: "p")
    _ = ledger.exits(of: [popup("p")], leftScreen: false)  // said leaving, with its exit action
    ledger.remove([popup("p")], reason: .programmatic)
    ledger.forgetRoutesThatLeft()
    #expect(ledger.retainedEntries == 0)
    #expect(ledger.lives.isEmpty)  // the routes that left are not kept until the next settle
    ledger.append([popup("p")], reason: .programmatic)
    ledger.remove([popup("p")], reason: .programmatic)
    #expect(
      ledger.stepStarting(ticket(dismissing: [popup("p")])).events == [.willDismiss(popup("p"), reason: .programmatic)])
  }

  /// A route said coming by a step given up is said presented once, by the step that shows it
  /// later: a resynchronisation afterwards finds it on screen and says nothing more.
  @Test func aRouteSaidComingByAStepGivenUpIsSaidPresentedOnce() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("a")], reason: .programmatic)
    let first = ledger.stepStarting(ticket(1, presenting: [cover("a")]))
    #expect(first.events == [.willPresent(cover("a"), reason: .programmatic)])
    ledger.stepGivenUp(first.routes)
    #expect(ledger.hostShows(RouteStack()).isEmpty)  // given up: not on screen
    let second = ledger.stepStarting(ticket(2, presenting: [cover("a")]))
    #expect(second.events.isEmpty)
    #expect(ledger.stepCompleted(second.routes) == [.didPresent(cover("a"), reason: .programmatic)])
    #expect(ledger.hostShows(try RouteStack([cover("a")])).isEmpty)
  }

  // MARK: Routes, not the controllers that show them

  /// A route that a second controller shows too (a layer rebuilt while the old one is still up)
  /// leaves only when its last controller goes: one `willDismiss`/`didDismiss`, at the end.
  @Test func aRouteShownTwiceLeavesWithItsLastController() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("a")], reason: .programmatic)
    _ = ledger.hostShows(try RouteStack([cover("a")]))
    let shownAgain = ledger.stepStarting(ticket(1, presenting: [cover("a")]))
    #expect(shownAgain.routes.rebuilt.map(\.id) == ["a"] && shownAgain.events.isEmpty)
    ledger.remove([cover("a")], reason: .programmatic)
    let firstGoes = ledger.stepStarting(ticket(2, dismissing: [cover("a")]))
    #expect(firstGoes.routes.leaving.isEmpty && firstGoes.events.isEmpty)
    let lastGoes = ledger.stepStarting(ticket(3, dismissing: [cover("a")]))
    #expect(lastGoes.events == [.willDismiss(cover("a"), reason: .programmatic)])
    #expect(ledger.stepCompleted(lastGoes.routes) == [.didDismiss(cover("a"), reason: .programmatic)])
  }

  /// A route whose layer moves (`[A, B, C]` -> `[A, C]`: UIKit takes C's controller down and shows
  /// it again under another presenter) never left: no will/did events, its exit action kept, and
  /// one `screenRebuilt` once another controller shows it.
  @Test func aRouteWhoseLayerMovesIsRebuiltNotDismissedAndPresented() throws {
    var ledger = RouteLedger<Screen>()
    ledger.append([cover("c")], reason: .programmatic)
    try ledger.setExitAction({ _ in }, for: "c")
    _ = ledger.hostShows(try RouteStack([cover("c")]))
    let down = ledger.stepStarting(ticket(1, dismissing: [cover("c")]))
    #expect(down.events.isEmpty && down.routes.leaving.isEmpty)
    #expect(ledger.stepCompleted(down.routes).isEmpty)
    #expect(ledger.hasExitAction("c"))
    let up = ledger.stepStarting(ticket(2, presenting: [cover("c")]))
    #expect(up.events.isEmpty)
    #expect(ledger.stepCompleted(up.routes) == [.screenRebuilt(cover("c"))])
  }

  /// A route whose layer went down and that leaves the target before it is shown again has no
  /// step to report it: it left unshown, and the engine reports it at once.
  @Test func aMovingRouteThatLeavesTheTargetIsReportedLeftUnshown() throws {
    var ledger = RouteLedger<Screen>()
    let stack = try RouteStack([cover("c")])
    ledger.change(from: RouteStack(), to: stack, reason: .programmatic)
    _ = ledger.hostShows(stack)
    _ = ledger.stepCompleted(ledger.stepStarting(ticket(1, dismissing: [cover("c")])).routes)
    #expect(ledger.change(from: stack, to: RouteStack(), reason: .dismissAll).map(\.id) == ["c"])
  }

  @Test func aNewRouteEntersAndARouteThatLeavesTheTargetLeaves() throws {
    var ledger = RouteLedger<Screen>()
    let old = try RouteStack([cover("a")])
    ledger.change(from: RouteStack(), to: old, reason: .programmatic)
    _ = ledger.hostShows(old)
    ledger.change(from: old, to: try RouteStack([cover("b")]), reason: .programmatic)
    let step = ledger.stepStarting(ticket(presenting: [cover("b")], dismissing: [cover("a")]))
    #expect(step.routes.leaving.map(\.id) == ["a"])
    #expect(step.routes.entering.map(\.id) == ["b"])
    #expect(step.routes.rebuilt.isEmpty)
  }
}
