import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

/// The reducer-style feature (`ReducerExample/LessonsFeature.swift`) tested as an app team would:
/// the reducer alone, then the store on the simulated UIKit with the user's own gestures.
@MainActor
@Suite struct ReducerExampleTests {
  /// A store on a fresh simulated window; events are checked through the store's state.
  private func launch(_ state: LessonsState = LessonsState()) -> (
    test: NavigationTest<LessonsScreen>, store: LessonsStore
  ) {
    let test = NavigationTest<LessonsScreen>()
    test.exhaustivity = .off
    return (test, LessonsStore(state: state, router: test.router))
  }

  @Test func theReducerOwnsTheRoutes() {
    var state = LessonsState()
    lessonsReducer(&state, .openLesson(1))
    lessonsReducer(&state, .openSettings)
    #expect(state.routes.map(\.destination) == [.lesson(1), .settings])
    lessonsReducer(&state, .finishLesson(1))
    #expect(state.routes.isEmpty)
    #expect(state.completed == [1])
  }

  @Test func actionsDriveTheScreenAndTheUsersGesturesComeBackAsActions() async throws {
    let (test, store) = launch()

    store.send(.openLesson(7))
    store.send(.openSettings)
    await test.settle()
    test.expectStack("root ▸ fullScreenCover(lesson(7)) ▸ sheet(settings)")

    // The user swipes the settings sheet away: the state follows, with the reason.
    test.host.swipeDown()
    await test.settle()
    #expect(store.state.routes.map(\.destination) == [.lesson(7)])
    #expect(store.state.closed == ["settings (interactive)"])

    // A tip pops up; a tap outside closes it.
    store.send(.showTip("Swipe to save"))
    await test.settle()
    test.host.tapOutside()
    await test.settle()
    #expect(store.state.routes.map(\.destination) == [.lesson(7)])
    #expect(store.state.closed.last == "tip(\"Swipe to save\") (tapOutside)")

    // Finishing the lesson closes it from the state.
    store.send(.finishLesson(7))
    await test.settle()
    test.expectStack("root")
    #expect(store.state.completed == [7])
    #expect(test.host.window.violations.isEmpty)
  }

  @Test func theStateRestoresTheScreensAfterRelaunch() async throws {
    let (first, store) = launch()
    store.send(.openLesson(3))
    store.send(.openSettings)
    await first.settle()
    let saved = try JSONEncoder().encode(store.state)

    let (relaunched, restored) = launch(try JSONDecoder().decode(LessonsState.self, from: saved))
    await relaunched.settle()
    relaunched.expectStack("root ▸ fullScreenCover(lesson(3)) ▸ sheet(settings)")
    #expect(restored.state == store.state)
  }

  @Test func damagedSavedRoutesAreATypedErrorNamingThePlace() throws {
    let routes = [Route(LessonsScreen.lesson(3), presentation: .fullScreenCover)]
    let data = try RouteStack(routes).savedData()
    #expect(try RouteStack<LessonsScreen>(savedData: data).routes == routes)
    let damaged = Data(
      String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"lesson\"", with: "\"lessen\"").utf8)
    do {
      _ = try RouteStack<LessonsScreen>(savedData: damaged)
      Issue.record("a destination that no longer decodes must fail")
    } catch let RestorationError.schemaMismatch(path, _) {
      #expect(path.hasPrefix("routes.0"), "the place in the saved data: \(path)")
    }
    #expect {
      try RouteStack<LessonsScreen>(savedData: Data("{".utf8))
    } throws: { error in
      if case RestorationError.corrupted = error { true } else { false }
    }
  }
}
