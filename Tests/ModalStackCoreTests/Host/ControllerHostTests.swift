import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The host logic the UIKit host ships, run over fake controllers that enforce UIKit's rules.
@MainActor
@Suite struct ControllerHostTests {
  let clock = SimulatedClock()
  let window: SimulatedWindow
  let host: ControllerHost<SimulatedLayerFactory<Screen>>
  let received = EventBox()

  init() {
    window = SimulatedWindow(clock: clock)
    host = ControllerHost(root: window.root!, factory: SimulatedLayerFactory(window: window))
    _ = host.attach { [received] in received.events.append($0) }
  }

  private func layer(_ id: Int, _ presentation: Presentation = .sheet, path: [Route<Screen>] = []) throws -> Layer<
    Screen
  > {
    var stack = RouteStack<Screen>()
    try stack.append(Route(.learn(id), presentation: presentation, id: RouteID("l\(id)")))
    for route in path { try stack.append(route) }
    return stack.topLayer
  }

  private func run(_ step: PresentationStep<Screen>) {
    var completed = 0
    host.perform(step) { completed += 1 }
    #expect(completed == 0)  // never synchronously
    clock.advance(by: .seconds(1))
    #expect(completed == 1)
  }

  @Test func presentGoesOnTheTopController() throws {
    run(.present(try layer(1), animated: true))
    run(.present(try layer(2), animated: false))
    #expect(window.chain.map(\.name) == ["root", "sheet(learn 1)", "sheet(learn 2)"])
    #expect(host.controllers.count == 3)
    #expect(window.violations.isEmpty)
  }

  @Test func theInitialPathIsPartOfThePresentation() throws {
    run(.present(try layer(1, path: [Route(.profile("a"), presentation: .push)]), animated: true))
    #expect(window.chain.last?.path == ["push(profile a)"])
  }

  @Test func dismissGoesToTheControllerOfTheLayerThatStays() throws {
    for id in 1...4 { run(.present(try layer(id), animated: false)) }
    run(.dismiss(toLayer: 1, animated: true))
    #expect(window.chain.map(\.name) == ["root", "sheet(learn 1)"])
    #expect(
      window.log.contains {
        $0.message.hasPrefix(
          "dismiss(from: sheet(learn 1), animated: true) — removes sheet(learn 4), and without animation sheet(learn 2), sheet(learn 3)"
        )
      })
    #expect(host.controllers.count == 2)
  }

  @Test func setPathReachesTheLayerController() throws {
    run(.present(try layer(1), animated: false))
    run(.setPath(layer: 1, path: [Route(.profile("x"), presentation: .push)], animated: true))
    #expect(window.chain.last?.path == ["push(profile x)"])
    run(.setPath(layer: 1, path: [], animated: false))
    #expect(window.chain.last?.path == [])
  }

  /// A swap keeps the controller: what the user does to it afterwards names the new route.
  @Test func aSwappedControllerShowsAndNamesTheNewRoute() throws {
    run(.present(try layer(1), animated: false))
    let controller = try #require(window.chain.last)
    let new = try layer(2, path: [Route(.profile("p"), presentation: .push)])
    var completed = 0
    host.perform(.swapContent(layer: 1, with: new)) { completed += 1 }
    #expect(completed == 1)  // not a transition: done at once
    #expect(window.chain.last === controller)
    #expect(controller.name == "sheet(learn 2)")
    #expect(controller.path == ["push(profile p)"])
    host.userDidDismiss(controller, reason: .interactive)
    guard case .userDismissed(let id, _) = received.events.last else {
      Issue.record("no user dismissal")
      return
    }
    #expect(id == "l2")
    #expect(window.violations.isEmpty)
  }

  @Test func aSwapNeedsAModalLayerOnScreen() throws {
    let new = try layer(2)
    #expect(
      host.admission(of: .swapContent(layer: 0, with: new)) == .refused("the root layer has no modal route to swap"))
    #expect(host.admission(of: .swapContent(layer: 1, with: new)) == .refused("layer 1 is not on screen"))
  }

  /// UIKit's Rules as the Simulator Enforces Them, 'Navigation under a modal': under a presented layer the navigation stack changes apart from the modal
  /// chain, so the step is done at once and the dismissal that uncovers it starts in the same turn.
  @Test func anUnanimatedPathChangeUnderAPresentedLayerIsDoneAtOnce() throws {
    run(.present(try layer(1), animated: false))
    var completed = 0
    host.perform(.setPath(layer: 0, path: [Route(.profile("r"), presentation: .push)], animated: false)) {
      completed += 1
    }
    #expect(completed == 1)
    #expect(window.root!.path == ["push(profile r)"])
    #expect(host.admission(of: .dismiss(toLayer: 0, animated: true)) == .ready)
    run(.dismiss(toLayer: 0, animated: true))
    #expect(window.chain.map(\.name) == ["root"])
    #expect(window.violations.isEmpty)
  }

  @Test func anAnimatedPathChangeUnderAPresentedLayerIsStillATransition() throws {
    run(.present(try layer(1), animated: false))
    run(.setPath(layer: 0, path: [Route(.profile("r"), presentation: .push)], animated: true))
    #expect(window.root!.path == ["push(profile r)"])
    #expect(window.statistics.animatedTransitions == 1)
  }

  @Test func userActionsNameTheRouteOfTheController() throws {
    run(.present(try layer(1), animated: false))
    run(.present(try layer(2), animated: false))
    let top = try #require(window.chain.last)
    host.userWillDismiss(top)
    host.userCancelledDismissal(top)
    host.userAttemptedDismissal(top, reason: .tapOutside)
    host.userDidDismiss(top, reason: .interactive)
    #expect(
      received.events == [
        .userDismissBegan("l2"), .userDismissCancelled("l2"), .dismissAttempted("l2", reason: .tapOutside),
        .userDismissed("l2", reason: .interactive),
      ])
    #expect(host.controllers.count == 2)
    #expect(host.routeID(of: window.root!) == nil)
  }

  @Test func userPathChangesAreReportedOnce() throws {
    let path = [Route<Screen>(.profile("a"), presentation: .push, id: "a")]
    run(.setPath(layer: 0, path: path, animated: false))
    host.userChangedPath(of: window.root!, to: [])
    host.userChangedPath(of: window.root!, to: [])
    #expect(received.events == [.userChangedPath(layer: 0, path: [])])
  }

  @Test func shownStackFollowsTheRealChain() throws {
    run(.present(try layer(1), animated: false))
    window.loseNextCompletion()
    host.perform(.present(try layer(2), animated: true)) { Issue.record("a lost completion must not be delivered") }
    clock.advance(by: .seconds(1))
    let shown = host.shownStack(expected: RouteStack())
    #expect(shown.routes.map(\.id) == ["l1", "l2"])
  }

  /// A dismissal whose completion UIKit never called is over once the router asks what shows:
  /// what other code removes afterwards is reported again.
  @Test func aResynchronisationEndsADismissalWhoseCompletionWasLost() throws {
    for id in 1...3 { run(.present(try layer(id), animated: false)) }
    window.loseNextCompletion()
    host.perform(.dismiss(toLayer: 2, animated: true)) { Issue.record("a lost completion must not be delivered") }
    clock.advance(by: .seconds(1))
    host.chainChanged()  // for all the host knows its own dismissal is still in flight: not others'
    #expect(received.events.isEmpty)
    #expect(host.shownStack(expected: RouteStack()).routes.map(\.id) == ["l1", "l2"])
    let sheet = try #require(window.chain.dropFirst().first)
    sheet.dismissModal(animated: false) {}
    clock.advance(by: .seconds(1))
    host.chainChanged()
    #expect(received.events == [.userDismissed("l2", reason: .hostRefused)])
  }

  /// Other code dismissed the router's top sheet behind its back (the controller is gone); the
  /// router's own dismissal down to the sheet under it then leaves that sheet on screen: there
  /// is nothing left to dismiss, and the root must not dismiss the sheet that stays.
  @Test func aDismissalOfALayerOthersRemovedKeepsTheLayerUnderIt() throws {
    run(.present(try layer(1), animated: false))
    run(.present(try layer(2), animated: false))
    let sheet = try #require(window.chain.dropFirst().first)
    var othersDone = false
    sheet.dismissModal(animated: false) { othersDone = true }
    clock.advance(by: .seconds(1))
    #expect(othersDone)
    #expect(window.chain.map(\.name) == ["root", "sheet(learn 1)"])
    var completed = 0
    host.perform(.dismiss(toLayer: 1, animated: true)) { completed += 1 }
    clock.advance(by: .seconds(1))
    #expect(completed == 1)
    #expect(window.chain.map(\.name) == ["root", "sheet(learn 1)"])
    #expect(host.controllers.count == 2)
  }

  /// The same when other code then presented its own sheet where the router's was: the
  /// router's dismissal finds nothing of its own above the layer that stays, and leaves the other
  /// code's sheet alone (UIKit would take it down with a dismissal sent to the layer under it).
  @Test func aDismissalOfALayerOthersRemovedLeavesWhatTheyPresentedInstead() throws {
    run(.present(try layer(1), animated: false))
    run(.present(try layer(2), animated: false))
    let sheet = try #require(window.chain.dropFirst().first)
    sheet.dismissModal(animated: false) {}
    clock.advance(by: .seconds(1))
    let foreign = try #require(window.presentForeign(.sheet, animated: false))
    clock.advance(by: .seconds(1))
    #expect(window.chain.last === foreign)
    var completed = 0
    host.perform(.dismiss(toLayer: 1, animated: true)) { completed += 1 }
    clock.advance(by: .seconds(1))
    #expect(completed == 1)
    #expect(window.chain.map(\.name) == ["root", "sheet(learn 1)", foreign.name])
    #expect(host.controllers.count == 2)
  }

  @Test func anAnswerNamingNoButtonOfTheAlertChangesNothing() throws {
    let alert = Presentation.alert(
      title: "Delete?", buttons: [AlertButton("Delete", role: .destructive), AlertButton("Cancel", role: .cancel)])
    run(.present(try layer(1, alert), animated: false))
    let controller = try #require(window.chain.last)
    for index in [2, 99, -1] { host.userAnsweredAlert(controller, buttonIndex: index) }
    #expect(received.events.isEmpty)
    #expect(host.controllers.count == 2)
    host.userAnsweredAlert(controller, buttonIndex: 1)
    #expect(
      received.events == [.alertAnswered("l1", AlertResponse(button: AlertButton("Cancel", role: .cancel), texts: []))])
    #expect(host.controllers.count == 1)
  }

  /// The call observer (what the UIKit conformance trace is written from) hears every call the
  /// host makes on a controller, with its presenter and animation, just before it is made.
  @Test func theCallObserverHearsEachControllerCallBeforeItIsMade() throws {
    let heard = CallBox()
    host.callObserver = { [window] call in
      let chain = window.chain.map(\.name).joined(separator: " > ")
      switch call {
      case .present(let controller, let presenter, let animated):
        heard.calls.append("present \(controller.modalName) on \(presenter.modalName) \(animated) | \(chain)")
      case .dismiss(let presenter, let animated):
        heard.calls.append("dismiss from \(presenter.modalName) \(animated) | \(chain)")
      case .addOverlay(let overlay, let anchor):
        heard.calls.append("add \(overlay.modalName) over \(anchor.modalName)")
      case .removeOverlay(let overlay):
        heard.calls.append("remove \(overlay.modalName)")
      }
    }
    run(.present(try layer(1), animated: true))
    run(.present(try layer(2, .popup(alignment: .bottom, dimming: .none, dismissOnTapOutside: false)), animated: true))
    run(.present(try layer(3, .fullScreenCover), animated: false))
    run(.dismiss(toLayer: 0, animated: true))
    #expect(
      heard.calls == [
        "present sheet(learn 1) on root true | root",
        "add popup(learn 2) over sheet(learn 1)",
        "present fullScreenCover(learn 3) on sheet(learn 1) false | root > sheet(learn 1)",
        "remove popup(learn 2)",
        "dismiss from root true | root > sheet(learn 1) > fullScreenCover(learn 3)",
      ])
  }

  /// A resynchronisation that reaches the host after its window closed finds the root alone,
  /// and refuses later steps.
  @Test func aClosedWindowShowsTheRootAloneAndRefusesSteps() throws {
    run(.present(try layer(1), animated: false))
    host.windowClosed()
    #expect(host.shownStack(expected: RouteStack()).isEmpty)
    #expect(host.admission(of: .present(try layer(2), animated: false)) == .refused("the window closed"))
  }
}

@MainActor
final class EventBox {
  var events: [HostEvent<Screen>] = []
}

@MainActor
final class CallBox {
  var calls: [String] = []
}
