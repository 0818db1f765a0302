import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

/// Routes whose screen is a controller the app made (Safari, a share sheet, mail, a picker): they
/// leave like any route, with ``RouteChangeReason/finished`` when the controller finishes by
/// itself, and ``Router/presentForResult(_:as:returning:id:)`` returns what it finished with.
@MainActor
@Suite struct RouterControllerRoutesTests {
  /// Presents `destination` for a result in a task, and waits until it is on screen.
  private func presentForResult<Result: Sendable>(
    _ test: NavigationTest<Screen>, _ destination: Screen, as presentation: Presentation = .sheet,
    returning: Result.Type, id: RouteID = RouteID()
  ) async -> Task<ControllerOutcome<Result>, any Error> {
    let task = Task {
      try await test.router.presentForResult(destination, as: presentation, returning: Result.self, id: id)
    }
    await test.settle()
    return task
  }

  @Test func aControllerThatDismissesItselfLeavesAsFinishedWithItsResult() async throws {
    let test = NavigationTest<Screen>()
    let share = await presentForResult(test, .profile("share"), returning: String.self)
    test.receive("didPresent sheet(profile share) (programmatic)")
    #expect(test.host.finishController(with: "copied") == .dismissed)
    await test.settle()
    #expect(try await share.value == .finished("copied"))
    test.receive("didDismiss sheet(profile share) (finished)")
    test.expectStack("root")
    // UIKit removed it: the router made no dismissal of its own, and nothing was a fault.
    #expect(test.calls.dismissals == 1)
    #expect(test.host.violations.isEmpty)
    test.finish()
  }

  @Test func aControllerThatWaitsForItsDelegateIsDismissedByTheRouter() async throws {
    let test = NavigationTest<Screen>()
    let mail = await presentForResult(test, .profile("mail"), as: .fullScreenCover, returning: Int.self)
    test.receive("didPresent fullScreenCover(profile mail) (programmatic)")
    #expect(test.host.finishController(with: 2, dismissingItself: false) == .attempted)
    await test.settle()
    #expect(try await mail.value == .finished(2))
    test.receive("didDismiss fullScreenCover(profile mail) (finished)")
    test.expectStack("root")
    #expect(test.calls.dismissals == 1)
    test.finish()
  }

  @Test func aFinishedControllerGoesWhateverItsDismissPolicy() async throws {
    let test = NavigationTest<Screen>()
    let picker = await presentForResult(
      test, .profile("photos"), as: .sheet(dismissPolicy: .blocked), returning: [String].self)
    test.receive("didPresent sheet(profile photos) (programmatic)")
    test.host.finishController(with: ["IMG_1"], dismissingItself: false)
    await test.settle()
    test.receive("didDismiss sheet(profile photos) (finished)")
    test.expectStack("root")
    guard test.router.stack.layerCount == 1 else { return }  // the route stayed: nothing to await
    #expect(try await picker.value == .finished(["IMG_1"]))
    test.finish()
  }

  @Test func aControllerSwipedAwayReturnsTheSwipeAndItsLateFinishIsIgnored() async throws {
    let test = NavigationTest<Screen>()
    let safari = await presentForResult(test, .profile("safari"), returning: Void.self)
    test.receive("didPresent sheet(profile safari) (programmatic)")
    test.host.swipeDown()
    await test.settle()
    // Safari tells its delegate it finished after the swipe too: the route has gone already.
    #expect(test.host.finishController() == .ignored)
    guard case .dismissed(.interactive) = try await safari.value else {
      Issue.record("expected the swipe's reason")
      return
    }
    test.receive("didDismiss sheet(profile safari) (interactive)")
    test.finish()
  }

  @Test func aControllerRemovedByACommandReturnsTheCommandsReason() async throws {
    let test = NavigationTest<Screen>()
    let share = await presentForResult(test, .profile("share"), returning: String.self)
    test.receive("didPresent sheet(profile share) (programmatic)")
    try test.send(.dismissAll)
    #expect(try await share.value == .dismissed(.dismissAll))
    await test.settle()
    test.receive("didDismiss sheet(profile share) (dismissAll)")
    test.finish()
  }

  @Test func aResultOfAnotherTypeReadsAsFinishedWithoutAValue() async throws {
    let test = NavigationTest<Screen>()
    let share = await presentForResult(test, .profile("share"), returning: String.self)
    test.receive("didPresent sheet(profile share) (programmatic)")
    test.host.finishController(with: 42)
    await test.settle()
    #expect(try await share.value == .dismissed(.finished))
    test.receive("didDismiss sheet(profile share) (finished)")
    test.finish()
  }

  @Test func theRouteShowsAControllerAndIsNeverPushed() async throws {
    let test = NavigationTest<Screen>()
    await #expect(throws: PresentationError.pushedController) {
      try await test.router.presentForResult(.profile("safari"), as: .push, returning: Void.self)
    }
    // A popup draws its own content: refused as any invalid route is, naming it.
    await #expect(throws: RouteStackError.self) {
      try await test.router.presentForResult(.profile("safari"), as: .popup, returning: Void.self)
    }
    let share = await presentForResult(test, .profile("share"), returning: String.self)
    test.receive("didPresent sheet(profile share) (programmatic)")
    #expect(test.router.stack.routes.last?.presentation.showsController == true)
    test.host.finishController(with: "done")
    await test.settle()
    _ = try await share.value
    test.receive("didDismiss sheet(profile share) (finished)")
    test.finish()
  }

  @Test func aControllerCoveredByALayerDismissesThatLayerAndIsThenDismissed() async throws {
    let test = NavigationTest<Screen>()
    let share = await presentForResult(test, .profile("share"), returning: String.self, id: "share")
    test.receive("didPresent sheet(profile share) (programmatic)")
    try test.send(.present(.learn(1), .fullScreenCover))
    await test.settle()
    test.receive("didPresent fullScreenCover(learn 1) (programmatic)")
    // Its own dismiss(animated:) takes what it presents (UIKit's rule), not itself.
    #expect(test.host.finishController(of: "share", with: "copied") == .dismissed)
    await test.settle()
    test.receive(
      "didDismiss fullScreenCover(learn 1) (hostRefused)", "didDismiss sheet(profile share) (finished)")
    #expect(try await share.value == .finished("copied"))
    test.expectStack("root")
    #expect(test.host.violations.isEmpty)
    test.finish()
  }
}
