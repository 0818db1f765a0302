import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

/// SyncUps' navigation, as the article writes it, on the simulated UIKit: every event and every
/// change of the stack is asserted (`Exhaustivity.full`), and each feature's state is checked.
@MainActor
@Suite struct SyncUpsNavigationTests {
  let test = NavigationTest<SyncUpsScreen>()
  let list = SyncUpsList(syncUps: [SyncUp(id: UUID(), title: "Morning Sync")])
  let tree: NavigationTree<SyncUpsScreen>

  init() {
    test.exhaustivity = .full
    tree = test.router.drive(list)
  }

  /// Opens the first sync-up's detail and returns its model.
  private func openDetail() async throws -> SyncUpDetail {
    list.syncUpTapped(list.syncUps[0])
    await test.settle()
    test.receive("didPresent push(detail) (programmatic)")
    test.expectStack("root ▸ push(detail)")
    guard case .detail(let detail) = list.destination else { throw CancellationError() }
    return detail
  }

  @Test func addingASyncUpInASheet() async {
    list.addSyncUpButtonTapped()
    await test.settle()
    test.receive("didPresent sheet(add) (programmatic)")
    test.expectStack("root ▸ sheet(add)")
    guard case .add(let form) = list.destination else { return #expect(Bool(false)) }
    form.syncUp.title = "Design"
    list.confirmAddButtonTapped()
    await test.settle()
    test.receive("didDismiss sheet(add) (programmatic)")
    test.expectStack("root")
    #expect(list.syncUps.map(\.title) == ["Morning Sync", "Design"])
    test.finish()
  }

  @Test func editingInASheetTheUserSwipesAway() async throws {
    let detail = try await openDetail()
    detail.editButtonTapped()
    await test.settle()
    test.receive("didPresent sheet(edit) (programmatic)")
    test.expectStack("root ▸ push(detail) ▸ sheet(edit)")
    test.host.swipeDown()
    await test.settle()
    test.receive("didDismiss sheet(edit) (interactive)")
    test.expectStack("root ▸ push(detail)")
    #expect(detail.destination == nil)
    #expect(list.destination != nil)
    test.finish()
  }

  @Test func editingSavesWhenDone() async throws {
    let detail = try await openDetail()
    detail.editButtonTapped()
    await test.settle()
    test.receive("didPresent sheet(edit) (programmatic)")
    test.expectStack("root ▸ push(detail) ▸ sheet(edit)")
    guard case .edit(let form) = detail.destination else { return #expect(Bool(false)) }
    form.syncUp.title = "Evening Sync"
    detail.doneEditingButtonTapped()
    await test.settle()
    test.receive("didDismiss sheet(edit) (programmatic)")
    test.expectStack("root ▸ push(detail)")
    #expect(detail.syncUp.title == "Evening Sync")
    test.finish()
  }

  @Test func deletingThroughTheAlertsTypedActionPopsTheDetail() async throws {
    let detail = try await openDetail()
    detail.deleteButtonTapped()
    await test.settle()
    test.receive("didPresent alert(deleteAlert) (programmatic)")
    test.expectStack("root ▸ push(detail) ▸ alert(deleteAlert)")
    test.host.tapAlertButton("Yes")
    await test.settle()
    test.receive(
      "alertAnswered alert(deleteAlert) → Yes", "didDismiss alert(deleteAlert) (answered)",
      "didDismiss push(detail) (programmatic)")
    test.expectStack("root")
    #expect(list.syncUps.isEmpty && list.destination == nil)
    test.finish()
  }

  @Test func theTimerScreenDismissesItselfAndTheMeetingIsSaved() async throws {
    let detail = try await openDetail()
    detail.startMeetingButtonTapped()
    await test.settle()
    test.receive("didPresent push(record) (programmatic)")
    test.expectStack("root ▸ push(detail) ▸ push(record)")
    guard case .record(let record) = detail.destination else { return #expect(Bool(false)) }
    record.transcript = "Shipped it"
    record.timerFinished(dismiss: tree.dismissAction(for: record))
    await test.settle()
    test.receive("didDismiss push(record) (programmatic)")
    test.expectStack("root ▸ push(detail)")
    #expect(detail.destination == nil && detail.syncUp.meetings == ["Shipped it"])
    test.finish()
  }

  @Test func backFromTheDetailClearsTheList() async throws {
    _ = try await openDetail()
    #expect(test.host.tapBack(on: test.router))
    await test.settle()
    test.receive("didDismiss push(detail) (interactive)")
    test.expectStack("root")
    #expect(list.destination == nil)
    test.finish()
  }
}
