import ModalStackTesting
import Testing

@testable import ModalStackCore

/// The selected detent, two-way: a command moves the sheet in place, the user's drag is written back.
@MainActor
@Suite struct SelectedDetentTests {
  let harness = Harness()
  let sheet = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)

  private func selected(_ id: RouteID) -> SheetDetent? {
    harness.router.stack.route(id)?.presentation.sheetConfiguration?.selectedDetent
  }

  @Test func aDetentChangeIsOneStepInPlaceNotAPresentation() throws {
    let route = Route(Screen.settings, presentation: sheet, id: "s")
    let pushed = Route(Screen.learn(1), presentation: .push, id: "p")
    let before = try RouteStack([route])
    var moved = route
    moved.presentation = sheet.selectingDetent(.large)
    #expect(Plan.steps(from: before, to: try RouteStack([moved])) == [.selectDetent(layer: 1, route: moved)])
    // With a push as well: the detent, then the path; still no presentation.
    #expect(
      Plan.steps(from: before, to: try RouteStack([moved, pushed]))
        == [.selectDetent(layer: 1, route: moved), .setPath(layer: 1, path: [pushed], animated: true)])
    // Another route in the same kind of sheet is swapped in with its own detent.
    let other = Route(Screen.learn(2), presentation: sheet.selectingDetent(.large), id: "o")
    #expect(
      Plan.steps(from: before, to: try RouteStack([other])) == [.swapContent(layer: 1, with: Layer(modal: other))])
  }

  @Test func aCommandMovesTheSheetWithoutPresentingItAgain() async throws {
    let id = try harness.router.present(.settings, as: sheet)
    await harness.host.settle()
    let presents = harness.host.statistics.presents
    try harness.router.selectDetent(.large, of: id)
    #expect(selected(id) == .large)
    await harness.host.settle()
    #expect(harness.host.statistics.presents == presents)
    #expect(harness.host.statistics.detentChanges == 1)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.window.chain.last?.selectedDetent == .large)
    #expect(harness.events.last?.description == "detentChanged sheet(settings) to large (programmatic)")
    // Selecting where it rests already does nothing.
    try harness.router.selectDetent(.large, of: id)
    #expect(harness.events.filter { "\($0)".hasPrefix("detentChanged") }.count == 1)
  }

  @Test func aCommandNamesWhatIsWrong() async throws {
    let id = try harness.router.present(.settings, as: sheet)
    let cover = try harness.router.present(.learn(1), as: .fullScreenCover)
    #expect(throws: RouteStackError.routeNotFound("nowhere")) { try harness.router.selectDetent(.large, of: "nowhere") }
    #expect(throws: RouteStackError.invalidPresentation(id, .detentNotInSheet(.height(10)), screen: "settings")) {
      try harness.router.selectDetent(.height(10), of: id)
    }
    #expect(throws: RouteStackError.invalidPresentation(cover, .detentNotInSheet(.large), screen: "learn 1")) {
      try harness.router.selectDetent(.large, of: cover)
    }
  }

  @Test func theUsersDragIsAnEventAndWrittenBack() async throws {
    let id = try harness.router.present(.settings, as: sheet)
    await harness.host.settle()
    var written: [[Route<Screen>]] = []
    let binding = StackBinding(router: harness.router) { routes, _ in written.append(routes) }
    #expect(harness.host.dragSheet(to: .large) == .moved)
    await harness.host.settle()
    #expect(selected(id) == .large)
    #expect(harness.router.presented == harness.router.stack)
    #expect(harness.host.statistics.presents == 1)
    #expect(harness.events.last?.description == "detentChanged sheet(settings) to large (interactive)")
    #expect(written.last?.first?.presentation.sheetConfiguration?.selectedDetent == .large)
    #expect(binding.routes == harness.router.stack.routes)
    // Dragging to where it rests, or to a detent it has not, is nothing.
    #expect(harness.host.dragSheet(to: .large) == .ignored)
    #expect(harness.host.dragSheet(to: .height(10)) == .ignored)
  }

  /// Every drag to another detent is one event, back and forth: the router, the host and the
  /// screen agree on where the sheet rests after each.
  @Test func dragsBackAndForthAreEachAnEvent() async throws {
    let id = try harness.router.present(.settings, as: sheet)
    await harness.host.settle()
    for detent in [SheetDetent.large, .medium, .large, .medium] {
      #expect(harness.host.dragSheet(to: detent) == .moved)
      await harness.host.settle()
      #expect(selected(id) == detent)
      #expect(harness.router.presented == harness.router.stack)
    }
    let drags = harness.events.filter { $0.description.hasPrefix("detentChanged") }
    #expect(drags.count == 4)
  }

  @Test func theUsersDragWinsOverADetentAskedForMeanwhile() async throws {
    let id = try harness.router.present(.settings, as: .sheet(detents: [.fraction(0.2), .medium, .large]))
    await harness.host.settle()
    try harness.router.selectDetent(.large, of: id)
    // Before the router's step, the user's finger moves the sheet.
    #expect(harness.host.dragSheet(to: .medium) == .moved)
    await harness.host.settle()
    #expect(selected(id) == .medium)
    #expect(harness.host.window.chain.last?.selectedDetent == .medium)
    #expect(harness.router.presented == harness.router.stack)
  }

  @Test func aStackTheAppOwnsMovesTheSheetInPlaceToo() async throws {
    var routes: [Route<Screen>] = [Route(.settings, presentation: sheet, id: "s")]
    let binding = StackBinding(router: harness.router) { written, _ in routes = written }
    binding.update(routes)
    await harness.host.settle()
    routes[0].presentation = sheet.selectingDetent(.large)
    #expect(binding.update(routes) == .planned)
    await harness.host.settle()
    #expect(harness.host.statistics.presents == 1)
    #expect(harness.host.window.chain.last?.selectedDetent == .large)
    #expect(harness.events.last?.description == "detentChanged sheet(settings) to large (programmatic)")
  }
}
