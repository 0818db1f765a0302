import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Features own their navigation, and the tree composes it: one test per rule of ``NavigationTree``.
@MainActor
@Suite struct NavigationTreeTests {
  let harness = Harness()

  /// A list that pushes a detail, whose edit sheet shows a form with a popup of its own.
  private func syncUpsLike() -> (list: TreeFeature, detail: TreeFeature, form: TreeFeature) {
    let list = TreeFeature("list")
    let detail = TreeFeature("detail")
    let form = TreeFeature("form")
    list.show(.learn(1), as: .push, child: detail)
    detail.show(.settings, as: .sheet, child: form)
    form.show(.popup("saved"), as: .popup())
    return (list, detail, form)
  }

  @Test func eachFeaturesNavigationGoesAboveTheRouteThatShowsIt() async {
    let (list, _, _) = syncUpsLike()
    let tree = harness.router.drive(list)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(learn 1) ▸ sheet(settings) ▸ popup(popup saved)")
    #expect(harness.router.presented.routes == tree.routes)
    #expect(harness.host.window.violations.isEmpty)
  }

  @Test func aChildClearingItsOwnStateClosesOnlyWhatItShows() async {
    let (list, detail, form) = syncUpsLike()
    harness.router.drive(list)
    await harness.host.settle()
    form.entries = []
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(learn 1) ▸ sheet(settings)")
    detail.entries = []
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(learn 1)")
    #expect(list.removals.isEmpty && detail.removals.isEmpty && form.removals.isEmpty)
  }

  @Test func aSwipeClearsTheFeatureThatOwnsTheSheetWithTheUsersReason() async {
    let (list, detail, form) = syncUpsLike()
    form.entries = [TreeFeature.Entry(screen: .learn(5), presentation: .push)]
    harness.router.drive(list)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(learn 1) ▸ sheet(settings) ▸ push(learn 5)")
    harness.host.swipeDown()
    await harness.host.settle()
    #expect(detail.removals.map(\.index) == [0])
    #expect(detail.removals.map(\.reason) == [.interactive])
    // The list keeps its push; the form went with its sheet (its push too) and is not told.
    #expect(list.removals.isEmpty && form.removals.isEmpty)
    #expect(harness.router.presented.description == "root ▸ push(learn 1)")
  }

  @Test func aBackTapClearsTheOwnerOfThePathAndNotTheFeaturesAboveIt() async {
    let list = TreeFeature("list")
    let first = TreeFeature("first")
    let second = TreeFeature("second")
    list.show(.learn(1), as: .push, child: first)
    list.show(.learn(2), as: .push, child: second)
    second.show(.learn(3), as: .push)
    harness.router.drive(list)
    await harness.host.settle()
    #expect(harness.host.tapBack(on: harness.router))
    await harness.host.settle()
    #expect(second.removals.map(\.index) == [0] && second.removals.map(\.reason) == [.interactive])
    #expect(harness.host.tapBack(on: harness.router))
    await harness.host.settle()
    #expect(list.removals.map(\.index) == [1] && list.removals.map(\.reason) == [.interactive])
    #expect(first.removals.isEmpty)
    #expect(harness.router.presented.description == "root ▸ push(learn 1)")
  }

  @Test func aChildClosesItselfWithItsDismissActionAndItsOwnerHearsIt() async {
    let list = TreeFeature("list")
    let timer = TreeFeature("timer")
    list.show(.learn(1), as: .fullScreenCover, child: timer)
    let tree = harness.router.drive(list)
    await harness.host.settle()
    tree.dismissAction(for: timer)()
    await harness.host.settle()
    #expect(list.removals.map(\.index) == [0] && list.removals.map(\.reason) == [.programmatic])
    #expect(list.entries.isEmpty)
    #expect(harness.router.presented.description == "root")
  }

  @Test func aRestoredRootModelRestoresTheScreen() async {
    let (list, _, _) = syncUpsLike()
    harness.router.drive(list)
    await harness.host.settle()
    let restored = Harness()
    let (copy, _, _) = syncUpsLike()
    restored.router.drive(copy, reason: .restored)
    await restored.host.settle()
    #expect(restored.router.presented.description == harness.router.presented.description)
    #expect(restored.events.contains { if case .didPresent(_, .restored) = $0 { true } else { false } })
  }

  @Test func anAlertsAnswerReachesTheFeatureThatOwnsItAfterItsStateWasCleared() async throws {
    enum Action: Hashable, Codable { case delete(Int) }
    let list = TreeFeature("list")
    let detail = TreeFeature("detail")
    list.show(.learn(1), as: .push, child: detail)
    let alert = Presentation.alert(
      title: "Delete?", buttons: [try AlertButton("Delete", action: Action.delete(1)), .cancel()])
    detail.show(.popup("delete"), as: alert)
    harness.router.drive(list)
    await harness.host.settle()
    harness.host.tapAlertButton("Delete")
    await harness.host.settle()
    #expect(detail.removals.map(\.reason) == [.answered])
    let answer = try #require(detail.answers.first)
    #expect(answer.entries == 0)
    #expect(try answer.answer.action(as: Action.self) == .delete(1))
    #expect(list.answers.isEmpty)
  }

  @Test func aRouteNoFeatureOwnsIsTakenAwayAgain() async throws {
    let (list, _, form) = syncUpsLike()
    form.entries = []
    harness.router.drive(list)
    await harness.host.settle()
    try harness.router.present(.profile("x"), as: .fullScreenCover)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(learn 1) ▸ sheet(settings)")
  }

  @Test func aCompositionTheRouterRefusesLeavesTheScreenAndSaysWhy() async {
    let (list, _, form) = syncUpsLike()
    let tree = harness.router.drive(list)
    await harness.host.settle()
    form.show(.learn(9), as: .push)  // a push onto a popup
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(learn 1) ▸ sheet(settings) ▸ popup(popup saved)")
    #expect(tree.error is RouteStackError)
    form.entries.removeLast()
    await harness.host.settle()
    #expect(tree.error == nil)
  }

  @Test func aPathThatLosesAnElementBelowKeepsTheScreensAbove() async {
    let list = TreeFeature("list")
    list.show(.learn(1), as: .push)
    list.show(.learn(2), as: .push)
    let tree = harness.router.drive(list)
    await harness.host.settle()
    let top = tree.routes?.last?.id
    list.entries.removeFirst()
    await harness.host.settle()
    #expect(harness.router.presented.description == "root ▸ push(learn 2)")
    #expect(harness.router.presented.routes.last?.id == top)
  }

  @Test func aStoppedTreeNoLongerDrivesTheRouter() async {
    let list = TreeFeature("list")
    let tree = harness.router.drive(list)
    tree.stop()
    list.show(.settings, as: .sheet)
    await harness.host.settle()
    #expect(harness.router.presented.description == "root")
  }
}
