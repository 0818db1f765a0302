import Foundation
import Testing

@testable import ModalStackCore
@testable import ModalStackTesting

@MainActor
@Suite struct FlightRecorderTests {
  let harness = Harness()

  private var kinds: [TraceEntry<Screen>.Kind] { harness.router.trace().entries.map(\.kind) }

  private var sources: [CommandSource] {
    kinds.compactMap { if case .target(_, _, let source, _) = $0 { source } else { nil } }
  }

  private var reasons: [RouteChangeReason] {
    kinds.compactMap { if case .target(_, let reason, _, _) = $0 { reason } else { nil } }
  }

  @Test func nothingIsRecordedUntilRecordingStarts() async throws {
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(harness.router.flightRecorder == nil)
    #expect(harness.router.trace().entries.isEmpty)
  }

  @Test func stoppingDropsWhatWasKeptAndRecordsNothingMore() async throws {
    harness.router.startRecording()
    try harness.router.present(.settings, as: .sheet)
    await harness.host.settle()
    #expect(!harness.router.trace().entries.isEmpty)
    harness.router.stopRecording()
    #expect(harness.router.trace().entries.isEmpty)
    try harness.router.present(.learn(1), as: .sheet)
    await harness.host.settle()
    #expect(harness.router.trace().entries.isEmpty)
  }

  @Test func theRingBufferKeepsTheLastEntriesAndCountsTheDropped() {
    let recorder = FlightRecorder<Screen>(capacity: 3, origin: .zero)
    for index in 0..<5 {
      recorder.record(.host(.windowClosed), at: .seconds(index))
    }
    #expect(recorder.entries.map(\.time) == [2, 3, 4])
    #expect(recorder.droppedCount == 2)
  }

  @Test func commandsAreRecordedWithTheirSourceAndTime() async throws {
    harness.router.deepLinks = {
      var links = DeepLinkMap<Screen>()
      links.add("/learn/:id", presentation: .fullScreenCover) { .learn(try $0.value("id")) }
      return links
    }()
    harness.router.startRecording()
    try harness.router.present(.settings, as: .sheet)
    harness.clock.advance(by: .seconds(1))
    try harness.router.open("myapp://learn/7")
    harness.router.send(.dismissAll)
    await harness.host.settle()
    let binding = StackBinding(router: harness.router) { _, _ in }
    binding.update([Route(.profile("a"), presentation: .sheet)])
    await harness.host.settle()
    // The source says who gave the command, the reason why routes came: a link's is `deepLink`.
    #expect(sources == [.api, .api, .send, .binding])
    #expect(reasons == [.programmatic, .deepLink, .dismissAll, .programmatic])
    let times = harness.router.trace().entries.filter { if case .target = $0.kind { true } else { false } }.map(\.time)
    #expect(times[0] == 0 && times[1] == 1)
  }

  /// A restoration is the app's command: its reason says it restored, and it ran without animation.
  @Test func aRestorationIsRecordedAsTheAppsCommandWithoutAnimation() throws {
    harness.router.startRecording()
    try harness.router.restore(from: RouteStack<Screen>([Route(.settings, presentation: .sheet)]).savedData())
    let targets = kinds.compactMap { kind -> (RouteChangeReason, CommandSource, Bool?)? in
      if case .target(_, let reason, let source, let animated) = kind { (reason, source, animated) } else { nil }
    }
    #expect(targets.count == 1)
    #expect(targets.first?.0 == .restored && targets.first?.1 == .api && targets.first?.2 == false)
  }

  @Test func userInputsAndTheRoutersAnswerAreRecorded() async throws {
    harness.router.startRecording()
    try harness.router.present(.settings, as: .sheet)
    let popup = try harness.router.present(.popup("tip"), as: .popup())
    await harness.host.settle()
    harness.host.tapOutside()
    await harness.host.settle()
    harness.host.swipeDown()
    await harness.host.settle()
    let inputs = kinds.compactMap { if case .host(let input) = $0 { input } else { nil } }
    #expect(inputs.contains(.dismissAttempted(popup, reason: .tapOutside)))
    #expect(inputs.contains { if case .userDismissed(_, .interactive) = $0 { true } else { false } })
    // The tap outside made the router dismiss the popup: recorded as its answer, not as a command.
    #expect(sources == [.api, .api, .userAttempt])
    let events = kinds.compactMap { if case .event(let record) = $0 { record.comparable } else { nil } }
    #expect(events.contains("didDismiss \(popup.rawValue) tapOutside"))
  }

  @Test func destinationsAreRedactedInTheTraceNotInTheRouter() async throws {
    harness.router.startRecording()
    try harness.router.present(.profile("Zoë Martin"), as: .sheet)
    let trace = harness.router.trace { screen in
      if case .profile = screen { .profile("redacted") } else { screen }
    }
    let routes = trace.entries.compactMap { if case .target(let routes, _, _, _) = $0.kind { routes } else { nil } }
    #expect(routes.first?.first?.destination == .profile("redacted"))
    #expect(harness.router.stack.routes.first?.destination == .profile("Zoë Martin"))
    let json = String(decoding: try trace.encoded(), as: UTF8.self)
    #expect(!json.contains("Zoë"))
  }

  @Test func redactionChangesOnlyTheDestinations() throws {
    harness.router.startRecording()
    let routes = [
      Route(Screen.settings, presentation: .sheet), Route(.profile("Zoë"), presentation: .push, stack: "inbox"),
    ]
    try harness.router.replace(with: routes)
    let trace = harness.router.trace { _ in .settings }
    let recorded = trace.entries.compactMap { if case .target(let routes, _, _, _) = $0.kind { routes } else { nil } }
    #expect(recorded.last == routes.map { Route(.settings, presentation: $0.presentation, id: $0.id, stack: $0.stack) })
  }

  /// A back tap is kept with the path it left, whose routes are redacted like a target's.
  @Test func theRoutesOfAPathTheUserChangedAreRedacted() async throws {
    harness.router.startRecording()
    try harness.router.push(.profile("ada.lovelace"))
    try harness.router.push(.profile("grace.hopper"))
    await harness.host.settle()
    #expect(harness.host.tapBack(on: harness.router))
    await harness.host.settle()
    let trace = harness.router.trace { _ in .profile("redacted") }
    let paths = trace.entries.compactMap {
      if case .host(.userChangedPath(_, let path)) = $0.kind { path } else { nil }
    }
    #expect(paths.map { $0.map(\.destination) } == [[.profile("redacted")]])
    #expect(!String(decoding: try trace.encoded(), as: UTF8.self).contains("ada.lovelace"))
  }

  /// A redacted trace holds no destination as the app made it: not in its targets, not in the
  /// events about routes, not in what a fault or an error prints.
  @Test func aRedactedTraceKeepsNoDestinationInItsEvents() async throws {
    let harness = Harness()
    harness.router.startRecording()
    try harness.router.present(.profile("ada.lovelace"), as: .sheet)
    await harness.host.settle()
    try harness.router.dismiss()
    await harness.host.settle()
    // A curl over other code's sheet is given up by the host: the fault names the step.
    _ = harness.host.presentForeign(.sheet)
    await harness.host.settle()
    try harness.router.present(.profile("grace.hopper"), as: .modal(.fullScreen, transition: .partialCurl))
    await harness.host.settle()
    #expect(harness.events.contains { if case .hostFault = $0 { true } else { false } })
    let text = String(decoding: try harness.router.trace { _ in .profile("redacted") }.encoded(), as: UTF8.self)
    #expect(!text.contains("ada.lovelace"))
    #expect(!text.contains("grace.hopper"))
    #expect(text.contains("redacted"))
  }

  /// A refused command's text names its screen, and what a destination carries with it: a
  /// redacted trace keeps the refusal's kind only. The refusal is told in full to the app, as
  /// the event and in the unredacted trace.
  @Test func aRedactedTraceKeepsNoScreenInARefusal() async throws {
    let harness = Harness()
    harness.router.startRecording()
    try harness.router.present(.settings, as: .sheet, id: "settings")
    await harness.host.settle()
    let router = harness.router
    await Task.detached { router.send(.present(.profile("ada.lovelace"), .sheet, id: "settings")) }.value
    await harness.host.settle()
    func refusals(_ trace: Trace<Screen>) -> [String] {
      trace.entries.compactMap {
        if case .event(let record) = $0.kind, record.kind == "commandFailed" { record.text } else { nil }
      }
    }
    let error = RouteStackError.duplicateRouteID("settings", screen: "profile ada.lovelace")
    #expect(harness.events.contains { $0 == .commandFailed(error) })
    #expect(refusals(harness.router.trace()) == ["commandFailed: \(error)"])
    let redacted = refusals(harness.router.trace { _ in .profile("redacted") })
    #expect(redacted == ["commandFailed"])
    let text = String(decoding: try harness.router.trace { _ in .profile("redacted") }.encoded(), as: UTF8.self)
    #expect(!text.contains("ada.lovelace"))
  }

  /// What a link event prints may name the app's data (a link's parameters): a redacted trace
  /// keeps only the event's kind, as it does for every event about no route.
  @Test func aRedactedTraceKeepsOnlyTheKindOfALinksEvents() throws {
    let harness = Harness()
    var links = DeepLinkMap<Screen>()
    links.add("/users/:name", presentation: .sheet) { .profile(try $0.value("name")) }
    harness.router.deepLinks = links
    harness.router.startRecording()
    try harness.router.open(try #require(URL(string: "myapp://users/ada.lovelace")), from: .notification)
    #expect(harness.linkEvents.count == 1)
    let events = harness.router.trace { _ in .profile("redacted") }.entries.compactMap {
      if case .event(let record) = $0.kind, record.kind.hasPrefix("link") { record } else { nil }
    }
    #expect(events.map(\.text) == ["linkOpened"])
    let unredacted = harness.router.trace().entries.contains {
      if case .event(let record) = $0.kind { record.text.contains("ada.lovelace") } else { false }
    }
    #expect(unredacted)
  }

  /// A command's `animated:` is noted on the targets it recorded, and only on them, whether the
  /// recorder's buffer has wrapped or not (a replay animates each command as it ran).
  @Test(arguments: [4, 100])
  func aCommandsAnimatedIsNotedOnItsOwnTargets(capacity: Int) async throws {
    let harness = Harness()
    harness.router.startRecording(capacity: capacity)
    for n in 1...5 {
      try harness.router.present(.learn(n), as: .sheet, animated: n.isMultiple(of: 2) ? true : n == 5 ? nil : false)
      await harness.host.settle()
    }
    let targets = harness.router.trace().entries.compactMap { entry -> (Int, Bool?)? in
      guard case .target(let routes, _, _, let animated) = entry.kind, case .learn(let n)? = routes.last?.destination
      else { return nil }
      return (n, animated)
    }
    #expect(!targets.isEmpty)
    for (n, animated) in targets {
      #expect(animated == (n.isMultiple(of: 2) ? true : n == 5 ? nil : false), "target of command \(n)")
    }
  }
}
