import Foundation
import ModalStackCore
import ModalStackTesting
import PropertyBased
import Testing

/// Record a router, replay the trace on a fresh simulated UIKit: the same events come out.
@MainActor
@Suite struct TraceReplayTests {
  static let presentations: [Presentation] = [
    .sheet, .fullScreenCover, .popup(), .push, .sheet(detents: [.medium]), .modal(.formSheet),
  ]

  /// Runs random commands and user actions on a recording router and returns its trace.
  static func record(_ steps: [Int]) async -> Trace<Screen> {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    test.router.startRecording(capacity: 10_000)
    for (index, step) in steps.enumerated() {
      let parameter = step / 10
      switch step % 10 {
      case 0, 1, 2:
        _ = try? test.router.present(.lesson(index), as: presentations[parameter % presentations.count])
      case 3: try? test.router.dismiss()
      case 4: test.router.dismissAll()
      case 5: test.host.swipeDown(progress: 0.5, cancel: parameter % 3 == 0)
      case 6: test.host.tapOutside()
      case 7: test.host.tapBack(on: test.router)
      default:
        test.clock.advance(by: .milliseconds(parameter % 600))
      }
    }
    await test.host.settle()
    return test.router.trace()
  }

  /// 150 sessions in `swift test`; `MODALSTACK_SOAK=N` runs N (CI's sanitizer run takes 20).
  @Test func randomSessionsReplayWithoutDivergence() async {
    let count = ProcessInfo.processInfo.environment["MODALSTACK_SOAK"].flatMap(Int.init) ?? 150
    await propertyCheck(count: count, input: Gen.int(in: 0...9_999).array(of: 25)) { steps in
      let trace = await Self.record(steps)
      let replay = await TraceReplay.run(trace)
      #expect(replay.divergences.isEmpty, "\(replay.divergences)")
      #expect(replay.violations.isEmpty)
      #expect(replay.skippedInputs.isEmpty, "\(replay.skippedInputs)")
    }
  }

  @Test func aDetentDragAndADetentCommandReplay() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    test.router.startRecording(capacity: 1_000)
    try test.send(
      .present(.settings, .sheet(detents: [.medium, .large], largestUndimmedDetent: .medium), id: "places"))
    await test.settle()
    #expect(test.host.dragSheet(to: .large) == .moved)
    await test.settle()
    try test.send(.selectDetent(.medium, of: "places"))
    await test.settle()
    #expect(
      test.router.stack.route("places")?.presentation
        == .sheet(detents: [.medium, .large], selectedDetent: .medium, largestUndimmedDetent: .medium))
    let replay = await TraceReplay.run(test.router.trace())
    #expect(replay.divergences.isEmpty, "\(replay.divergences)")
    #expect(replay.skippedInputs.isEmpty, "\(replay.skippedInputs)")
    #expect(replay.violations.isEmpty)
  }

  /// Found by a random run on 2026-11-23 (shrunk): a step completed at 0.621 s, the instant of
  /// the next commands. The recorded time read back with `Duration.seconds(_:)` landed a hair
  /// later, so the replay ran the commands first and the completion's event took their reason.
  @Test func aCompletionAtTheInstantOfACommandKeepsItsOrder() async {
    let trace = await Self.record([
      0, 0, 0, 0, 0, 0, 0, 0, 4474, 8718, 0, 3508, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3574,
    ])
    let replay = await TraceReplay.run(trace)
    #expect(replay.divergences.isEmpty, "\(replay.divergences)")
  }

  @Test func aTraceFromABugReportBecomesARegressionTest() async throws {
    // What the DocC article shows: the trace as the app exported it, read back and replayed.
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    test.router.startRecording()
    try test.send(.present(.settings, .sheet))
    try test.send(.present(.lesson(42), .fullScreenCover))
    await test.settle()
    test.router.dismissAll()
    await test.settle()
    let exported = try test.router.trace().encoded()

    let replay = await TraceReplay.run(try Trace<Screen>(decoding: exported))
    #expect(replay.divergences.isEmpty)
    #expect(replay.violations.isEmpty)
    #expect(replay.finalStack.description == "root")
    #expect(replay.timeline.contains { $0.contains("dismiss(from: root, animated: true)") })
  }

  /// A trace keeps what the host reported as the host reported it (a finished controller, a back
  /// tap with the path it left), and the exported trace replays it on a fresh simulated UIKit.
  @Test(arguments: [true, false])
  func aFinishedControllerAndABackTapReplayFromTheExportedTrace(dismissingItself: Bool) async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    test.router.startRecording()
    try test.send(.present(.lesson(1), .push))
    await test.settle()
    #expect(test.host.tapBack(on: test.router))
    try test.send(.present(.settings, .sheet.showingController))
    await test.settle()
    test.host.finishController(dismissingItself: dismissingItself)
    await test.settle()
    let trace = try Trace<Screen>(decoding: try test.router.trace().encoded())
    #expect(
      trace.entries.contains {
        if case .host(.controllerFinished(_, dismissingItself, _)) = $0.kind { true } else { false }
      })
    #expect(trace.entries.contains { if case .host(.userChangedPath(0, [])) = $0.kind { true } else { false } })

    let replay = await TraceReplay.run(trace)
    #expect(replay.divergences.isEmpty, "\(replay.divergences)")
    #expect(replay.skippedInputs.isEmpty, "\(replay.skippedInputs)")
    #expect(replay.finalStack.description == "root")
  }

  @Test func aReplayThatGoesAnotherWayReportsTheDivergence() async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    test.router.startRecording()
    try test.send(.present(.settings, .sheet))
    await test.settle()
    test.host.swipeDown()
    await test.settle()
    // Edit the recording: the swipe is said to have been cancelled, so the sheet stays.
    let edited = Trace(
      entries: test.router.trace().entries.map { entry in
        guard case .host(.userDismissed(let id, _)) = entry.kind else { return entry }
        return TraceEntry(time: entry.time, kind: .host(.userDismissCancelled(id)))
      })
    let replay = await TraceReplay.run(edited)
    #expect(replay.divergences.contains { $0.hasPrefix("- didDismiss") })
    #expect(replay.finalStack.description == "root ▸ sheet(settings)")
  }

  /// A change that ran without animation (a restoration, a command given `animated: false`)
  /// replays without animation: the user's swipe right after it replays too.
  @Test(arguments: [true, false])
  func aChangeWithoutAnimationReplaysWithoutAnimation(isRestoration: Bool) async throws {
    let test = NavigationTest<Screen>()
    test.exhaustivity = .off
    test.router.startRecording()
    if isRestoration {
      try test.router.restore(from: RouteStack<Screen>([Route(.settings, presentation: .sheet)]).savedData())
    } else {
      try test.router.present(.settings, as: .sheet, animated: false)
    }
    await test.host.settle()
    #expect(test.host.swipeDown() == .dismissed)
    await test.host.settle()
    let replay = await TraceReplay.run(test.router.trace())
    #expect(replay.skippedInputs.isEmpty, "\(replay.skippedInputs)")
    #expect(replay.divergences.isEmpty, "\(replay.divergences)")
    #expect(replay.finalStack.description == "root")
  }
}
