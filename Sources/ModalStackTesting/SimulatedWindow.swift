import ModalStackCore

/// A fake UIKit window: the chain of presented ``SimulatedController``s, the one transition in
/// flight, the virtual-time durations, and every rule of the article UIKit's Rules as the Simulator Enforces Them. A request that breaks
/// a rule is handled as UIKit would (ignored with its warning, or refused where UIKit throws)
/// and reported as a ``RuleViolation``.
@MainActor
public final class SimulatedWindow {
  /// The window's root view controller; `nil` once the window closed.
  public private(set) var root: SimulatedController?
  /// The configuration.
  public let configuration: Configuration
  /// The controller-call log, in order.
  public private(set) var log: [LogEntry] = []
  /// The rules broken so far.
  public private(set) var violations: [RuleViolation] = []
  /// Counts of transitions and dropped calls.
  public internal(set) var statistics = Statistics()
  /// Whether the window is in landscape (compact height on a phone).
  public internal(set) var isLandscape = false
  /// The window's width class: compact on a phone and in a narrow iPad window (Split View, Slide
  /// Over), regular on an iPad in full screen.
  public internal(set) var width: Width = .compact
  /// Whether the scene is in the background: transitions in flight complete when it returns.
  public private(set) var isInBackground = false
  /// Transition ends that fell due while the scene was in the background.
  private var endsAwaitingForeground: [@MainActor () -> Void] = []
  /// The virtual clock transitions run on.
  public let clock: SimulatedClock
  weak var delegate: (any SimulatedPresentationDelegate)?
  var onViolation: (RuleViolation) -> Void = { _ in }
  var transitionInFlight: String?
  var losesNextCompletion = false
  var hangsNextTransition = false
  var hungTransition: (@MainActor () -> Void)?
  var foreignCount = 0

  /// Creates a window whose root controller is on screen.
  /// - Parameters:
  ///   - clock: The virtual clock transitions run on.
  ///   - configuration: Durations and callbacks.
  public init(clock: SimulatedClock, configuration: Configuration = .init()) {
    self.clock = clock
    self.configuration = configuration
    root = SimulatedController(name: "root", routeID: nil, configuration: nil, window: self, isViewInWindow: true)
    // The window is shown: its root controller's view joins a view hierarchy (see UIKit's Rules as
    // the Simulator Enforces Them, 'Appearance callbacks').
    record("root.viewWillAppear")
    record("root.viewDidAppear")
  }

  /// The controllers on screen, root first; empty once the window closed. A controller presented
  /// from a presentation context (a child) follows the container the context is in.
  public var chain: [SimulatedController] {
    var result: [SimulatedController] = root.map { [$0] } ?? []
    while let next = result.last?.presentedInside { result.append(next) }
    return result
  }

  /// The routes on screen, bottom first: each controller of the chain that shows a route, then
  /// the overlays (popups that let touches through) laid over it. Foreign controllers are left out.
  public var shownRouteIDs: [RouteID] {
    chain.flatMap { controller in ([controller] + controller.overlays).compactMap(\.routeID) }
  }

  /// Every controller made for this window, weakly: the window's chain owns them.
  private var madeControllers: [WeakSimulatedController] = []

  func track(_ controller: SimulatedController) {
    madeControllers.removeAll { $0.controller == nil }
    madeControllers.append(WeakSimulatedController(controller: controller))
  }

  /// How many controllers made for this window are still alive (the root included): after a
  /// dismissal only those on screen; after ``close()``, none once nothing else holds them.
  public var liveControllerCount: Int { madeControllers.filter { $0.controller != nil }.count }

  /// The scene disconnects: the window releases its root controller and, with it, every
  /// controller on its chain. The host is told its window closed.
  public func close() {
    record("scene disconnected: the window releases its controllers")
    transitionInFlight = nil
    hungTransition = nil
    root = nil
    overlaysOnSurface.removeAll()
    delegate?.windowClosed()
  }

  /// Whether a transition is in flight.
  public var isTransitioning: Bool { transitionInFlight != nil }

  // MARK: Overlays

  /// The overlays whose views lie on the window, bottom first. The adapter lays an overlay's view
  /// on the window's surface, above the anchor's, not inside it: when the controller it lies
  /// over leaves (a sheet swiped away), the overlay stays on screen until it is removed.
  public internal(set) var overlaysOnSurface: [SimulatedController] = []

  /// The scene goes to the background: presentations persist; a transition in flight completes
  /// when it returns.
  func enterBackground() {
    isInBackground = true
    record("app entered background")
  }

  /// The scene comes back: transitions that fell due meanwhile complete on the next turn.
  func enterForeground() {
    isInBackground = false
    record("app entered foreground")
    let ends = endsAwaitingForeground
    endsAwaitingForeground.removeAll()
    for end in ends { clock.schedule(after: configuration.tick, end) }
  }

  // MARK: Bookkeeping

  func record(_ message: String) { log.append(LogEntry(time: clock.now, message: message)) }

  func violate(_ rule: RuleViolation.Rule, _ message: String, by caller: RuleViolation.Caller = .router) {
    let violation = RuleViolation(rule: rule, message: message, time: clock.now, caller: caller)
    violations.append(violation)
    record("⚠︎ \(message)")
    onViolation(violation)
  }

  func drop(_ rule: RuleViolation.Rule, _ message: String, by caller: RuleViolation.Caller = .router) {
    statistics.droppedCalls += 1
    violate(rule, message, by: caller)
  }

  func begin(_ name: String, animated: Bool) {
    transitionInFlight = name
    if animated { statistics.animatedTransitions += 1 } else { statistics.unanimatedTransitions += 1 }
  }

  /// Schedules the end of the transition in flight, unless it is to hang.
  func scheduleEnd(after duration: Duration, _ end: @escaping @MainActor () -> Void) {
    guard !hangsNextTransition else {
      hangsNextTransition = false
      record("transition hangs: completeTransition is never called")
      hungTransition = end
      return
    }
    clock.schedule(after: duration) { [self] in
      // In the background nothing animates: the transition completes once the app returns.
      if isInBackground { endsAwaitingForeground.append(end) } else { end() }
    }
  }

  func finish(_ completion: @escaping @MainActor () -> Void) {
    transitionInFlight = nil
    if losesNextCompletion {
      losesNextCompletion = false
      record("completion lost")
      return
    }
    completion()
  }

  func unlink(_ removed: [SimulatedController], from presenter: SimulatedController) {
    presenter.presented = nil
    for controller in removed {
      controller.presenting = nil
      controller.presented = nil
      controller.isBeingDismissed = false
    }
    // The controller that appears finishes first, then the one that leaves (see UIKit's Rules as
    // the Simulator Enforces Them, 'Appearance callbacks').
    if !presenter.isViewInWindow {
      presenter.isViewInWindow = true
      record("\(presenter).viewDidAppear")
    }
    let top = removed.last
    for controller in removed where controller !== top && configuration.intermediateDisappearCallbacks {
      record("\(controller).viewDidDisappear")
    }
    if let top { record("\(top).viewDidDisappear") }
  }

  /// The start of a presentation's appearance callbacks: the covered presenter's
  /// `viewWillDisappear` (only when the style removes its view), then the presented controller's
  /// `viewWillAppear`.
  func beginAppearance(of controller: SimulatedController, covering presenter: SimulatedController?) {
    if let presenter { record("\(presenter).viewWillDisappear") }
    record("\(controller).viewWillAppear")
  }

  /// The end of a presentation's appearance callbacks: the presented controller's `viewDidAppear`,
  /// then the covered presenter's `viewDidDisappear`, whose view leaves the window.
  func endAppearance(of controller: SimulatedController, covering presenter: SimulatedController?) {
    record("\(controller).viewDidAppear")
    if let presenter {
      presenter.isViewInWindow = false
      record("\(presenter).viewDidDisappear")
    }
  }

  /// The start of a dismissal's appearance callbacks: the top controller's `viewWillDisappear`,
  /// then the presenter's `viewWillAppear` when its view had left the window. The controllers in
  /// between get none (their views left the window, or they never appear again).
  func beginDisappearance(of removed: [SimulatedController], revealing presenter: SimulatedController) {
    if let top = removed.last { record("\(top).viewWillDisappear") }
    if !presenter.isViewInWindow { record("\(presenter).viewWillAppear") }
  }

  func transitionDuration(of controller: SimulatedController, animated: Bool) -> Duration {
    guard animated else { return configuration.tick }
    if let custom = controller.configuration?.customTransition {
      return max(custom.playTime, configuration.tick)
    }
    return configuration.animationDuration
  }
}

private struct WeakSimulatedController {
  weak var controller: SimulatedController?
}
