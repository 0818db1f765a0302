import ModalStackCore

extension SimulatedHost {
  /// What VoiceOver was told as layers came and went, oldest first: focus moving into a popup
  /// (`screenChanged`), a toast's announcement, focus returning to what opened a popup.
  ///
  /// ```swift
  /// try router.enqueue(.saved, as: .toast, announcement: "Saved")
  /// await host.settle()
  /// #expect(host.voiceOverLog.last == "announcement: Saved")
  /// ```
  public var voiceOverLog: [String] {
    accessibility.update(window, asked: true)
    return accessibility.spoken
  }

  /// The element VoiceOver focus is on: the name of the layer it moved into, or the element a
  /// test put it on with ``moveVoiceOverFocus(to:)``.
  public var voiceOverFocus: String {
    accessibility.update(window, asked: true)
    return accessibility.focusedElement
  }

  /// The layers VoiceOver reads, bottom first, by name: a dimmed popup hides the screen behind
  /// it; a toast does not.
  public var voiceOverReadableLayers: [String] {
    accessibility.update(window, asked: true)
    return accessibility.readableLayers(in: window)
  }

  /// The user moves VoiceOver focus to an element of the layer it is in (the button that opens
  /// a popup): focus returns there when the popup goes.
  /// - Parameter element: A name for the element.
  public func moveVoiceOverFocus(to element: String) {
    accessibility.update(window, asked: true)
    accessibility.moveFocus(to: element)
  }

  /// The user makes VoiceOver's escape gesture (a two-finger Z) in the top layer: a popup whose
  /// dismiss policy allows it closes (a confirm-first one asks); a blocked one, a toast (VoiceOver
  /// is not in it) and the root pass the gesture on.
  /// - Returns: ``SimulatedWindow/UserOutcome/attempted`` when the router was asked to dismiss,
  ///   `ignored` when the gesture passed on.
  @discardableResult
  public func voiceOverEscape() -> SimulatedWindow.UserOutcome {
    accessibility.update(window, asked: true)
    guard !window.isTransitioning, let top = accessibility.topLayer(in: window), let decisions = top.decisions,
      decisions.handlesEscape
    else { return .ignored }
    controllerHost.userAttemptedDismissal(top.controller, reason: .interactive)
    return .attempted
  }

  /// A text field of the top layer takes the keyboard (the user taps it, or `@FocusState` moves).
  /// - Parameter name: A name for the field.
  public func focusTextField(_ name: String) {
    accessibility.update(window, asked: true)
    accessibility.focusTextField(name, in: window)
  }

  /// The text field that has the keyboard, if any: the top layer's. A popup that took it gives it
  /// back to the field below when it goes; a toast never takes it.
  public var keyboardOwner: String? {
    accessibility.update(window, asked: true)
    return accessibility.firstResponder(in: window)
  }
}
