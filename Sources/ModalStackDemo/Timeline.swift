import Foundation
import ModalStackCore
import ModalStackTesting

/// Runs one scenario on a simulated host and prints its timeline: simulated time, each command,
/// the controller calls it caused, and the stack on one line once the screen settles.
@MainActor
final class Timeline {
  /// Router events of one kind and reason at one instant, printed as one line.
  private struct PendingEvent {
    let time: Duration
    let name: String
    var subjects: [String]
    let reason: String?
  }

  /// The virtual clock shared by the host and the router.
  let clock = SimulatedClock()
  /// The simulated UIKit; it lists broken rules instead of failing a test.
  let host: SimulatedHost<String>
  /// The router the scenario drives, attached to ``host``.
  let router: Router<String>
  private var printedLog = 0
  /// Other windows whose calls the timeline prints too, with their names.
  private var otherWindows: [(name: String, host: SimulatedHost<String>, printed: Int)] = []
  private var pendingEvents: [PendingEvent] = []
  private var subscription: EventSubscription?
  private var linkSubscription: EventSubscription?
  /// The change the summary reports: the one marked as the scenario's headline, else the last.
  private var reported: (title: String, settleTime: Duration, isHeadline: Bool)?
  private let write: (String) -> Void

  /// A fresh host and router at time zero.
  /// - Parameter write: Where lines go; standard output by default.
  init(write: @escaping (String) -> Void = { print($0) }) {
    self.write = write
    host = SimulatedHost(clock: clock, recordsIssues: false)
    router = Router(scheduler: clock)
    try! router.attach(host)  // a new router on a new window: nothing to conflict with
    subscription = router.observe { [weak self] event in self?.note(Self.describe(event)) }
    linkSubscription = router.observeLinks { [weak self] event in self?.note(Self.describe(event)) }
  }

  /// Runs a command (or a user action), lets the screen settle, and prints what happened.
  /// - Parameters:
  ///   - title: What the command does, printed after `▶`.
  ///   - headline: Whether this is the change the scenario is about; the summary reports its
  ///     settle time (the last step's otherwise).
  ///   - action: The command.
  ///   - other: The router the step is about, when it is not the timeline's (another window).
  ///   - folded: Whether to print only the first and last two lines of what happened, and the
  ///     stack with runs of equal routes counted (`fullScreenCover(spam) ×50`): for a flood.
  func step(
    _ title: String, headline: Bool = false, on other: Router<String>? = nil, folded: Bool = false,
    _ action: () throws -> Void
  ) async rethrows {
    let router = other ?? router
    let start = clock.now
    write("\(Self.time(start))  ▶ \(title)")
    try action()
    await host.settle()
    flush(folded: folded)
    let settleTime = max(.zero, router.settledAt - start)
    if headline || reported?.isHeadline != true { reported = (title, settleTime, headline) }
    let stack = folded ? Self.counted(router.presented) : router.presented.description
    write("\(Self.time(clock.now))    \(stack)    (settled in \(Self.seconds(settleTime)))")
  }

  /// A stack on one line with each run of three or more equal routes written once and counted.
  static func counted(_ stack: RouteStack<String>) -> String {
    var runs: [(text: String, count: Int)] = [("root", 1)]
    for route in stack.routes.map(\.description) {
      if runs[runs.count - 1].text == route { runs[runs.count - 1].count += 1 } else { runs.append((route, 1)) }
    }
    return runs.flatMap { $0.count >= 3 ? ["\($0.text) ×\($0.count)"] : Array(repeating: $0.text, count: $0.count) }
      .joined(separator: " ▸ ")
  }

  /// Starts a command without waiting for it to settle, then lets `duration` of simulated time
  /// pass, letting the router's tasks (exit actions, commands from other threads) run meanwhile.
  func start(_ title: String, runningFor duration: Duration, _ action: () throws -> Void) async rethrows {
    write("\(Self.time(clock.now))  ▶ \(title)")
    let end = clock.now + duration
    try action()
    await host.settle(within: duration)
    clock.advance(by: end - clock.now)
    flush()
  }

  /// Prints the calls of another window too, each line starting with its name.
  func watch(_ other: SimulatedHost<String>, as name: String) {
    otherWindows.append((name, other, other.log.count))
  }

  /// Prints a line of commentary.
  func say(_ text: String) { write("           \(text)") }

  /// The closing summary of a scenario.
  func summary() {
    let hosts = [host] + otherWindows.map(\.host)
    let animated = hosts.map(\.statistics.animatedTransitions).reduce(0, +)
    let unanimated = hosts.map(\.statistics.unanimatedTransitions).reduce(0, +)
    let dropped = hosts.map(\.statistics.droppedCalls).reduce(0, +)
    let violations = hosts.map(\.violations.count).reduce(0, +)
    if let reported { write("  settle time \(Self.seconds(reported.settleTime)) for: \(reported.title)") }
    write(
      "  animated transitions \(animated) · unanimated \(unanimated) · "
        + "dropped calls \(dropped) · rule violations \(violations)")
  }

  /// Prints the new controller calls and router events, merged in time order (a call before an
  /// event at the same instant: events report what the calls did).
  private func flush(folded: Bool = false) {
    var lines = host.log.dropFirst(printedLog).map { (time: $0.time, text: $0.message) }
    printedLog = host.log.count
    for index in otherWindows.indices {
      let (name, other, printed) = otherWindows[index]
      let added = other.log.dropFirst(printed).map { (time: $0.time, text: "[\(name)] \($0.message)") }
      for line in added { lines.insert(line, at: lines.firstIndex { $0.time > line.time } ?? lines.endIndex) }
      otherWindows[index].printed = other.log.count
    }
    for event in pendingEvents {
      let index = lines.firstIndex { $0.time > event.time } ?? lines.endIndex
      let reason = event.reason.map { " (\($0))" } ?? ""
      lines.insert((event.time, "event: \(event.name) \(event.subjects.joined(separator: ", "))\(reason)"), at: index)
    }
    pendingEvents.removeAll()
    if folded, lines.count > 4 {
      let hidden = lines.count - 4
      lines =
        Array(lines.prefix(2)) + [(lines[2].time, "… \(hidden) more controller calls and events …")]
        + Array(lines.suffix(2))
    }
    for line in lines { write("\(Self.time(line.time))      \(line.text)") }
  }

  /// Records the events of another router too.
  func observe(_ other: Router<String>) -> EventSubscription {
    other.observe { [weak self] event in self?.note(Self.describe(event)) }
  }

  /// Notes an event as `describe` put it; consecutive events of one kind at one instant share a line (dismiss-all
  /// removes ten routes at once).
  private func note(_ described: (name: String, subject: String, reason: String?)?) {
    guard let (name, subject, reason) = described else { return }
    if let last = pendingEvents.last, last.time == clock.now, last.name == name, last.reason == reason {
      pendingEvents[pendingEvents.count - 1].subjects.append(subject)
    } else {
      pendingEvents.append(PendingEvent(time: clock.now, name: name, subjects: [subject], reason: reason))
    }
  }

  /// The events worth a line, those a reader would not guess from the controller calls.
  private static func describe(_ event: RouterEvent<String>) -> (name: String, subject: String, reason: String?)? {
    switch event {
    case .didDismiss(let route, let reason) where reason != .programmatic:
      ("didDismiss", "\(route)", reason.rawValue)
    case .didPresent(let route, .deepLink):
      ("didPresent", "\(route)", RouteChangeReason.deepLink.rawValue)
    case .dismissBlocked(let route, let reason):
      ("dismissBlocked", "\(route)", reason.rawValue)
    case .willDismiss(let route, let reason)
    where route.modal.map { if case .popup = $0.style { true } else { false } } ?? false:
      ("willDismiss", "\(route)", reason.rawValue)
    case .alertAnswered(let route, let answer):
      ("answered", "\(route) with \(answer.button.title)", nil)
    case .waitingForAnswer(let route):
      ("waiting for the answer to", "\(route)", nil)
    case .hostFault(let fault):
      ("host fault", "\(fault)", nil)
    case .waitingForForeignPresentation(let foreign):
      ("waiting for", foreign, nil)
    case .resumedAfterForeignPresentation:
      ("resumed:", "what it waited for is gone", nil)
    case .hostDetached:
      ("detached:", "the router let the window go; the stack is kept", nil)
    case .attachRefused(let error):
      ("attach refused", "\(error)", nil)
    case .commandFailed(let error):
      ("command failed", "\(error)", nil)
    case .pushRefused(let error):
      ("push refused", "\(error)", nil)
    default:
      nil
    }
  }

  /// The link events worth a line.
  private static func describe(_ event: LinkEvent) -> (name: String, subject: String, reason: String?)? {
    switch event {
    case .deepLinkFailed(let error):
      ("deep link failed", "\(error)", nil)
    case .linkRefused(let refusal):
      // A flood's refusals at the bound are many; the scenario counts them.
      if case .routeLimit = refusal.rule { nil } else { ("link refused:", "\(refusal)", nil) }
    case .linkAwaitingConfirmation(let link):
      ("waiting for the user:", link.description, nil)
    case .linkReplacedLinkRoutes(let link, let removed):
      ("links' routes replaced", "by \(link.description): \(removed.count) routes", nil)
    default:
      nil
    }
  }

  /// A duration as seconds with milliseconds: `0.350s`.
  static func seconds(_ duration: Duration) -> String {
    let milliseconds = Int((duration.seconds * 1000).rounded())
    return "\(milliseconds / 1000).\(String(format: "%03d", milliseconds % 1000))s"
  }

  /// A point on the simulated clock, right-aligned for the timeline's first column.
  private static func time(_ duration: Duration) -> String {
    let text = seconds(duration)
    return String(repeating: " ", count: max(0, 8 - text.count)) + text
  }
}
