import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// The app's own value drives the router: one test per rule of ``StackBinding``.
@MainActor
@Suite struct StackBindingTests {
  /// The app's model: its routes and every write the binding made to them.
  @MainActor
  final class Model {
    var routes: [Route<Screen>] = []
    var writes: [[Route<Screen>]] = []
    var reasons: [RouteChangeReason] = []
  }

  let harness = Harness()
  let model = Model()

  private func bind() -> StackBinding<Screen> {
    StackBinding(router: harness.router) { [model] routes, reason in
      model.routes = routes
      model.writes.append(routes)
      model.reasons.append(reason)
    }
  }

  /// Sets the app's value, as a view's `onChange` would, and hands it to the binding.
  @discardableResult
  private func set(_ routes: [Route<Screen>], on binding: StackBinding<Screen>) -> StackBinding<Screen>.Change {
    model.routes = routes
    return binding.update(routes)
  }

  @Test func aNewValueIsPlannedInOneGoAndNotWrittenBack() async {
    let binding = bind()
    let routes = [
      Route(Screen.learn(1), presentation: .push), Route(.settings, presentation: .sheet),
      Route(.learn(2), presentation: .fullScreenCover),
    ]
    #expect(set(routes, on: binding) == .planned)
    await harness.host.settle()
    #expect(harness.router.presented.routes == routes)
    #expect(harness.router.presented.description == "root ▸ push(learn 1) ▸ sheet(settings) ▸ fullScreenCover(learn 2)")
    #expect(model.writes.isEmpty)
    #expect(harness.host.window.violations.isEmpty)
  }

  @Test func theSameValueAgainDoesNothing() async {
    let binding = bind()
    let routes = [Route(Screen.settings, presentation: .sheet)]
    set(routes, on: binding)
    await harness.host.settle()
    let calls = harness.host.window.statistics.presents
    #expect(set(routes, on: binding) == .none)
    await harness.host.settle()
    #expect(harness.host.window.statistics.presents == calls)
  }

  @Test func aSwipeIsWrittenBackExactlyOnceAndTheEchoPlansNothing() async {
    let binding = bind()
    let sheet = Route(Screen.settings, presentation: .sheet)
    set([sheet, Route(.learn(1), presentation: .sheet)], on: binding)
    await harness.host.settle()
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(model.writes == [[sheet]])
    #expect(model.routes == [sheet])
    // SwiftUI hands the written value back through onChange: it is the agreed one.
    #expect(binding.update(model.routes) == .none)
    #expect(harness.router.presented.routes == [sheet])
  }

  @Test func eachWriteBackCarriesWhyTheRouterChangedTheStack() async throws {
    let binding = bind()
    let sheet = Route(Screen.settings, presentation: .sheet)
    let popup = Route(Screen.popup("tip"), presentation: .popup())
    set([sheet, Route(.learn(1), presentation: .sheet)], on: binding)
    await harness.host.settle()
    harness.host.swipeDown()
    await harness.host.settle()
    try harness.router.present(popup.destination, as: popup.presentation)
    await harness.host.settle()
    harness.host.tapOutside()
    await harness.host.settle()
    try harness.router.present(.learn(2), as: .fullScreenCover)
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(model.reasons == [.interactive, .programmatic, .tapOutside, .programmatic, .dismissAll])
  }

  @Test func theAppsChangeIsProgrammaticUnlessItGivesItsOwnReason() async {
    let binding = bind()
    let sheet = Route(Screen.settings, presentation: .sheet)
    binding.update([sheet])
    await harness.host.settle()
    binding.update([sheet, Route(.learn(1), presentation: .fullScreenCover)], reason: .deepLink)
    await harness.host.settle()
    let presented = harness.events.compactMap { if case .didPresent(_, let reason) = $0 { reason } else { nil } }
    #expect(presented == [.programmatic, .deepLink])
    #expect(model.reasons.isEmpty)
  }

  @Test func aCancelledSwipeWritesNothing() async {
    let binding = bind()
    set([Route(Screen.settings, presentation: .sheet)], on: binding)
    await harness.host.settle()
    harness.host.swipeDown(progress: 0.3, cancel: true)
    await harness.host.settle()
    #expect(model.writes.isEmpty)
    #expect(harness.router.presented.count == 1)
  }

  @Test func aTapOutsideAPopupAndItsExitHandshakeWriteBackOnce() async throws {
    let binding = bind()
    let popup = Route(Screen.popup("tip"), presentation: .popup())
    set([popup], on: binding)
    await harness.host.settle()
    let exits = Counter()
    try harness.router.addExitAction(for: popup.id) { [exits] _ in exits.count += 1 }
    harness.host.tapOutside()
    await harness.host.settle()
    #expect(exits.count == 1)
    #expect(model.writes == [[]])
    #expect(harness.router.presented.isEmpty)
  }

  @Test func commandsFromElsewhereAreWrittenBack() async throws {
    let binding = bind()
    set([Route(Screen.settings, presentation: .sheet)], on: binding)
    try harness.router.present(.learn(3), as: .fullScreenCover)
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(model.writes.count == 2)
    #expect(model.routes.isEmpty)
    #expect(binding.routes.isEmpty)
  }

  @Test func anInvalidValueIsRefusedAndThePreviousOneRestored() async {
    let binding = bind()
    let popup = Route(Screen.popup("tip"), presentation: .popup())
    set([popup], on: binding)
    await harness.host.settle()
    // A push onto a popup: the popup has no navigation stack.
    let invalid = [popup, Route(.learn(1), presentation: .push)]
    #expect(
      set(invalid, on: binding) == .refused(.invalidPresentation(invalid[1].id, .pushOntoClearLayer, screen: "learn 1"))
    )
    #expect(model.routes == [popup])
    // A repeated id.
    let twice = [popup, popup]
    #expect(set(twice, on: binding) == .refused(.duplicateRouteID(popup.id, screen: "popup tip")))
    #expect(model.routes == [popup])
    await harness.host.settle()
    #expect(harness.router.presented.routes == [popup])
    #expect(harness.events.filter { if case .commandFailed = $0 { true } else { false } }.count == 2)
  }

  @Test func aValueThatArrivesWhileAPlanRunsWinsAsTheLatestTarget() async {
    let binding = bind()
    set(
      [Route(Screen.learn(1), presentation: .fullScreenCover), Route(.learn(2), presentation: .fullScreenCover)],
      on: binding)
    await harness.host.settle(within: .milliseconds(10))  // the first present is in flight
    let latest = [Route(Screen.settings, presentation: .sheet)]
    #expect(set(latest, on: binding) == .planned)
    await harness.host.settle()
    #expect(harness.router.presented.routes == latest)
    #expect(model.writes.isEmpty)
    #expect(harness.host.window.violations.isEmpty)
  }

  @Test func aForeignAlertMakesTheValueWaitThenItIsShown() async {
    let binding = bind()
    let alert = harness.host.presentForeign(.alert)
    await harness.host.settle(within: .milliseconds(500))
    set([Route(Screen.settings, presentation: .sheet)], on: binding)
    await harness.host.settle(within: .seconds(1))
    #expect(harness.router.presented.isEmpty)
    if let alert { #expect(harness.host.dismissForeign(alert)) }
    await harness.host.settle(within: .seconds(5))
    #expect(harness.router.presented.description == "root ▸ sheet(settings)")
    #expect(model.writes.isEmpty)
  }

  @Test func aReleasedBindingStopsWriting() async throws {
    var binding: StackBinding<Screen>? = bind()
    set([Route(Screen.settings, presentation: .sheet)], on: binding!)
    binding = nil
    harness.router.dismissAll()
    await harness.host.settle()
    #expect(model.writes.isEmpty)
  }
}

extension StackBindingTests {
  @Test func aModelThatKeepsAnotherValueMakesItTheTargetOnTheNextTurn() async {
    // The model vetoes dismissals of the editor: it puts the route back when it is written away.
    let editor = Route(Screen.profile("draft"), presentation: .sheet)
    let binding = StackBinding(router: harness.router) { [model] in
      model.routes
    } write: { [model] routes, _ in
      model.writes.append(routes)
      model.routes = routes.contains(editor) ? routes : routes + [editor]
    }
    model.routes = [editor]
    binding.update(model.routes)
    await harness.host.settle()
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(model.writes == [[]])
    #expect(harness.router.stack.routes == [editor])
    #expect(harness.router.presented.routes == [editor], "presented again: the model kept it")
    #expect(binding.routes == [editor])
  }
}
