import Foundation
import ModalStackCore
import ModalStackTesting

/// Runs one scenario on a simulated host and prints its timeline: simulated time, each command,
/// the controller calls it caused, and the stack on one line once the screen settles.
@MainActor
final class Timeline {
  let clock = SimulatedClock()
  let host: SimulatedHost<String>
  let router: Router<String>
  private var printedLog = 0
  private var pendingEvents: [String] = []
  private var subscription: EventSubscription?
  /// The settle time of the last command.
  private(set) var lastSettleTime: Duration = .zero
  private let write: (String) -> Void

  init(write: @escaping (String) -> Void = { print($0) }) {
    self.write = write
    host = SimulatedHost(clock: clock, recordsIssues: false)
    router = Router(scheduler: clock)
    router.attach(host)
    subscription = router.observe { [weak self] event in self?.note(event) }
  }

  /// Runs a command (or a user action), lets the screen settle, and prints what happened.
  func step(_ title: String, _ action: () throws -> Void) async rethrows {
    let start = clock.now
    write("\(Self.time(start))  ▶ \(title)")
    try action()
    await host.settle()
    flush()
    lastSettleTime = max(.zero, router.settledAt - start)
    write("\(Self.time(clock.now))    \(router.presented)    (settled in \(Self.seconds(lastSettleTime)))")
  }

  /// Starts a command without waiting for it to settle, then lets `duration` pass.
  func start(_ title: String, runningFor duration: Duration, _ action: () throws -> Void) rethrows {
    write("\(Self.time(clock.now))  ▶ \(title)")
    try action()
    clock.advance(by: duration)
    flush()
  }

  /// Prints a line of commentary.
  func say(_ text: String) { write("           \(text)") }

  /// The closing summary of a scenario.
  func summary() {
    let statistics = host.statistics
    write(
      "  settle time \(Self.seconds(lastSettleTime)) · animated transitions \(statistics.animatedTransitions) · "
        + "unanimated \(statistics.unanimatedTransitions) · dropped calls \(statistics.droppedCalls) · "
        + "rule violations \(host.violations.count)")
  }

  private func flush() {
    for entry in host.log.dropFirst(printedLog) {
      write("\(Self.time(entry.time))      \(entry.message)")
    }
    printedLog = host.log.count
    for event in pendingEvents { write("           event: \(event)") }
    pendingEvents.removeAll()
  }

  private func note(_ event: RouterEvent<String>) {
    switch event {
    case .didDismiss(let route, let reason) where reason != .programmatic:
      pendingEvents.append("didDismiss \(route) (\(reason.rawValue))")
    case .didPresent(let route, .deepLink):
      pendingEvents.append("didPresent \(route) (deepLink)")
    case .dismissBlocked(let route, let reason):
      pendingEvents.append("dismissBlocked \(route) (\(reason.rawValue))")
    case .willDismiss(let route, let reason) where route.modal.map { if case .popup = $0.style { true } else { false } } ?? false:
      pendingEvents.append("willDismiss \(route) (\(reason.rawValue))")
    case .hostFault(let fault):
      pendingEvents.append("host fault: \(fault)")
    case .commandFailed(let error):
      pendingEvents.append("command failed: \(error)")
    case .deepLinkFailed(let error):
      pendingEvents.append("deep link failed: \(error)")
    default:
      break
    }
  }

  static func seconds(_ duration: Duration) -> String {
    let milliseconds = Int((duration.seconds * 1000).rounded())
    return "\(milliseconds / 1000).\(String(format: "%03d", milliseconds % 1000))s"
  }

  private static func time(_ duration: Duration) -> String {
    let text = seconds(duration)
    return String(repeating: " ", count: max(0, 8 - text.count)) + text
  }
}
