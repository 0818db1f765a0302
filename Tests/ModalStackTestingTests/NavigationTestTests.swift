import Foundation
import ModalStackCore
import ModalStackTesting
import Testing

/// The testing API fails a test for each thing it promises to check.
@MainActor
@Suite struct NavigationTestTests {
  @Test func sendHandsBackTheRoutesItAddedOrItsTypedError() async throws {
    var links = DeepLinkMap<Screen>()
    links.add("/lesson/:id") {
      [Route(.settings, presentation: .sheet), Route(.lesson(try $0.value("id")), presentation: .push)]
    }
    let test = NavigationTest<Screen>(deepLinks: links)
    let ids = try test.send(.open(URL(string: "myapp://lesson/3")!))
    #expect(test.router.stack.routes.map(\.id) == ids)
    #expect(ids.count == 2)
    #expect(try test.send(.present(.settings, .sheet, id: "mine")) == ["mine"])
    // A replacement hands back the ids of the whole new stack, bottom first.
    #expect(
      try test.send(
        .replace([Route(.settings, presentation: .sheet, id: "s"), Route(.lesson(2), presentation: .push, id: "l")]))
        == ["s", "l"])
    // An insertion hands back the route it put under another.
    #expect(try test.send(.insert(.lesson(1), before: "l", id: "under")) == ["under"])
    #expect(test.router.stack.routes.map(\.id) == ["s", "under", "l"])
    #expect(try test.send(.dismissAll) == [])
    #expect(throws: RouteStackError.routeNotFound("gone")) { try test.send(.dismiss("gone")) }
    #expect(throws: DeepLinkError.self) { try test.send(.open(URL(string: "myapp://nowhere")!)) }
    await test.settle()
    test.exhaustivity = .off
    test.finish()
  }

  /// What became of a link is kept apart from the events a test receives: a refused link and an
  /// opened one from outside are there to read, and no command waits for them to be received.
  @Test func linkEventsAreKeptApartFromTheEventsToReceive() async throws {
    var links = DeepLinkMap<Screen>()
    links.add("/lesson/:id", presentation: .sheet, access: .appOnly) { .lesson(try $0.value("id")) }
    links.add("/news", presentation: .sheet) { _ in .settings }
    let test = NavigationTest<Screen>(deepLinks: links)
    let lesson = try #require(URL(string: "myapp://lesson/3"))
    #expect(throws: DeepLinkError.self) { try test.send(.open(lesson, from: .notification)) }
    let ids = try test.send(.open(try #require(URL(string: "myapp://news")), from: .notification))
    await test.settle()
    test.receive("didPresent sheet(settings) (deepLink)")
    test.finish()
    #expect(test.linkEvents.map(\.description).first?.hasPrefix("linkRefused: myapp://lesson/3") == true)
    #expect(test.linkEvents.last?.description == "linkOpened myapp://news from notification → \(ids[0].rawValue)")
  }

  @Test func eventsNotReceivedFailTheNextCommandAndTheEnd() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet))
    await test.settle()
    try withKnownIssue {
      try test.send(.dismissTop)
    } matching: {
      $0.comments.contains { "\($0)".contains("1 event(s) not received before dismissTop: didPresent sheet(settings)") }
    }
    await test.settle()
    withKnownIssue {
      test.finish()
    } matching: {
      $0.comments.contains { "\($0)".contains("didDismiss sheet(settings)") }
    }
  }

  @Test func aWrongEventOrStackFailsWithBothSides() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.lesson(1), .fullScreenCover))
    await test.settle()
    withKnownIssue {
      test.receive("didPresent sheet(lesson(1)) (programmatic)")
    } matching: {
      $0.comments.contains { "\($0)".contains("received didPresent fullScreenCover(lesson(1)) (programmatic)") }
    }
    withKnownIssue {
      test.expectStack("root")
    } matching: {
      $0.comments.contains { "\($0)".contains("is root ▸ fullScreenCover(lesson(1)), not root") }
    }
    try test.send(.dismissAll)
    withKnownIssue {
      test.expectStack("root")
    } matching: {
      $0.comments.contains { "\($0)".contains("settle first") }
    }
    await test.settle()
    test.skipReceivedEvents()
    test.finish()
  }

  @Test func aRouterThatCannotSettleFailsWithWhatItIsStuckOn() async throws {
    let test = NavigationTest<Screen>()
    let alert = try #require(test.host.presentForeign(.alert))
    await test.settle()
    try test.send(.present(.settings, .sheet))
    var time: Duration? = .zero
    await withKnownIssue {
      time = await test.settle(within: .seconds(5))
    } matching: { issue in
      issue.comments.contains {
        "\($0)".contains(
          "did not settle within 5.000s: target root ▸ sheet(settings), on screen root; waiting for \(alert.name) to go"
        )
      }
    }
    #expect(time == nil)
    test.host.dismissForeign(alert)
    #expect(await test.settle() != nil)
    test.skipReceivedEvents()
    test.finish()
  }

  @Test func aHungTransitionIsNamedInTheFailure() async throws {
    let test = NavigationTest<Screen>()
    test.host.hangNextTransition()
    try test.send(.present(.settings, .sheet))
    await withKnownIssue {
      await test.settle(within: .seconds(1))
    } matching: {
      $0.comments.contains { "\($0)".contains("the host has not completed present sheet(settings)") }
    }
    test.host.finishHungTransition()
    await test.settle()
    test.skipReceivedEvents()
    test.finish()
  }

  @Test func aSpinningRouterFailsItsSettleWithTheStuckStateNamed() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet))
    // Stands in for a broken engine that retries at the same instant, for ever.
    func spin() { test.clock.schedule(after: .zero) { spin() } }
    spin()
    var time: Duration? = .zero
    await withKnownIssue {
      time = await test.settle(steps: 500)
    } matching: { issue in
      issue.comments.contains {
        "\($0)".contains("settle ran 500 scheduled actions") && "\($0)".contains("target root ▸ sheet(settings)")
      }
    }
    #expect(time == nil)
  }

  @Test func controllerCallsAreCountedByKind() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off  // this test is about calls, not events
    try test.send(.present(.settings, .sheet))
    try test.send(.present(.lesson(1), .modal(.fullScreen, transition: .none)))
    await test.settle()
    try test.send(.present(.lesson(2), .push))
    await test.settle()
    test.host.swipeDown()  // the cover cannot be swiped: nothing happens
    try test.send(.dismissAll)
    await test.settle()
    #expect(test.calls.presents == 2)
    #expect(test.calls.pathChanges == 1)
    #expect(test.calls.dismissals == 1)
    #expect(test.calls.userDismissals == 0)
    #expect(test.calls.animatedTransitions + test.calls.unanimatedTransitions == 4)
    #expect(test.calls.droppedCalls == 0)
    test.finish()
  }

  @Test func aTestThatExpectsABrokenRuleTurnsRecordingOff() async throws {
    let test = NavigationTest<Screen>(recordsViolations: false)
    test.host.window.root?.presentModal(test.host.window.root!, animated: false) {}  // a controller presenting itself
    #expect(test.host.violations.map(\.rule) == [.invalidPresentedController])
  }

  @Test func otherCodePresentingOnAPresentingControllerFailsTheTestNamingOtherCode() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet, id: "settings"))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    let root = try #require(test.host.window.root)
    withKnownIssue {
      #expect(test.host.window.presentForeign(.sheet, on: root) == nil)  // root already presents the settings sheet
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("broken by other code") && $0.rawValue.contains("already presenting")
      }
    }
    #expect(test.host.violations.map(\.caller) == [.otherCode])
    #expect(test.calls.droppedCalls == 1)
  }
}

/// `Exhaustivity.full`: every change of the stack must be asserted, like every event.
@MainActor
@Suite struct FullExhaustivityTests {
  private func test() -> NavigationTest<Screen> {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .full
    return test
  }

  @Test func aChangeAssertedWithExpectStackPasses() async throws {
    let test = test()
    try test.send(.present(.settings, .sheet))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    test.expectStack("root ▸ sheet(settings)")
    test.host.swipeDown()
    await test.settle()
    test.receive("didDismiss sheet(settings) (interactive)")
    test.expectStack("root")
    test.finish()
  }

  @Test func aChangeNotAssertedFailsTheNextCommandWithBothStacks() async throws {
    let test = test()
    try test.send(.present(.settings, .sheet))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    try withKnownIssue {
      try test.send(.present(.lesson(1), .fullScreenCover))
    } matching: {
      $0.comments.contains {
        "\($0)".contains("the stack changed without an expectStack before present")
          && "\($0)".contains("    root\n  + sheet(settings)")
      }
    }
    await test.settle()
    test.receive("didPresent fullScreenCover(lesson(1)) (programmatic)")
    test.expectStack("root ▸ sheet(settings) ▸ fullScreenCover(lesson(1))")
    test.finish()
  }

  @Test func aUserChangeNotAssertedFailsTheEnd() async throws {
    let test = test()
    try test.send(.present(.settings, .sheet))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    test.expectStack("root ▸ sheet(settings)")
    test.host.swipeDown()
    await test.settle()
    test.receive("didDismiss sheet(settings) (interactive)")
    withKnownIssue {
      test.finish()
    } matching: {
      $0.comments.contains { "\($0)".contains("    root\n  - sheet(settings)") }
    }
  }

  @Test func exhaustivityOnLetsTheStackGoUnasserted() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet))
    await test.settle()
    test.receive("didPresent sheet(settings) (programmatic)")
    try test.send(.dismissTop)
    await test.settle()
    test.receive("didDismiss sheet(settings) (programmatic)")
    test.finish()
  }

  @Test func aWrongStackOrEventShowsTheDifferenceLineByLine() async throws {
    let test = NavigationTest<Screen>()
    try test.send(.present(.settings, .sheet))
    try test.send(.present(.lesson(2), .fullScreenCover))
    await test.settle()
    withKnownIssue {
      test.expectStack("root ▸ sheet(settings) ▸ sheet(lesson(2))")
    } matching: {
      $0.comments.contains {
        "\($0)".contains("    root\n    sheet(settings)\n  - sheet(lesson(2))\n  + fullScreenCover(lesson(2))")
      }
    }
    withKnownIssue {
      test.receive("didPresent sheet(settings) (programmatic)", "didPresent sheet(lesson(2)) (programmatic)")
    } matching: {
      $0.comments.contains {
        "\($0)".contains("  - didPresent sheet(lesson(2)) (programmatic)\n  + didPresent fullScreenCover")
      }
    }
    test.finish()
  }
}
