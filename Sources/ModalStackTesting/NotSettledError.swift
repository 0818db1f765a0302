import Foundation
import ModalStackCore

/// A router did not settle within the time a test gave it: what it was aiming for, what the
/// screen showed, what it was stuck on, and the last faults and controller calls, so the
/// failure explains itself.
public struct NotSettledError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The virtual time the test waited.
  public let limit: Duration
  /// The target stack, in the compact form (`root ▸ sheet(settings)`).
  public let target: String
  /// What the host confirmed on screen, in the compact form.
  public let shown: String
  /// What the router was stuck on: the step with the host, the transition of the window, the
  /// answer to its own alert, or someone else's controller it was waiting for.
  public let stuckOn: String
  /// The last host faults and waits the router reported, oldest first.
  public let lastFaults: [String]
  /// The last lines of the controller-call log.
  public let lastCalls: [String]

  /// Reads the state of a router and its simulated host.
  @MainActor
  init<Destination>(
    router: Router<Destination>, host: SimulatedHost<Destination>, limit: Duration, events: [RouterEvent<Destination>]
  ) {
    self.limit = limit
    target = router.stack.description
    shown = router.presented.description
    let waiting = events.last { if case .waitingForForeignPresentation = $0 { true } else { false } }
    if let step = router.stepInFlight {
      stuckOn = "the host has not completed \(step)"
    } else if let busy = host.window.transitionInFlight {
      stuckOn = "the window's transition \(busy) has not ended"
    } else if let alert = router.presented.topLayer.modal, alert.modal?.style.isAlert == true,
      router.stack != router.presented
    {
      stuckOn = "waiting for the user's answer to \(alert) (tap a button with SimulatedHost.tapAlertButton)"
    } else if case .waitingForForeignPresentation(let name)? = waiting {
      stuckOn = "waiting for \(name) to go"
    } else {
      stuckOn = "nothing in flight"
    }
    lastFaults = events.filter { if case .hostFault = $0 { true } else { false } }.suffix(3).map(\.description)
    lastCalls = host.log.suffix(5).map(\.description)
  }

  public var description: String {
    var text =
      "the router did not settle within \(formatSeconds(limit)): target \(target), on screen \(shown); \(stuckOn); "
      + "give it longer (settle(within:)), or end what it is stuck on"
    if !lastFaults.isEmpty { text += "; last faults: " + lastFaults.joined(separator: "; ") }
    if !lastCalls.isEmpty { text += "; last calls: " + lastCalls.joined(separator: " | ") }
    return text
  }
}

extension NotSettledError: LocalizedError {
  /// The error's ``description``, where a test runner or a log shows `localizedDescription`.
  public var errorDescription: String? { description }
}
