import ModalStackCore

extension SimulatedWindow {
  /// One line of the controller-call log.
  public struct LogEntry: Hashable, Sendable, CustomStringConvertible {
    /// When, on the simulated clock.
    public let time: Duration
    /// What was called or what UIKit did.
    public let message: String
    public var description: String { "\(formatSeconds(time)) \(message)" }
  }

  /// Counts of what the window did.
  public struct Statistics: Hashable, Sendable {
    /// Transitions that animated.
    public var animatedTransitions = 0
    /// Transitions that did not animate.
    public var unanimatedTransitions = 0
    /// Requests UIKit would have dropped or refused.
    public var droppedCalls = 0
    /// Presentations by the host that UIKit took (`present`), animated or not.
    public var presents = 0
    /// Dismissals by the host that UIKit took (`dismiss`), one per call, however many controllers it removed.
    public var dismissals = 0
    /// Navigation path changes by the host (`setViewControllers`).
    public var pathChanges = 0
    /// Controllers given another route to show in place (a new root view), not a transition.
    public var contentSwaps = 0
    /// Sheets the host moved to another detent in place (`animateChanges`), not a transition.
    public var detentChanges = 0
    /// Popups laid over a controller instead of presented (toasts).
    public var overlaysAdded = 0
    /// Popups taken off the controller they lay over.
    public var overlaysRemoved = 0
    /// Dismissals the user made (a swipe, a tap outside a popover) that UIKit carried out.
    public var userDismissals = 0
  }
}

func formatSeconds(_ duration: Duration) -> String {
  let milliseconds = Int((duration.seconds * 1000).rounded())
  return
    "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000)s"
}
