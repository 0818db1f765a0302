import ModalStackCore

/// A UIKit presentation rule (see <doc:UIKitsRulesAsTheSimulatorEnforcesThem>) that a simulated controller call broke.
public struct RuleViolation: Hashable, Sendable, CustomStringConvertible {
  /// The rules; the article <doc:UIKitsRulesAsTheSimulatorEnforcesThem> gives each with its source.
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    /// Invariant 1: each controller presents at most one controller.
    case presenterAlreadyPresenting = "a controller presents at most one controller"
    /// Invariant 2: one transition in flight per window.
    case overlappingTransition = "one transition in flight per window"
    /// Invariant 3: the presented controller is new, not the presenter, and has no parent.
    case invalidPresentedController = "a presented controller is new, not the presenter, and has no parent"
    /// Invariant 4: the presenter's view is in the window.
    case presenterNotInWindow = "the presenter's view is in the window"
    /// Invariant 7: partialCurl only with fullScreen over a full-screen presenter; a curled controller presents nothing.
    case partialCurl = "partialCurl only with fullScreen, and a curled controller presents nothing"
    /// Invariant 8: detents are non-empty and ordered.
    case detents = "sheet detents are non-empty and ordered"
    /// A popover needs a source (UIKit throws NSGenericException).
    case popoverSource = "a popover needs a source view"
    /// Invariant 9: the effective style is the adaptation of the requested one.
    case adaptiveStyle = "the effective style is the adaptation of the requested style"
    /// An alert presents nothing: UIKit ignores a present on a `UIAlertController`, the router's
    /// own or another's.
    case alertPresentsNothing = "an alert presents nothing"
    /// A controller given another route to show in place is on the chain and not leaving it
    /// (a swap into a controller being dismissed would show nothing).
    case swapOffScreen = "content is swapped in place only in a controller on screen"
  }

  /// Whose call broke the rule.
  public enum Caller: String, Hashable, Sendable {
    /// The router (the host it drives).
    case router
    /// Other code, staged with ``SimulatedHost/presentForeign(_:animated:)`` or
    /// ``SimulatedHost/dismissForeign(_:)``: the app's own `.sheet`, an SDK's controller.
    case otherCode = "other code"
  }

  /// The rule.
  public let rule: Rule
  /// What happened, in UIKit's words where it logs one.
  public let message: String
  /// When, on the simulated clock.
  public let time: Duration
  /// Whose call broke the rule.
  public let caller: Caller

  /// A broken rule.
  /// - Parameters:
  ///   - rule: The rule.
  ///   - message: What happened.
  ///   - time: When, on the simulated clock.
  ///   - caller: Whose call it was; the router's by default.
  public init(rule: Rule, message: String, time: Duration, caller: Caller = .router) {
    self.rule = rule
    self.message = message
    self.time = time
    self.caller = caller
  }

  public var description: String {
    "UIKit rule broken by \(caller.rawValue) (\(rule.rawValue)) at \(time.seconds)s: \(message)"
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  public var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
