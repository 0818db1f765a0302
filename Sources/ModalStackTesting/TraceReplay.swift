import ModalStackCore

/// Replays a flight recording on the simulated UIKit: the same commands at the same times, the
/// user's swipes, taps and back taps, foreign alerts where the router waited for one. It reports
/// the timeline, the UIKit rules the replay broke, and the divergences: events the recording has
/// and the replay does not, or the other way round.
///
/// A restoration replays without animation, and a command given `animated:` with it, as they ran.
///
/// A trace from a bug report becomes a regression test:
///
/// ```swift
/// @Test func theLessonStaysOpenAfterTheSwipe() async throws {
///   let trace = try Trace<Screen>(decoding: Data(contentsOf: bugReport))
///   let replay = await TraceReplay.run(trace)
///   #expect(replay.divergences.isEmpty)
///   #expect(replay.violations.isEmpty)
///   #expect(replay.finalStack.description == "root ▸ fullScreenCover(lesson(42))")
/// }
/// ```
@MainActor
public struct TraceReplay<Destination: Hashable & Sendable & Codable> {
  /// The timeline, in the demo's format: time, then an input (`▶`), a controller call or an event.
  public let timeline: [String]
  /// The UIKit rules the replay broke.
  public let violations: [RuleViolation]
  /// Events only the recording has (`- `) or only the replay has (`+ `), compared by kind, route
  /// and reason (not by time, nor by how destinations print).
  public let divergences: [String]
  /// Inputs the replay could not make again, with why.
  public let skippedInputs: [String]
  /// What the replayed router shows at the end.
  public let finalStack: RouteStack<Destination>

  /// Replays a trace.
  /// - Parameter trace: The recording.
  /// - Returns: What the replay did and where it differs from the recording.
  public static func run(_ trace: Trace<Destination>) async -> TraceReplay {
    let clock = SimulatedClock()
    let host = SimulatedHost<Destination>(clock: clock, recordsIssues: false)
    let router = Router<Destination>(scheduler: clock)
    try! router.attach(host)  // a new router on a new window: nothing to conflict with
    var replayed: [EventRecord] = []
    var lines: [(time: Duration, order: Int, text: String)] = []
    func line(_ text: String, at time: Duration = clock.now) { lines.append((time, lines.count, text)) }
    let subscription = router.observe { event in
      let record = EventRecord(event)
      replayed.append(record)
      lines.append((clock.now, lines.count, "    event: \(record.text)"))
    }
    defer { subscription.cancel() }

    let foreign = ForeignPlan(trace)
    var skipped: [String] = []
    var shownForeign: [SimulatedController] = []
    var consumed = Set<Int>()
    // Events recorded between two inputs of the same instant show that the router ran in
    // between (a plan started); without them, the inputs came in one turn and coalesce.
    var routerRanSinceLastInput = false
    var windowClosed = false
    for (index, entry) in trace.entries.enumerated() where !consumed.contains(index) {
      if case .host(.windowClosed) = entry.kind { windowClosed = true }
      // Detached with its window open: another root's router took the window (a sign-out),
      // which the trace does not record as an input.
      if case .event(let record) = entry.kind, record.kind == "hostDetached", !windowClosed {
        await run(until: Self.instant(entry.time), host: host, clock: clock)
        line("  ▶ another router takes the window")
        router.detach()
        continue
      }
      guard !isOutcome(entry) else {
        routerRanSinceLastInput = true
        continue
      }
      if routerRanSinceLastInput, Self.instant(entry.time) <= clock.now { await host.settle(within: .zero) }
      routerRanSinceLastInput = false
      // Alerts others showed: up (and done animating) before the input that made the router
      // wait, gone before it resumed.
      let alerts = foreign.alertsShown(before: index)
      if !alerts.isEmpty {
        await run(until: Self.instant(entry.time) - .milliseconds(50), host: host, clock: clock)
        for _ in alerts {
          if let alert = host.presentForeign(.alert, animated: false) { shownForeign.append(alert) }
        }
      }
      // A controller that dismissed itself is recorded once it was gone: its own dismissal
      // started one transition earlier.
      let lead =
        if case .host(.controllerFinished(_, removed: true, _)) = entry.kind {
          host.window.configuration.animationDuration
        } else {
          Duration.zero
        }
      await run(until: Self.instant(entry.time) - lead, host: host, clock: clock)
      switch entry.kind {
      case .target(let routes, let reason, let source, let animated):
        guard source != .userAttempt else { continue }  // the replayed input makes it again
        line(
          "  ▶ \(source.rawValue): target \(routes.isEmpty ? "root" : routes.map(\.description).joined(separator: " ▸ "))"
        )
        do {
          let stack = try RouteStack(routes)
          router.changing(animated: animated) { router.replace(with: stack, reason: reason) }
        } catch {
          skipped.append("entry \(index): \(error)")
        }
      case .attached:
        // Attaching to the host it drives already changes nothing; a router another root's
        // router had taken the window from (a sign-out), or a closed window's, comes back.
        line("  ▶ attached")
        do {
          try router.attach(host)
        } catch {
          skipped.append("entry \(index): could not attach: \(error)")
        }
      case .host(let input):
        line("  ▶ user: \(input)")
        if let problem = replay(input, at: index, in: trace, host: host, router: router, consumed: &consumed) {
          skipped.append("entry \(index): \(problem)")
        }
      case .event:
        break
      }
      for time in foreign.alertsGone(after: index) {
        await run(until: Self.instant(time) - router.settings.foreignRecheckInterval, host: host, clock: clock)
        if let alert = shownForeign.popLast() { _ = host.dismissForeign(alert) }
      }
    }
    while let alert = shownForeign.popLast() { _ = host.dismissForeign(alert) }
    // Bounded: an alert that could not be taken away keeps the router rechecking.
    await host.settle(within: .seconds(600))
    for entry in host.log { lines.append((entry.time, lines.count, "    \(entry.message)")) }
    // What links did is replayed as the targets they set; their own events (opened, refused,
    // dropped, failed) describe the input, which a replay does not receive again. So do refused
    // and waiting pushes: which stacks the app's views marked is SwiftUI's input, not recorded.
    let recorded = trace.entries.compactMap {
      if case .event(let record) = $0.kind, !record.kind.hasPrefix("link"),
        !["pushRefused", "pushWaitingForStack", "deepLinkFailed"].contains(record.kind)
      {
        record
      } else {
        nil
      }
    }
    return TraceReplay(
      timeline: lines.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map {
        "  " + formatSeconds($0.time) + $0.text
      },
      violations: host.window.violations,
      divergences: Self.differences(recorded.map(\.comparable), replayed.map(\.comparable)),
      skippedInputs: skipped,
      finalStack: router.presented)
  }

  private static func isOutcome(_ entry: TraceEntry<Destination>) -> Bool {
    if case .event = entry.kind { true } else { false }
  }

  /// A recorded time (seconds, a `Double`) back on the clock, to the nanosecond it was taken at.
  /// `Duration.seconds(_:)` can land a hair after it, and an action due at that instant (a step's
  /// completion) would then run after the recorded input instead of before it, as it did.
  /// A time a decoded trace cannot hold (negative, not finite, past ``TraceEntry/latestTime``)
  /// but a trace made in code can is held to that range, rather than trapping the conversion.
  static func instant(_ seconds: Double) -> Duration {
    let seconds = seconds.isNaN ? 0 : min(max(seconds, 0), TraceEntry<Destination>.latestTime)
    return .nanoseconds(Int64((seconds * 1e9).rounded()))
  }

  /// Lets the simulated world run to a recorded time.
  private static func run(until time: Duration, host: SimulatedHost<Destination>, clock: SimulatedClock) async {
    guard time > clock.now else { return }
    await host.settle(within: time - clock.now)
    if time > clock.now { clock.advance(by: time - clock.now) }
  }

  /// Makes a recorded input again on the simulated UIKit, or says why it cannot.
  private static func replay(
    _ input: HostEvent<Destination>, at index: Int, in trace: Trace<Destination>, host: SimulatedHost<Destination>,
    router: Router<Destination>,
    consumed: inout Set<Int>
  ) -> String? {
    switch input {
    case .userDismissBegan(let id):
      // The swipe's end is recorded later; the simulated swipe makes both.
      let end = trace.entries.indices.dropFirst(index + 1).first { later in
        switch trace.entries[later].kind {
        case .host(.userDismissCancelled(id)), .host(.userDismissed(id, _)): true
        default: false
        }
      }
      guard let end else { return host.swipeDown() == .ignored ? "no sheet to swipe" : nil }
      consumed.insert(end)
      // The trace does not record window sizes: how a popover went says which width it had (a
      // tap outside a popover, a swipe on one adapted to a sheet).
      if case .popover = router.presented.route(id)?.modal?.style,
        case .host(.userDismissed(_, let reason)) = trace.entries[end].kind
      {
        host.resize(to: reason == .tapOutside ? .regular : .compact)
      }
      switch trace.entries[end].kind {
      case .host(.userDismissed(_, .tapOutside)):
        return host.tapOutside() == .ignored ? "nothing took the tap" : nil  // a sheet's dimmed area
      case .host(.userDismissCancelled):
        return host.swipeDown(progress: 0.5, cancel: true) == .ignored ? "no sheet to swipe" : nil
      default:
        // A tap on a sheet's dimmed area and a swipe both read as interactive (UIKit does not
        // tell them apart): how long the dismissal took says how far the user had swiped.
        let took = instant(trace.entries[end].time) - instant(trace.entries[index].time)
        let progress = 1 - min(1, max(0, took / host.window.configuration.animationDuration))
        return host.swipeDown(progress: progress) == .ignored ? "no sheet to swipe" : nil
      }
    case .userDismissCancelled, .userDismissed(_, .interactive):
      return nil  // the end of a swipe whose start was not recorded (the buffer dropped it)
    case .controllerFinished(let id, let removed, _):
      // A controller the app made dismissed itself (Safari's Done) or left it to its delegate
      // (mail, the photo picker); its result is not recorded.
      let outcome = host.finishController(of: id, dismissingItself: removed)
      return outcome == .ignored ? "no controller that finishes" : nil
    case .userDismissed, .dismissAttempted(_, .tapOutside):
      return host.tapOutside() == .ignored ? "nothing took the tap" : nil
    case .dismissAttempted:
      // An attempt on a popup is VoiceOver's escape gesture (a popup is not swiped); on a sheet
      // the swipe and the gesture ask the router the same way.
      guard host.swipeDown() == .ignored else { return nil }
      return host.voiceOverEscape() == .ignored ? "no sheet to swipe and nothing to escape" : nil
    case .alertAnswered(_, let answer):
      return host.tapAlertButton(answer.button.id, typing: answer.texts) == .ignored
        ? "no alert with the button \(answer.button.id)" : nil
    case .userChangedPath:
      return host.tapBack(on: router) ? nil : "nothing to pop"
    case .userSelectedDetent(_, let detent):
      return host.dragSheet(to: detent) == .ignored ? "no sheet to drag to \(detent)" : nil
    case .windowClosed:
      host.closeWindow()
      return nil
    }
  }

  /// The lines only one side has: `- ` recorded only, `+ ` replayed only (a longest common
  /// subsequence keeps the rest aligned), in memory linear in the two lists' lengths.
  static func differences(_ recorded: [String], _ replayed: [String]) -> [String] {
    LineDifference.lines(recorded, replayed)
  }
}

/// When others' alerts were up in the recording, told by the router's waiting events: an alert
/// is shown before the last input at or before the first wait, and goes before the router resumed.
private struct ForeignPlan {
  private var shownBefore: [Int: Int] = [:]
  private var goneAfter: [Int: [Double]] = [:]

  init<Destination>(_ trace: Trace<Destination>) {
    var lastInput: Int?
    var waiting = false
    for (index, entry) in trace.entries.enumerated() {
      switch entry.kind {
      case .event(let record) where record.kind == "waitingForForeignPresentation":
        if !waiting, let lastInput { shownBefore[lastInput, default: 0] += 1 }
        waiting = true
      case .event(let record) where record.kind == "resumedAfterForeignPresentation":
        if waiting, let lastInput { goneAfter[lastInput, default: []].append(entry.time) }
        waiting = false
      case .event:
        break
      default:
        lastInput = index
      }
    }
  }

  func alertsShown(before index: Int) -> Range<Int> { 0..<(shownBefore[index] ?? 0) }

  func alertsGone(after index: Int) -> [Double] { goneAfter[index] ?? [] }
}
