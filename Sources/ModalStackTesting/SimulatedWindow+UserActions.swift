import ModalStackCore

extension SimulatedWindow {

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

  /// A view in `controller`'s layer calls SwiftUI's `dismiss()`: SwiftUI sends
  /// `dismiss(animated: true)` to the layer's hosting controller. The adapter's layer controller
  /// asks its host first; UIKit's own dismissal runs only when the host does not take it (the
  /// layer presents something, whose removal is what UIKit's call means, or it is not the host's).
  func viewCallsDismiss(in controller: SimulatedController) -> UserOutcome {
    record("SwiftUI dismiss() in \(controller) → \(controller).dismiss(animated: true)")
    if delegate?.controllerAskedToDismiss(controller) == true {
      record("\(controller) hands it to its host")
      return .attempted
    }
    // UIKit's meaning: what it presents goes, or, presenting nothing, the controller itself.
    return dismissForeign(controller.presented ?? controller) ? .dismissed : .ignored
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
  /// close on a tap outside) and the tap goes on to the controller below them. The adapter hears
  /// every tap in the window for each popup that closes on one (a recognizer on the window gets
  /// every touch hit-tested to its views), so a popup covered by a layer presented later hears it
  /// too: its host decides that the layer over it took the tap.
  func tapOutside() -> UserOutcome {
    guard transitionInFlight == nil, let top = chain.last else { return .ignored }
    let overlays = top.overlays.reversed()
    func closesOnTap(_ overlay: SimulatedController) -> Bool {
      overlay.configuration?.popup?.dismissOnTapOutside == true
    }
    for overlay in overlays {
      record("tap outside \(overlay)'s content passes through")
      if closesOnTap(overlay) { delegate?.userTappedOutside(overlay) }
    }
    for covered in overlaysOnSurface.reversed() where covered.overlaid !== top && closesOnTap(covered) {
      delegate?.userTappedOutside(covered)
    }
    let below = userDismiss(progress: 0, cancel: false, reason: .tapOutside)
    guard !overlays.isEmpty, below == .ignored else { return below }
    record("the tap reaches \(top)")
    return overlays.contains(where: closesOnTap) ? .attempted : .passedThrough
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
}
