import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The host in the world real apps add around it (see UIKit's Rules as the Simulator Enforces Them, 'Presentations by other code'): others' alerts and sheets,
/// closed windows, second routers, steps the host cannot take.
@MainActor
@Suite struct ForeignPresentationTests {
  @Test func aPlanWaitsForAnAlertAndFinishesWhenItGoes() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    let alert = try #require(test.host.presentForeign(.alert))
    await test.settle()
    try test.send(.present(.learn(1), .fullScreenCover))
    await test.host.settle(within: .seconds(5))
    test.receive("waitingForForeignPresentation \(alert.name)")  // nothing over the alert, no fault, no retry
    test.host.dismissForeign(alert)
    await test.settle()
    test.receive(
      "waitingForForeignPresentation a transition of sheet(settings)",  // the alert's exit animation
      "resumedAfterForeignPresentation", "didPresent fullScreenCover(learn 1) (programmatic)")
    test.expectStack("root ▸ sheet(settings) ▸ fullScreenCover(learn 1)")
    #expect(test.calls.droppedCalls == 0)
    test.finish()
  }

  /// A wait that ends with nothing left to do (the app dropped the step) is said over as the
  /// router settles, not at some later, unrelated step.
  @Test func aWaitThatEndsWithoutAStepIsSaidOverWhenTheRouterSettles() async throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    let alert = try #require(harness.host.presentForeign(.alert))
    await harness.host.settle()
    let cover = try harness.router.present(.learn(1), as: .fullScreenCover)
    await harness.host.settle(within: .seconds(1))
    #expect(harness.events.last?.description == "waitingForForeignPresentation \(alert.name)")
    harness.host.dismissForeign(alert)
    try harness.router.dismiss(cover)  // the app no longer wants it
    await harness.host.settle()
    #expect(harness.router.isSettled)
    #expect(harness.events.last?.description == "resumedAfterForeignPresentation")
    let before = harness.events.count
    try harness.router.present(.learn(2), as: .fullScreenCover)
    await harness.host.settle()
    #expect(!harness.events[before...].contains { $0.description == "resumedAfterForeignPresentation" })
  }

  @Test func dismissingOurLayerOverAForeignSheetLeavesTheForeignSheet() async throws {
    let test = NavigationTest<Screen>()
    let share = try #require(test.host.presentForeign(.sheet))
    await test.settle()
    try test.send(.present(.learn(1), .fullScreenCover))
    await test.settle()
    test.receive("didPresent fullScreenCover(learn 1) (programmatic)")
    try test.send(.dismissAll)
    await test.settle()
    // The dismissal goes to the controller that presented ours: the share sheet stays, its owner's.
    #expect(test.host.window.chain.map(\.name) == ["root", share.name])
    test.receive("didDismiss fullScreenCover(learn 1) (dismissAll)")
    test.expectStack("root")
    test.finish()
  }

  @Test func aForeignSheetIsPresentedOver() async throws {
    let harness = Harness()
    let share = try #require(harness.host.presentForeign(.sheet))
    await harness.host.settle()
    try harness.router.present(.learn(1), as: .fullScreenCover)
    await harness.host.settle()
    #expect(harness.router.isSettled)
    #expect(harness.host.window.chain.map(\.name) == ["root", share.name, "fullScreenCover(learn 1)"])
    #expect(harness.host.violations.isEmpty)
  }

  @Test(arguments: [SimulatedWindow.ForeignKind.sheet, .popover])
  func aPartialCurlOverAForeignSheetOrPopoverIsRefusedWithAFaultNotPresented(kind: SimulatedWindow.ForeignKind)
    async throws
  {
    // The router's top is the root, full screen: the route is valid for the router, but UIKit
    // would present it on the foreign controller and throw.
    let harness = Harness()
    harness.host.resize(to: .regular)
    let foreign = try #require(harness.host.presentForeign(kind))
    await harness.host.settle()
    try harness.router.present(.learn(1), as: .modal(ModalPresentation(style: .fullScreen, transition: .partialCurl)))
    await harness.host.settle()
    #expect(harness.host.violations.isEmpty)
    #expect(harness.host.window.chain.map(\.name) == ["root", foreign.name])
    let reasons = harness.events.compactMap {
      if case .hostFault(.stepAbandoned(_, let reason)) = $0 { reason } else { nil }
    }
    #expect(
      reasons == [
        "partialCurl needs a full-screen presenter; the real top, \(foreign.name), is a \(foreign.effectiveStyleName!)"
      ])
    #expect(harness.router.stack.description == "root")
  }

  @Test func aPartialCurlOverAForeignCoverIsPresented() async throws {
    let harness = Harness()
    _ = try #require(harness.host.presentForeign(.cover))
    await harness.host.settle()
    try harness.router.present(.learn(1), as: .modal(ModalPresentation(style: .fullScreen, transition: .partialCurl)))
    await harness.host.settle()
    #expect(harness.host.violations.isEmpty)
    #expect(harness.router.presented.description == harness.router.stack.description)
    #expect(harness.router.stack.count == 1)
  }

  @Test func anOverCurrentContextFadeInsideAForeignPopoverIsRefusedWithAFault() async throws {
    let harness = Harness()
    harness.host.resize(to: .regular)
    let popover = try #require(harness.host.presentForeign(.popover))
    await harness.host.settle()
    try harness.router.present(
      .learn(1), as: .modal(ModalPresentation(style: .overCurrentContext, transition: .crossDissolve)))
    await harness.host.settle()
    #expect(harness.host.violations.isEmpty)
    #expect(harness.host.window.chain.map(\.name) == ["root", popover.name])
    #expect(harness.events.contains { if case .hostFault(.stepAbandoned) = $0 { true } else { false } })
  }

  @Test func aForeignAlertAskedOfACoveredLayerIsDroppedAndTheHostNamesTheLayer() async throws {
    // A SwiftUI `.alert` attached to a view of layer 1 while layer 2 covers it: UIKit drops it.
    let clock = SimulatedClock()
    let host = SimulatedHost<Screen>(clock: clock, recordsIssues: false)
    let router = Router<Screen>(scheduler: clock)
    try router.attach(host)
    try router.present(.learn(1), as: .sheet)
    try router.present(.learn(2), as: .sheet)
    await host.settle()
    let covered = host.window.chain[1]
    #expect(host.window.presentForeign(.alert, on: covered) == nil)
    #expect(host.violations.map(\.rule) == [.presenterAlreadyPresenting])
    #expect(host.violations.map(\.caller) == [.otherCode])
    #expect(
      host.diagnostics.map(\.description) == [
        "alert#1 was presented from layer 1, which sheet(learn 2) covers: UIKit drops it, and SwiftUI's state stays presented. Use .modalStackAlert, .modalStackConfirmationDialog or .modalStackSheet instead of .alert, .confirmationDialog or .sheet: they present through the router, over the top layer"
      ])
  }

  @Test func aForeignDismissalThatTakesOurLayersShrinksTheStackOnce() async throws {
    let harness = Harness()
    let share = try #require(harness.host.presentForeign(.sheet))
    await harness.host.settle()
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.learn(2), as: .sheet)
    await harness.host.settle()
    harness.host.dismissForeign(share)
    await harness.host.settle()
    #expect(harness.router.stack.description == "root")
    #expect(harness.router.presented == harness.router.stack)
    let dismissed = harness.events.compactMap {
      if case .didDismiss(let route, .hostRefused) = $0 { route.destination } else { nil }
    }
    #expect(dismissed == [.learn(2), .learn(1)])
    #expect(harness.host.violations.isEmpty)
  }

  /// Someone else's alert covers the window: every kind of step waits for the user's answer
  /// (a dismissal under it would take the alert too), then runs.
  @Test func aDismissalWaitsForSomeoneElsesAlert() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .sheet)
    try harness.router.push(.learn(2))
    await harness.host.settle()
    let alert = try #require(harness.host.presentForeign(.alert, animated: false))
    await harness.host.settle()
    try harness.router.pop()
    harness.router.dismissAll()
    await harness.host.settle(within: .seconds(3))
    #expect(harness.router.presented.description == "root ▸ sheet(learn 1) ▸ push(learn 2)")
    #expect(harness.events.contains { if case .waitingForForeignPresentation = $0 { true } else { false } })
    #expect(harness.host.window.chain.last === alert)
    harness.host.dismissForeign(alert)
    await harness.host.settle()
    #expect(harness.router.presented.isEmpty)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func anAlertShownAsAPlanStartsMakesEveryStepWait() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .fullScreenCover)
    try harness.router.present(.learn(2), as: .fullScreenCover)
    try harness.router.present(.learn(3), as: .fullScreenCover)
    // In the same run-loop turn, before the plan's first step, other code shows an alert.
    let shown = try #require(harness.host.presentForeign(.alert, animated: false))
    await harness.host.settle(within: .seconds(3))
    #expect(!harness.router.isSettled)
    harness.host.dismissForeign(shown)
    await harness.host.settle()
    #expect(
      harness.router.presented.description
        == "root ▸ fullScreenCover(learn 1) ▸ fullScreenCover(learn 2) ▸ fullScreenCover(learn 3)")
    #expect(harness.host.violations.isEmpty)
    #expect(harness.host.statistics.droppedCalls == 0)
  }

  @Test func aClosedWindowDetachesTheRouterAndFreesEveryController() async throws {
    let harness = Harness()
    for index in 1...3 { try harness.router.present(.learn(index), as: .fullScreenCover) }
    await harness.host.settle()
    weak let top = harness.host.window.chain.last
    #expect(top != nil)
    harness.host.closeWindow()
    await harness.host.settle()
    #expect(top == nil)
    #expect(harness.host.window.liveControllerCount == 0)
    #expect(harness.events.contains(.hostDetached))
    #expect(harness.router.stack.count == 3)  // kept for the next window

    let second = SimulatedHost<Screen>(clock: harness.clock)
    try harness.router.attach(second)
    await second.settle()
    #expect(harness.router.presented == harness.router.stack)
    #expect(second.window.chain.count == 4)
  }

  @Test func presentAndDismissCyclesLeaveOnlyTheRoot() async throws {
    // 500 cycles in `swift test`; the soak (`MODALSTACK_SOAK=10000`) runs 10,000.
    let cycles = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 500
    let harness = Harness(policy: .none)
    for index in 0..<cycles {
      try harness.router.present(.learn(index), as: index % 2 == 0 ? .fullScreenCover : .sheet)
      await harness.host.settle()
      try harness.router.dismiss()
      await harness.host.settle()
    }
    #expect(harness.host.window.liveControllerCount == 1)
    #expect(harness.host.violations.isEmpty)
  }

  @Test func aSecondRouterOnTheSameWindowIsRefused() throws {
    let harness = Harness()
    let secondRoot = SimulatedHost<Screen>(window: harness.host.window)
    let other = Router<Screen>(scheduler: harness.clock)
    #expect(throws: HostAttachError.windowHasAnotherRouter) { try other.attach(secondRoot) }
    try harness.router.attach(secondRoot)  // the same router in a second root: the first drives
  }

  @Test func aRouterDrivingAnOpenWindowRefusesASecondOne() throws {
    let harness = Harness()
    let otherWindow = SimulatedHost<Screen>(clock: harness.clock)
    #expect(throws: HostAttachError.routerDrivesAnotherWindow) { try harness.router.attach(otherWindow) }
    harness.router.detach()
    try harness.router.attach(otherWindow)
  }

  @Test func aTimedOutStepIsResolvedNotRetried() async throws {
    let harness = Harness()
    harness.host.loseNextCompletion()
    try harness.router.present(.learn(1), as: .fullScreenCover)
    await harness.host.settle()
    #expect(harness.router.isSettled)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.statistics.droppedCalls == 0)
    let faults = harness.events.filter { if case .hostFault = $0 { true } else { false } }
    #expect(faults.count == 1)  // the timeout; the resync found the cover on screen
  }

  @Test func overCurrentContextInAPopoverOnlyCoversVertically() throws {
    let harness = Harness()
    try harness.router.present(.settings, as: .modal(.popover(PopoverAnchor("gear"))))
    #expect(
      throws: RouteStackError.invalidPresentation(
        "x", .transitionNotAllowedInPopover(.crossDissolve), screen: "learn 1")
    ) {
      try harness.router.present(.learn(1), as: .modal(.overCurrentContext, transition: .crossDissolve), id: "x")
    }
    try harness.router.present(.learn(2), as: .modal(.overCurrentContext, transition: .coverVertical))
  }

  @Test func customTransitionsOnSheetsAndPopoversAreRefused() {
    let harness = Harness()
    for style in [ModalStyle.pageSheet, .formSheet, .popover(PopoverAnchor("gear"))] {
      #expect(throws: RouteStackError.invalidPresentation("x", .customTransitionNotSupported(style), screen: "learn 1"))
      {
        try harness.router.present(.learn(1), as: .modal(style, transition: .custom(.fade)), id: "x")
      }
    }
  }

  @Test func theNextLayerIsPresentedFromTheRealTopWhoseViewIsOnScreen() async throws {
    let harness = Harness()
    try harness.router.present(.learn(1), as: .fullScreenCover)
    await harness.host.settle()
    let share = try #require(harness.host.presentForeign(.sheet))
    await harness.host.settle()
    // A popover's fallback anchor is this controller's view, not the root's (removed under the cover).
    let next = try #require(harness.host.controllerHost.nextPresenter as? SimulatedController)
    #expect(next === share)
    #expect(next.isViewInWindow)
    #expect(harness.host.window.root?.isViewInWindow == false)
  }
}
