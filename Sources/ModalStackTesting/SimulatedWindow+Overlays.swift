import ModalStackCore

extension SimulatedWindow {

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
  func afterTick(noting message: String, _ completion: @escaping @MainActor () -> Void) {
    clock.schedule(after: configuration.tick) { [self] in
      record(message)
      completion()
    }
  }
}
