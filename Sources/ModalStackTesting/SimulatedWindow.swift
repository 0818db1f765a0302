import ModalStackCore

/// A fake UIKit window: the chain of presented ``SimulatedController``s, the one transition in
/// flight, the virtual-time durations, and every rule of the article UIKit's Rules as the Simulator Enforces Them. A request that breaks
/// a rule is handled as UIKit would (ignored with its warning, or refused where UIKit throws)
/// and reported as a ``RuleViolation``.
@MainActor
public final class SimulatedWindow {
  /// Timing and environment of the simulation.
  public struct Configuration: Sendable {
    /// How long an animated transition takes. UIKit's are about 0.35 s.
    public var animationDuration: Duration = .milliseconds(350)
    /// How long an unanimated transition takes: one run-loop turn (one frame).
    public var tick: Duration = .microseconds(16_667)
    /// Whether intermediate controllers removed by one dismissal get disappear callbacks.
    public var intermediateDisappearCallbacks = false
    /// Creates the default configuration.
    public init() {}
  }

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
  public private(set) var isLandscape = false
  /// The window's width class: compact on a phone and in a narrow iPad window (Split View, Slide
  /// Over), regular on an iPad in full screen.
  public private(set) var width: Width = .compact
  /// Whether the scene is in the background: transitions in flight complete when it returns.
  public private(set) var isInBackground = false
  /// Transition ends that fell due while the scene was in the background.
  private var endsAwaitingForeground: [@MainActor () -> Void] = []
  /// The virtual clock transitions run on.
  public let clock: SimulatedClock
  weak var delegate: (any SimulatedPresentationDelegate)?
  var onViolation: (RuleViolation) -> Void = { _ in }
  var transitionInFlight: String?
  private var losesNextCompletion = false
  private var hangsNextTransition = false
  private var hungTransition: (@MainActor () -> Void)?
  private var foreignCount = 0

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

  // MARK: Others in the same window

  /// Kinds of controllers that others present in the window (see UIKit's Rules as the Simulator Enforces Them, 'Presentations by other code').
  public enum ForeignKind: String, Hashable, Sendable {
    /// A SwiftUI `.alert` or `.confirmationDialog` (`UIAlertController`): the presenter stays visible.
    case alert
    /// A sheet from other code: a SwiftUI `.sheet`, a share sheet, `PhotosPicker`.
    case sheet
    /// A full-screen cover from other code: `SFSafariViewController`, an SDK's login screen.
    case cover
    /// A popover from other code: a SwiftUI `.popover`, a share sheet on an iPad; a sheet at
    /// compact width, as UIKit adapts it.
    case popover
  }

  /// Someone else's code presents a controller, as UIKit would take it: on `presenter` (the top
  /// of the chain by default), dropped with UIKit's warning when that controller already
  /// presents or a transition is in flight. A dropped call is a rule violation by other code:
  /// the app's screen would be wrong, so a test fails unless it expects it.
  /// - Parameters:
  ///   - kind: What is presented.
  ///   - presenter: Who presents it; the top of the chain by default.
  ///   - animated: Whether it animates.
  /// - Returns: The presented controller, or `nil` when UIKit dropped the request.
  @discardableResult
  public func presentForeign(_ kind: ForeignKind, on presenter: SimulatedController? = nil, animated: Bool = true)
    -> SimulatedController?
  {
    foreignCount += 1
    guard let presenter = presenter ?? chain.last else { return nil }
    let controller = SimulatedController(
      name: "\(kind.rawValue)#\(foreignCount)", routeID: nil, configuration: nil, window: self, isViewInWindow: true,
      foreignKind: kind)
    if let busy = transitionInFlight {
      drop(
        .overlappingTransition,
        "other code's present of \(controller) on \(presenter) dropped: a presentation is in progress [\(busy)]",
        by: .otherCode)
      return nil
    }
    if let current = presenter.presented {
      drop(
        .presenterAlreadyPresenting,
        "other code's present of \(controller) on \(presenter) dropped: already presenting \(current)", by: .otherCode)
      // The adapter's layer controller sees the request it cannot take, and tells the host.
      delegate?.presentationDropped(on: presenter, presented: controller.name)
      return nil
    }
    presenter.presented = controller
    controller.presenting = presenter
    controller.effectiveStyle = adaptedStyle(of: controller)
    begin("foreign present \(controller)", animated: animated)
    record("others present(\(controller), on: \(presenter), animated: \(animated))")
    beginAppearance(of: controller, covering: kind == .cover ? presenter : nil)
    scheduleEnd(after: animated ? configuration.animationDuration : configuration.tick) { [self] in
      endAppearance(of: controller, covering: kind == .cover ? presenter : nil)
      transitionInFlight = nil
    }
    return controller
  }

  /// Someone else's code dismisses a controller it presented: UIKit removes it and everything
  /// above it, the router's layers too; the host is told, as the adapter tells it when a layer's
  /// controller leaves the window without the host's dismissal.
  /// - Parameters:
  ///   - controller: The controller, as ``presentForeign(_:on:animated:)`` returned it.
  ///   - animated: Whether it animates.
  /// - Returns: `false` when UIKit dropped the request (a transition in flight) or it is not shown.
  @discardableResult
  public func dismissForeign(_ controller: SimulatedController, animated: Bool = true) -> Bool {
    guard let presenter = controller.presenting else { return false }
    if let busy = transitionInFlight {
      drop(
        .overlappingTransition, "other code's dismiss of \(controller) dropped: a transition is in progress [\(busy)]",
        by: .otherCode)
      return false
    }
    var removed = [controller]
    while let next = removed.last?.presented { removed.append(next) }
    begin("foreign dismiss \(controller)", animated: animated)
    record(
      "others dismiss(\(controller), animated: \(animated))"
        + (removed.count > 1 ? " — removes \(removed.dropFirst().map(\.name).joined(separator: ", ")) too" : ""))
    beginDisappearance(of: removed, revealing: presenter)
    scheduleEnd(after: animated ? configuration.animationDuration : configuration.tick) { [self] in
      unlink(removed, from: presenter)
      transitionInFlight = nil
      delegate?.chainChangedByOthers()
    }
    return true
  }

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

  // MARK: present / dismiss

  func present(
    _ controller: SimulatedController, on requester: SimulatedController, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    // A child (a tab) forwards the request up (see UIKit's Rules as the Simulator Enforces Them, 'Who really presents'): context styles to the nearest
    // controller that defines a presentation context, others to the container covering the screen.
    let presenter = Self.receiver(of: controller, requestedBy: requester)
    if presenter !== requester { record("\(requester) forwards the presentation to \(presenter)") }
    let call = "present(\(controller), on: \(presenter), animated: \(animated))"
    if let busy = transitionInFlight {
      return drop(
        .overlappingTransition,
        "Attempt to present \(controller) on \(presenter) (from \(presenter)) while a presentation is in progress. [\(busy)]"
      )
    }
    if let current = presenter.presented {
      return drop(
        .presenterAlreadyPresenting,
        "Attempt to present \(controller) on \(presenter) (from \(presenter)) which is already presenting \(current).")
    }
    guard let root else {
      return drop(.presenterNotInWindow, "Attempt to present \(controller) on \(presenter): the window closed.")
    }
    if presenter.isAlert {
      return drop(.alertPresentsNothing, "Attempt to present \(controller) on \(presenter), an alert: ignored.")
    }
    if controller === presenter || controller === root || controller.presenting != nil {
      return drop(
        .invalidPresentedController,
        "NSInvalidArgumentException: \(call): the controller is already presented or is the presenter")
    }
    var container = presenter
    while let parent = container.parent { container = parent }
    guard container === root || container.presenting != nil else {
      return drop(
        .presenterNotInWindow,
        "Attempt to present \(controller) on \(presenter) whose view is not in the window hierarchy.")
    }
    if presenter.isCurled {
      return drop(.partialCurl, "\(call): a controller shown with partialCurl cannot present")
    }
    if let violation = configurationViolation(of: controller, presenter: presenter) {
      return drop(violation.rule, "\(call): \(violation.message)")
    }
    presenter.presented = controller
    controller.presenting = presenter
    controller.isBeingPresented = true
    statistics.presents += 1
    controller.effectiveStyle = adaptedStyle(of: controller)
    let presenterOfRecord = effectivePresenter(for: controller, requestedBy: presenter)
    if [.currentContext, .overCurrentContext].contains(controller.configuration?.style) {
      controller.presentationContext = presenterOfRecord
    }
    let duration = transitionDuration(of: controller, animated: animated)
    begin("present \(controller) on \(presenter)", animated: animated && duration > .zero)
    let transition =
      controller.configuration.map { $0.customTransition != nil ? "custom" : $0.transitionStyle.rawValue } ?? "?"
    record(
      "\(call) — style \(controller.effectiveStyle?.rawValue ?? "?"), transition \(transition), presented by \(presenterOfRecord)"
    )
    // A popover at compact width is shown as a sheet: UIKit tells the presentation controller's
    // delegate before the transition (see UIKit's Rules as the Simulator Enforces Them, 'Styles
    // adapt to the size class').
    if controller.configuration?.style == .popover, let shown = controller.effectiveStyle, shown != .popover {
      record("presentationController(\(controller), willPresentWithAdaptiveStyle: \(shown.rawValue))")
    }
    let covered = controller.effectiveStyle.map(removesPresenterView) ?? false ? presenter : nil
    beginAppearance(of: controller, covering: covered)
    scheduleEnd(after: duration) { [self] in
      controller.isBeingPresented = false
      endAppearance(of: controller, covering: covered)
      finish(completion)
    }
  }

  /// The controller that really receives a presentation a child asks for.
  static func receiver(of controller: SimulatedController, requestedBy requester: SimulatedController)
    -> SimulatedController
  {
    guard requester.parent != nil else { return requester }
    let usesContext = [.currentContext, .overCurrentContext].contains(controller.configuration?.style)
    var candidate = requester
    while let parent = candidate.parent {
      if usesContext && candidate.definesPresentationContext { return candidate }
      candidate = parent
    }
    return candidate
  }

  func dismiss(from receiver: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void) {
    if let busy = transitionInFlight {
      return drop(
        .overlappingTransition,
        "Attempt to dismiss from view controller \(receiver) while a presentation or dismiss is in progress! [\(busy)]")
    }
    // UIKit forwards a dismissal sent to a presented controller with nothing above it to its presenter.
    guard let presenter = receiver.presented != nil ? receiver : receiver.presenting, let first = presenter.presented
    else {
      record("dismiss(from: \(receiver)): nothing is presented")
      clock.schedule(after: configuration.tick) { completion() }
      return
    }
    var removed = [first]
    while let next = removed.last?.presented { removed.append(next) }
    let top = removed.last!
    for controller in removed { controller.isBeingDismissed = true }
    statistics.dismissals += 1
    let duration = transitionDuration(of: top, animated: animated)
    begin("dismiss from \(presenter)", animated: animated && duration > .zero)
    let others = removed.dropLast().map(\.name)
    record(
      "dismiss(from: \(presenter), animated: \(animated)) — removes \(top)"
        + (others.isEmpty ? "" : ", and without animation \(others.joined(separator: ", "))"))
    beginDisappearance(of: removed, revealing: presenter)
    scheduleEnd(after: duration) { [self] in
      unlink(removed, from: presenter)
      finish(completion)
    }
  }

  // MARK: Overlays

  /// The overlays whose views lie on the window, bottom first. The adapter lays an overlay's view
  /// on the window's surface, above the anchor's, not inside it: when the controller it lies
  /// over leaves (a sheet swiped away), the overlay stays on screen until it is removed.
  public private(set) var overlaysOnSurface: [SimulatedController] = []

  /// Adds a controller's view over `anchor`'s as a child: not a presentation, so no transition;
  /// the anchor's view must be in the window.
  func addOverlay(
    _ overlay: SimulatedController, on anchor: SimulatedController, completion: @escaping @MainActor () -> Void
  ) {
    let call = "addChild(\(overlay), over: \(anchor))"
    guard root != nil, anchor.isViewInWindow, anchor === root || anchor.presenting != nil || anchor.overlaid != nil
    else {
      return drop(.presenterNotInWindow, "\(call): \(anchor)'s view is not in the window hierarchy.")
    }
    guard overlay !== anchor, overlay.presenting == nil, overlay.overlaid == nil, overlay !== root else {
      return drop(.invalidPresentedController, "NSInvalidArgumentException: \(call): the controller is already shown")
    }
    anchor.attachOverlay(overlay)
    overlaysOnSurface.append(overlay)
    statistics.overlaysAdded += 1
    record("\(call) — lets touches through outside its content")
    record("\(overlay).viewWillAppear")
    afterTick(noting: "\(overlay).viewDidAppear", completion)
  }

  /// Removes an overlay's view from the controller it lies over.
  func removeOverlay(_ overlay: SimulatedController, completion: @escaping @MainActor () -> Void) {
    guard let index = overlaysOnSurface.firstIndex(where: { $0 === overlay }) else {
      record("removeFromParent(\(overlay)): not a child")
      clock.schedule(after: configuration.tick) { completion() }
      return
    }
    overlaysOnSurface.remove(at: index)
    overlay.overlaid?.detachOverlay(overlay)
    statistics.overlaysRemoved += 1
    record("removeFromParent(\(overlay))")
    record("\(overlay).viewWillDisappear")
    afterTick(noting: "\(overlay).viewDidDisappear", completion)
  }

  /// A child view controller's appearance: not a transition, done on the next run-loop turn.
  private func afterTick(noting message: String, _ completion: @escaping @MainActor () -> Void) {
    clock.schedule(after: configuration.tick) { [self] in
      record(message)
      completion()
    }
  }

  /// Sets a controller's navigation path in one transition. Under a controller it presents, an
  /// unanimated change is the navigation stack's own, apart from the modal chain (see UIKit's Rules as the Simulator Enforces Them, 'Navigation under a modal'):
  /// it takes effect at once and leaves the window free for a presentation or dismissal in the
  /// same run-loop turn; its completion still comes on the next one.
  func setPath(
    _ names: [String], of controller: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    if !animated, let cover = controller.presented {
      statistics.unanimatedTransitions += 1
      statistics.pathChanges += 1
      record("setViewControllers(\(controller): [\(names.joined(separator: ", "))], animated: false) under \(cover)")
      controller.path = names
      return afterTick(noting: "\(controller) shows its new path", completion)
    }
    if let busy = transitionInFlight {
      return drop(
        .overlappingTransition, "setViewControllers on \(controller) while a transition is in progress [\(busy)]")
    }
    let duration = animated ? configuration.animationDuration : configuration.tick
    begin("setPath of \(controller)", animated: animated)
    statistics.pathChanges += 1
    record("setViewControllers(\(controller): [\(names.joined(separator: ", "))], animated: \(animated))")
    scheduleEnd(after: duration) { [self] in
      controller.path = names
      finish(completion)
    }
  }

  /// Gives a controller another route to show (a new root view), with its path: no transition,
  /// so it takes effect at once, covered or not, with a transition in flight or not.
  func swapContent(of controller: SimulatedController, name: String, routeID: RouteID, path: [String]) {
    guard chain.contains(where: { $0 === controller }), !controller.isBeingDismissed else {
      return drop(.swapOffScreen, "rootView of \(controller) set while it is not on screen or leaves it")
    }
    statistics.contentSwaps += 1
    record("\(controller).rootView = \(name) [\(path.joined(separator: ", "))] — swapped in place")
    controller.rename(to: name)
    controller.routeID = routeID
    controller.path = path
  }

  /// Moves a sheet to a detent in place, as `animateChanges { selectedDetentIdentifier = … }`
  /// does: no presentation transition, so it takes effect at once. A controller that is not a
  /// sheet on screen, or a detent it does not have, is a violation.
  func selectDetent(_ detent: SheetDetent, of controller: SimulatedController) {
    guard chain.contains(where: { $0 === controller }), !controller.isBeingDismissed,
      let sheet = controller.configuration?.sheet,
      sheet.detents.contains(detent)
    else {
      return drop(
        .detents,
        "selectedDetentIdentifier = \(detent.identifier) on \(controller), which is not a sheet on screen with that detent"
      )
    }
    statistics.detentChanges += 1
    controller.selectedDetent = detent
    record("\(controller).sheetPresentationController.selectedDetentIdentifier = \(detent.identifier) (animateChanges)")
  }

  // MARK: User actions

  /// The user drags the top sheet to one of its detents (dragging it below the smallest is
  /// ``userDismiss(progress:cancel:reason:)``). UIKit tells the sheet's delegate
  /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`); the dimming follows the
  /// new detent.
  func dragSheet(to detent: SheetDetent) -> UserOutcome {
    guard transitionInFlight == nil, let top = chain.last, top.foreignKind == nil, let sheet = top.configuration?.sheet,
      [.pageSheet, .formSheet].contains(top.effectiveStyle ?? .pageSheet), sheet.detents.contains(detent),
      top.selectedDetent != detent
    else { return .ignored }
    top.selectedDetent = detent
    record("sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(top)) → \(detent.identifier)")
    presentationDelegate(of: top)?.userSelectedDetent(of: top, identifier: detent.identifier)
    return .moved
  }

  /// What a user's swipe or tap did.
  public enum UserOutcome: String, Hashable, Sendable {
    /// UIKit dismissed the controller.
    case dismissed
    /// The user let go and it stayed.
    case cancelled
    /// UIKit refused (`isModalInPresentation`) and told the delegate, or a popup reported the tap.
    case attempted
    /// Nothing happened: nothing to act on, a style that ignores it, or a transition in flight.
    case ignored
    /// The tap went through popups that let touches through, or a sheet resting at or below its
    /// largest undimmed detent, and reached the screen below them.
    case passedThrough
    /// The user dragged a sheet to another detent.
    case moved
  }

  /// A tap outside every popup's content: popups that let touches through are told (when they
  /// close on a tap outside) and the tap goes on to the controller below them.
  func tapOutside() -> UserOutcome {
    guard transitionInFlight == nil, let top = chain.last else { return .ignored }
    let overlays = top.overlays.reversed()
    for overlay in overlays {
      record("tap outside \(overlay)'s content passes through")
      if overlay.configuration?.popup?.dismissOnTapOutside == true {
        delegate?.userAttemptedDismissal(of: overlay, reason: .tapOutside)
      }
    }
    let below = userDismiss(progress: 0, cancel: false, reason: .tapOutside)
    guard !overlays.isEmpty, below == .ignored else { return below }
    record("the tap reaches \(top)")
    return overlays.contains { $0.configuration?.popup?.dismissOnTapOutside == true } ? .attempted : .passedThrough
  }

  /// A scroll or a drag on the screen below the popups that let touches through: the touches go
  /// through them, and a touch that moves is not a tap, so none of them is told.
  func scrollOutside() -> UserOutcome {
    guard transitionInFlight == nil, let top = chain.last, !top.overlays.isEmpty else { return .ignored }
    record("scroll outside \(top.overlays.map(\.name).joined(separator: ", ")) passes through to \(top)")
    return .passedThrough
  }

  func userDismiss(progress: Double, cancel: Bool, reason: RouteChangeReason) -> UserOutcome {
    guard transitionInFlight == nil, let top = chain.last, top !== root, top.foreignKind == nil,
      let configuration = top.configuration,
      let presenter = top.presenting
    else { return .ignored }
    // An alert is never swiped away; a tap outside a dialog chooses its cancel button.
    if configuration.alert != nil { return reason == .tapOutside ? tapOutside(alert: top) : .ignored }
    if let popup = configuration.popup {
      guard reason == .tapOutside, popup.dismissOnTapOutside else { return .ignored }
      record("popup background tapped: \(top)")
      delegate?.userAttemptedDismissal(of: top, reason: reason)
      return .attempted
    }
    let style = top.effectiveStyle ?? configuration.style
    // A popover shown as one is not swiped; adapted to a sheet it is.
    let swipeable = [.pageSheet, .formSheet].contains(style) || (style == .popover && reason == .tapOutside)
    guard swipeable else { return .ignored }
    if reason == .tapOutside, top.currentSheet?.passesTouchesThrough == true {
      // At or below the largest undimmed detent there is no dimming view: the touch is the
      // presenter's, and the sheet stays.
      record("tap outside \(top) passes through to \(presenter) (undimmed detent)")
      return .passedThrough
    }
    if configuration.isModalInPresentation {
      record("presentationControllerDidAttemptToDismiss(\(top))")
      presentationDelegate(of: top)?.userAttemptedDismissal(of: top, reason: reason)
      return .attempted
    }
    record("presentationControllerShouldDismiss(\(top)) → true")
    // The interactive transition is under way when the delegate hears of it, as in UIKit.
    begin("interactive dismissal of \(top)", animated: true)
    record("presentationControllerWillDismiss(\(top))")
    presentationDelegate(of: top)?.userWillDismiss(top)
    beginDisappearance(of: [top], revealing: presenter)
    let full = transitionDuration(of: top, animated: true)
    let remaining = cancel ? full * max(0, min(1, progress)) : full * (1 - max(0, min(1, progress)))
    clock.schedule(after: max(remaining, self.configuration.tick)) { [self] in
      transitionInFlight = nil
      if cancel {
        // The cancelled transition gives the sheet its appearance back.
        record("\(top).viewWillAppear")
        record("\(top).viewDidAppear")
        record("interactive dismissal of \(top) cancelled")
        presentationDelegate(of: top)?.userCancelledDismissal(of: top)
      } else {
        unlink([top], from: presenter)
        statistics.userDismissals += 1
        record("presentationControllerDidDismiss(\(top))")
        // UIKit does not say what the user did: the host tells from the style shown.
        if let delegate = presentationDelegate(of: top) {
          delegate.userDidDismiss(top)
        } else {
          // The adapter sees the layer's controller leave without the host's dismissal.
          delegate?.chainChangedByOthers()
        }
      }
    }
    return cancel ? .cancelled : .dismissed
  }

  /// Other code sets the presentation controller's delegate of `controller` (code inside a layer,
  /// an SDK's controller): UIKit sends its calls there, not to the host's, until the host takes
  /// it back.
  /// - Parameters:
  ///   - controller: A presented controller of the router's.
  ///   - name: A name for the delegate, for the log.
  public func replacePresentationDelegate(of controller: SimulatedController, with name: String) {
    controller.replacingDelegate = name
    controller.forwardedDelegate = nil
    record("others set \(controller).presentationController.delegate = \(name)")
  }

  /// The host's delegate for `controller`'s presentation-controller calls, or `nil` when other code
  /// replaced it (the call goes there); a delegate the host took back hears the call too.
  private func presentationDelegate(of controller: SimulatedController) -> (any SimulatedPresentationDelegate)? {
    if let replacing = controller.replacingDelegate {
      record("the call goes to \(replacing), not the host's delegate")
      return nil
    }
    if let forwarded = controller.forwardedDelegate { record("forwarded to \(forwarded)") }
    return delegate
  }

  /// Rotates the device: styles adapt, nothing is dismissed.
  public func rotate() {
    isLandscape.toggle()
    record("rotated to \(isLandscape ? "landscape" : "portrait") (size class change)")
    adaptPresentedStyles()
  }

  /// The window is resized across the compact/regular width boundary (Split View, Slide Over,
  /// Stage Manager): presentations stay up and adapt; a popover becomes a sheet and back.
  /// - Parameter newWidth: The new width class.
  public func resize(to newWidth: Width) {
    guard newWidth != width else { return }
    width = newWidth
    record("window resized to \(newWidth.rawValue) width (size class change)")
    adaptPresentedStyles()
  }

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

  private func adaptPresentedStyles() {
    for controller in chain.dropFirst() {
      let adapted = adaptedStyle(of: controller)
      if adapted != controller.effectiveStyle {
        record("presentationController(\(controller), willPresentWithAdaptiveStyle: \(adapted.rawValue))")
        controller.effectiveStyle = adapted
      }
    }
    for controller in chain.dropFirst() where controller.effectiveStyle != adaptedStyle(of: controller) {
      violate(.adaptiveStyle, "\(controller) kept \(controller.effectiveStyle?.rawValue ?? "?")")
    }
  }

  /// The next transition finishes on screen but its completion is never delivered.
  public func loseNextCompletion() { losesNextCompletion = true }

  /// The next transition never ends: the window stays in transition until ``finishHungTransition()``.
  public func hangNextTransition() { hangsNextTransition = true }

  /// Ends the hung transition, late.
  public func finishHungTransition() {
    guard let finish = hungTransition else { return }
    hungTransition = nil
    record("hung transition completes")
    finish()
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

  private func finish(_ completion: @escaping @MainActor () -> Void) {
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

  private func transitionDuration(of controller: SimulatedController, animated: Bool) -> Duration {
    guard animated else { return configuration.tick }
    if let custom = controller.configuration?.customTransition {
      return max(custom.playTime, configuration.tick)
    }
    return configuration.animationDuration
  }
}

/// The presentation controller delegate calls the simulated window makes for user actions.
@MainActor
protocol SimulatedPresentationDelegate: AnyObject {
  func userWillDismiss(_ controller: SimulatedController)
  func userCancelledDismissal(of controller: SimulatedController)
  func userDidDismiss(_ controller: SimulatedController)
  func userAttemptedDismissal(of controller: SimulatedController, reason: RouteChangeReason)
  func userSelectedDetent(of controller: SimulatedController, identifier: String)
  func userAnsweredAlert(_ controller: SimulatedController, buttonIndex: Int, texts: [String]?)
  func chainChangedByOthers()
  func presentationDropped(on controller: SimulatedController, presented: String)
  func windowClosed()
}

private struct WeakSimulatedController {
  weak var controller: SimulatedController?
}

func formatSeconds(_ duration: Duration) -> String {
  let milliseconds = Int((duration.seconds * 1000).rounded())
  return
    "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000)s"
}
